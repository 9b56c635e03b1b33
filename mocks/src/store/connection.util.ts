// Sorting and Relay connections over in-memory rows, like the api's keyset pages (cursors here are list indexes).
import { GraphQLError } from 'graphql';
import { GRAPHQL_ERROR_CODES, type PaginationInput } from 'contracts';

export type Sort = { field: string; direction: 'asc' | 'desc' } | null | undefined;

export const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: GRAPHQL_ERROR_CODES.badUserInput } });
export const notFound = (message: string) => new GraphQLError(message, { extensions: { code: GRAPHQL_ERROR_CODES.notFound } });

export function sortRows<T>(rows: readonly T[], sort: Sort, fallback: { field: string; direction: 'asc' | 'desc' }): T[] {
  const { field, direction } = sort ?? fallback;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

const encodeCursor = (index: number): string => btoa(`mock:${index}`);
const decodeCursor = (cursor: string): number => {
  const index = Number(atob(cursor).replace('mock:', ''));
  if (!Number.isInteger(index)) throw badInput('Invalid pagination cursor');
  return index;
};

/** Relay connection over an already filtered and sorted list. */
export function toConnection<T>(rows: readonly T[], pagination: PaginationInput | null | undefined, defaultSize: number) {
  const p = pagination ?? {};
  let start = 0;
  let end = rows.length;
  if (p.after) start = decodeCursor(p.after) + 1;
  if (p.before) end = Math.min(end, decodeCursor(p.before));
  if (p.last != null || (p.before && p.first == null)) {
    start = Math.max(start, end - Math.min(p.last ?? defaultSize, 100));
  } else {
    end = Math.min(end, start + Math.min(p.first ?? defaultSize, 100));
  }
  const edges = rows.slice(start, end).map((node, offset) => ({ node, cursor: encodeCursor(start + offset) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: end < rows.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: rows.length,
  };
}
