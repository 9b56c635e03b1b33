import { lazy, Suspense } from 'react';
import { SEARCH_SUMMARY_WEEKS, type SearchSummaryQuery } from 'contracts';
import { useAfterPaint } from '../use-after-paint';
import { SearchFunnel } from './search-funnel';
import { WeeklyActivityTable } from './weekly-activity-table';
import './search-summary.css';

// The chart library comes in its own chunk, asked for once the figures are on screen (not while they are drawn).
const WeeklyActivityChart = lazy(() => import('./weekly-activity-chart'));

/** The chart's box, kept while its chunk loads. */
const chartPlaceholder = <div className="db-weekly-chart" data-testid="weekly-chart-loading" aria-hidden="true" />;

const CHART_TITLE = `Emails sent and replies, last ${SEARCH_SUMMARY_WEEKS} weeks`;

/** The picture of the search on the home page (product.md §11): the funnel and the weekly chart with its table. */
export function SearchSummaryCard({ summary }: { summary: SearchSummaryQuery['searchSummary'] }) {
  const painted = useAfterPaint();
  return (
    <section className="db-card db-section" aria-labelledby="db-search-title">
      <h2 id="db-search-title" className="db-card__title db-search__title">
        Your search
      </h2>
      <SearchFunnel funnel={summary.funnel} />
      <section className="db-weekly" aria-labelledby="db-weekly-title">
        <h3 id="db-weekly-title" className="db-weekly__title">
          {CHART_TITLE}
        </h3>
        <div className="db-weekly__legend" aria-hidden="true">
          <span className="db-weekly__key db-weekly__key--sent">Emails sent</span>
          <span className="db-weekly__key db-weekly__key--replies">Replies</span>
        </div>
        {painted ? (
          <Suspense fallback={chartPlaceholder}>
            <WeeklyActivityChart weeks={summary.weekly} />
          </Suspense>
        ) : (
          chartPlaceholder
        )}
        <WeeklyActivityTable weeks={summary.weekly} caption={CHART_TITLE} />
      </section>
    </section>
  );
}
