import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset (cursor) pagination over (sort key, id). The cursor carries the sort key as Postgres text, so
 * microsecond timestamps round-trip exactly (a JS Date would drop the microseconds and skip or repeat rows).
 * Cursors are opaque base64url JSON; clients must not build them.
 */
export interface PaginationArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Edge<T> {
  node: T;
  cursor: string;
}

export interface Page<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
}

export const MAX_PAGE_SIZE = 100;

interface CursorPayload {
  /** Sort key as Postgres text; null when the key is null. */
  k: string | null;
  id: number;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid pagination cursor');
  }
}

export function encodeCursor(payload: CursorPayload): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const MAX_CURSOR_CHARS = 1_000;
const MAX_ID = 2_147_483_647;
const MIN_TIME = Date.UTC(1970, 0, 1);
const MAX_TIME = Date.UTC(2200, 0, 1);

/** A crafted cursor must never reach SQL as a value PostgreSQL would refuse (a 500): each sort type is checked. */
const KEY_CHECKS: Record<string, (key: string) => boolean> = {
  timestamptz: (key) => {
    const time = Date.parse(key.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
    return /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d/.test(key) && time >= MIN_TIME && time <= MAX_TIME;
  },
  integer: (key) => /^-?\d{1,10}$/.test(key) && Math.abs(Number(key)) <= MAX_ID,
  text: (key) => key.length <= MAX_CURSOR_CHARS,
};

export function decodeCursor(cursor: string, sortType?: string): CursorPayload {
  try {
    if (cursor.length <= MAX_CURSOR_CHARS) {
      const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorPayload>;
      const idOk = Number.isInteger(value.id) && (value.id as number) >= 1 && (value.id as number) <= MAX_ID;
      const key = value.k;
      const keyOk =
        key === null ||
        (typeof key === 'string' && !key.includes('\u0000') && (KEY_CHECKS[sortType ?? 'text'] ?? KEY_CHECKS.text!)(key));
      if (idOk && keyOk) return { k: key ?? null, id: value.id as number };
    }
  } catch {
    // fall through
  }
  throw new InvalidCursorError();
}

export interface KeysetSpec {
  /** The sort column (or expression); nullable columns sort nulls last in ascending order. */
  sortKey: AnyPgColumn | SQL;
  /** Postgres type name to cast the cursor text back to (e.g. 'timestamptz', 'text'). */
  sortType: string;
  idColumn: AnyPgColumn;
  direction: 'asc' | 'desc';
}

export interface KeysetQuery {
  /** Extra WHERE condition for the cursor (undefined on the first page). */
  cursorCondition: SQL | undefined;
  orderBy: SQL[];
  /** Rows to fetch: page size + 1 to learn whether another page exists. */
  limit: number;
  /** True when paging backward (rows come back reversed and must be flipped). */
  backward: boolean;
  pageSize: number;
  /** Selects the sort key as text, for the cursor. */
  sortKeyText: SQL<string | null>;
}

/**
 * Plans the query for one page. Ordering is (sortKey, id) in `direction`, with NULL keys after
 * non-null ones in ascending order (Postgres default) and before them in descending order.
 */
export function planKeysetPage(spec: KeysetSpec, args: PaginationArgs, defaultPageSize: number): KeysetQuery {
  const backward = args.last != null || args.before != null;
  const requested = backward ? args.last : args.first;
  const pageSize = Math.min(Math.max(requested ?? defaultPageSize, 0), MAX_PAGE_SIZE);
  const cursorText = backward ? args.before : args.after;
  // Walking backward = walking forward in the opposite direction, then reversing the rows.
  const walk: 'asc' | 'desc' = backward ? (spec.direction === 'asc' ? 'desc' : 'asc') : spec.direction;
  const order = walk === 'asc' ? asc : desc;
  const orderBy = [
    walk === 'asc' ? sql`${spec.sortKey} asc nulls last` : sql`${spec.sortKey} desc nulls first`,
    order(spec.idColumn),
  ];
  return {
    cursorCondition: cursorText ? afterCursor(spec, decodeCursor(cursorText, spec.sortType), walk) : undefined,
    orderBy,
    limit: pageSize + 1,
    backward,
    pageSize,
    sortKeyText: sql<string | null>`(${spec.sortKey})::text`,
  };
}

/** Rows strictly after the cursor in the walking order (nulls last when ascending, first when descending). */
function afterCursor(spec: KeysetSpec, cursor: CursorPayload, walk: 'asc' | 'desc'): SQL {
  const key = spec.sortKey as SQLWrapper;
  const id = spec.idColumn;
  const value = sql`cast(${cursor.k} as ${sql.raw(spec.sortType)})`;
  const idPast = walk === 'asc' ? sql`${id} > ${cursor.id}` : sql`${id} < ${cursor.id}`;
  if (cursor.k === null) {
    // Ascending: nulls come last, so only later nulls follow. Descending: every non-null key follows the nulls.
    return walk === 'asc' ? sql`(${key} is null and ${idPast})` : sql`(${key} is not null or (${key} is null and ${idPast}))`;
  }
  const keyPast = walk === 'asc' ? sql`${key} > ${value}` : sql`${key} < ${value}`;
  const tie = sql`(${key} = ${value} and ${idPast})`;
  return walk === 'asc' ? sql`(${keyPast} or ${tie} or ${key} is null)` : sql`(${keyPast} or ${tie})`;
}

/** Turns the fetched rows (limit = pageSize + 1) into edges and page info. */
export function toPage<T extends { id: number }>(
  rows: Array<T & { sortKeyText: string | null }>,
  plan: KeysetQuery,
  args: PaginationArgs,
): Page<T> {
  const hasMore = rows.length > plan.pageSize;
  const pageRows = rows.slice(0, plan.pageSize);
  if (plan.backward) pageRows.reverse();
  const edges = pageRows.map(({ sortKeyText, ...node }) => ({
    node: node as unknown as T,
    cursor: encodeCursor({ k: sortKeyText, id: node.id }),
  }));
  return {
    edges,
    pageInfo: {
      // A cursor on the other side means rows exist there (the cursor's own row at least).
      hasNextPage: plan.backward ? args.before != null : hasMore,
      hasPreviousPage: plan.backward ? hasMore : args.after != null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export const whereAll = (...conditions: Array<SQL | undefined>) => and(...conditions.filter(Boolean));

/**
 * A page's rows with the total count of the list. A first page that holds every row is its own count, so the
 * count query runs only when there are more rows or a cursor was given (then alongside the rows): most job seekers
 * have less than a page of campaigns or contacts, and the dashboard asks for totalCount on every visit.
 */
export async function rowsWithTotal<R>(
  plan: KeysetQuery,
  rowsQuery: PromiseLike<R[]>,
  countQuery: () => PromiseLike<Array<{ value: number }>>,
): Promise<{ rows: R[]; totalCount: number }> {
  if (plan.cursorCondition) {
    const [rows, [total]] = await Promise.all([rowsQuery, countQuery()]);
    return { rows, totalCount: total?.value ?? 0 };
  }
  const rows = await rowsQuery;
  if (rows.length <= plan.pageSize) return { rows, totalCount: rows.length };
  const [total] = await countQuery();
  return { rows, totalCount: total?.value ?? 0 };
}
