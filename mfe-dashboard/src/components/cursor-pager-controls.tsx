import { PlainButton } from 'shared-ui';
import './cursor-pager-controls.css';
import type { CursorPager } from './use-cursor-pager';

interface CursorPagerControlsProps {
  pager: CursorPager;
  pageSize: number;
  /** Rows on the current page. */
  shown: number;
  /** The page's connection: its total across pages and whether (and from where) another page follows. */
  connection: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };
  /** What the rows are, for the label: 'contacts', 'sequences'. */
  noun: string;
}

/** 'Showing 11–20 of 23 contacts' with Previous / Next; hidden when everything fits on one page. */
export function CursorPagerControls({ pager, pageSize, shown, connection, noun }: CursorPagerControlsProps) {
  const { totalCount, pageInfo } = connection;
  const { hasNextPage, endCursor } = pageInfo;
  if (pager.page === 0 && !hasNextPage) return null;
  const first = pager.page * pageSize + 1;
  const last = pager.page * pageSize + shown;
  return (
    <nav className="db-pager" aria-label={`Pages of ${noun}`}>
      <span className="db-muted" aria-live="polite">
        Showing {shown === 0 ? 0 : first}–{last} of {totalCount} {noun}
      </span>
      <PlainButton onClick={pager.previous} disabled={pager.page === 0}>
        Previous
      </PlainButton>
      <PlainButton onClick={() => pager.next(endCursor)} disabled={!hasNextPage}>
        Next
      </PlainButton>
    </nav>
  );
}
