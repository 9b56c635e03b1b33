import { useCallback, useMemo, useState } from 'react';

export interface CursorPager {
  /** 0-based page index. */
  page: number;
  /** The `pagination` variables for the current page. */
  pagination: { first: number; after?: string };
  /** Moves on, remembering where this page ended (`pageInfo.endCursor`). */
  next: (endCursor: string | null | undefined) => void;
  previous: () => void;
  /** Back to the first page. */
  reset: () => void;
}

const FIRST_PAGE: Array<string | undefined> = [undefined];

/**
 * Page-by-page navigation over a cursor connection: the cursor each visited page started after is remembered, so
 * Previous needs no backward cursors and the cursors stay opaque. A new `scope` (e.g. the list's filter as a
 * string) starts again at the first page in the same render, so no query goes out with a stale cursor.
 */
export function useCursorPager(pageSize: number, scope = ''): CursorPager {
  const [state, setState] = useState({ scope, starts: FIRST_PAGE });
  const starts = state.scope === scope ? state.starts : FIRST_PAGE;
  const page = starts.length - 1;
  const after = starts[page];

  const next = useCallback(
    (endCursor: string | null | undefined) => {
      if (!endCursor) return;
      setState((current) => ({ scope, starts: [...(current.scope === scope ? current.starts : FIRST_PAGE), endCursor] }));
    },
    [scope],
  );
  const previous = useCallback(
    () =>
      setState((current) => {
        const visited = current.scope === scope ? current.starts : FIRST_PAGE;
        return { scope, starts: visited.length > 1 ? visited.slice(0, -1) : visited };
      }),
    [scope],
  );
  const reset = useCallback(() => setState({ scope, starts: FIRST_PAGE }), [scope]);
  const pagination = useMemo(() => (after ? { first: pageSize, after } : { first: pageSize }), [after, pageSize]);

  return { page, pagination, next, previous, reset };
}
