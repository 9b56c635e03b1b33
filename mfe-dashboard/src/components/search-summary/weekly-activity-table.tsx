import type { SearchSummaryQuery } from 'contracts';
import { weekLabel } from './week-label';
import '../visually-hidden.css';

type Week = SearchSummaryQuery['searchSummary']['weekly'][number];

/** The weekly chart's figures as a table: what a screen reader reads instead of the (hidden) chart. */
export function WeeklyActivityTable({ weeks, caption }: { weeks: readonly Week[]; caption: string }) {
  return (
    <table className="db-visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">Emails sent</th>
          <th scope="col">Replies</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">{weekLabel(week.weekStart)}</th>
            <td>{week.emailsSent}</td>
            <td>{week.replies}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
