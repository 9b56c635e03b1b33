import { HomeDashboardDocument } from 'contracts';
import { hashKey } from '@tanstack/react-query';
import {
  ROUTE_DATA_FRESH_MS,
  answeredForThisVisit,
  graphqlQueryOptions,
  pageQuery,
  prefetchPageQueries,
} from './graphql-query-options';
import { createAppQueryClient } from '../query/query-client';

afterEach(() => jest.restoreAllMocks());

const hash = hashKey(graphqlQueryOptions(HomeDashboardDocument).queryKey);
const cachedAt = (dataUpdatedAt: number, isInvalidated = false) => ({
  queryHash: hash,
  state: { dataUpdatedAt, isInvalidated } as never,
});

test("an answer the route asked for counts as this visit's for a few seconds, then the page asks again", () => {
  const client = createAppQueryClient();
  // Asked at t=1000 (the fetch itself fails here: no server, and prefetch swallows it).
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  prefetchPageQueries(client, [pageQuery(HomeDashboardDocument)], 1_000);
  expect(answeredForThisVisit(cachedAt(1_200), 1_500)).toBe(true);
  expect(answeredForThisVisit(cachedAt(1_200), 1_000 + ROUTE_DATA_FRESH_MS)).toBe(false);
  // An older answer, or one a saved change made stale, is not this visit's.
  expect(answeredForThisVisit(cachedAt(900), 1_500)).toBe(false);
  expect(answeredForThisVisit(cachedAt(1_200, true), 1_500)).toBe(false);
  // A query the route never asked for is the page's own business.
  expect(answeredForThisVisit({ queryHash: '["Other"]', state: { dataUpdatedAt: 1_200 } as never }, 1_500)).toBe(false);
});
