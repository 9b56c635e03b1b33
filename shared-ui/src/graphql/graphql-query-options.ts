// A page's first queries can start with its route, while the page's own chunk is still on the way (a phone saves a
// round trip on every first visit). The page's useGraphQLQuery then finds them in the cache under the same key.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { executeGraphQL } from './graphql-client';
import { graphqlQueryKey } from './operation-name';

/** The key and fetcher of a GraphQL query: one definition for useGraphQLQuery and for a route's prefetch. */
export function graphqlQueryOptions<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
) {
  return {
    queryKey: graphqlQueryKey(document, variables),
    queryFn: ({ signal }: { signal?: AbortSignal }) => executeGraphQL(document, variables, signal),
  };
}

/** A query a page asks for on its first render, named next to the page so the route and the page agree. */
export interface PageQuery {
  document: TypedDocumentNode<unknown, object>;
  variables?: object;
}

export const pageQuery = <TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
): PageQuery => ({ document: document as TypedDocumentNode<unknown, object>, variables });

/** How long an answer the route asked for counts as this visit's: the page mounting within it does not ask again. */
export const ROUTE_DATA_FRESH_MS = 5_000;
const routeAskedAt = new Map<string, number>();

/** Starts a page's queries. Failures are left to the page's own query, which retries and shows the toast. */
export function prefetchPageQueries(client: QueryClient, queries: readonly PageQuery[], now = Date.now()): void {
  for (const { document, variables } of queries) {
    const options = graphqlQueryOptions(document, variables);
    const hash = hashKey(options.queryKey);
    // Asked already for this visit (a render of the route retried once the chunk came): not again.
    const cached = client.getQueryCache().get(hash);
    if (cached && (cached.state.fetchStatus === 'fetching' || answeredForThisVisit(cached, now))) continue;
    routeAskedAt.set(hash, now);
    void client.prefetchQuery(options);
  }
}

/** True when the cached answer is the one the route just asked for (the page's mount then keeps it). */
export function answeredForThisVisit(query: Pick<Query, 'queryHash' | 'state'>, now = Date.now()): boolean {
  const askedAt = routeAskedAt.get(query.queryHash);
  return (
    askedAt !== undefined &&
    !query.state.isInvalidated &&
    query.state.dataUpdatedAt >= askedAt &&
    now - askedAt < ROUTE_DATA_FRESH_MS
  );
}
