// The weekly bars, drawn by Chartist (small, SVG). Loaded with React.lazy from the home page only, so no other
// page downloads it; screen readers get the table beside it instead (the chart is aria-hidden).
import { useEffect, useRef } from 'react';
import { BarChart } from 'chartist';
import 'chartist/dist/index.css';
import type { SearchSummaryQuery } from 'contracts';
import { weekLabel } from './week-label';

type Week = SearchSummaryQuery['searchSummary']['weekly'][number];

export default function WeeklyActivityChart({ weeks }: { weeks: readonly Week[] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return undefined;
    const chart = new BarChart(
      host.current,
      {
        // A label every other week keeps twelve of them readable on a phone.
        labels: weeks.map((week, index) => (index % 2 === weeks.length % 2 ? '' : weekLabel(week.weekStart))),
        series: [weeks.map((week) => week.emailsSent), weeks.map((week) => week.replies)],
      },
      {
        height: '220px',
        seriesBarDistance: 8,
        axisX: { showGrid: false },
        axisY: { onlyInteger: true, offset: 32 },
        chartPadding: { top: 12, right: 8, bottom: 0, left: 0 },
      },
    );
    return () => {
      chart.detach();
    };
  }, [weeks]);
  return <div ref={host} className="db-weekly-chart" data-testid="weekly-chart" aria-hidden="true" />;
}
