import { applicationsWithPostingLine, shareOfApplicationsPercent, type SearchSummaryQuery } from 'contracts';

type Funnel = SearchSummaryQuery['searchSummary']['funnel'];

const STAGES: ReadonlyArray<{ key: keyof Omit<Funnel, '__typename' | 'withPosting'>; label: string }> = [
  { key: 'applications', label: 'Applications' },
  { key: 'replies', label: 'Replies' },
  { key: 'interviews', label: 'Interviews' },
  { key: 'offers', label: 'Offers' },
];

/** Applications -> replies -> interviews -> offers, each with its share of the applications (product.md §11). */
export function SearchFunnel({ funnel }: { funnel: Funnel }) {
  const total = funnel.applications;
  return (
    <ol className="db-funnel" aria-label="Your search funnel">
      {STAGES.map(({ key, label }) => {
        const count = funnel[key];
        const share = shareOfApplicationsPercent(count, total);
        return (
          <li key={key} className="db-funnel__stage" data-stage={key}>
            <span className="db-funnel__label">{label}</span>
            <span className="db-funnel__count">{count}</span>
            <span className="db-funnel__bar" aria-hidden="true">
              <span style={{ width: `${total > 0 ? Math.max((count / total) * 100, count > 0 ? 2 : 0) : 0}%` }} />
            </span>
            {key !== 'applications' && <span className="db-funnel__share db-muted">{share}% of applications</span>}
            {key === 'applications' && funnel.withPosting > 0 && (
              <span className="db-funnel__share db-muted">{applicationsWithPostingLine(funnel.withPosting)}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
