import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { answeredForThisVisit, graphqlQueryOptions } from './graphql-query-options';
import { useDataErrorToast } from './use-data-error-toast';

export type GraphQLQueryOptions<TResult> = Omit<UseQueryOptions<TResult, Error>, 'queryKey' | 'queryFn'>;

/** A typed GraphQL query through react-query (retry 1, no refetch on focus) with the product.md §8 error toasts. */
export function useGraphQLQuery<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  options?: GraphQLQueryOptions<TResult>,
): UseQueryResult<TResult, Error> {
  const toast = useDataErrorToast();
  const result = useQuery<TResult, Error>({
    ...graphqlQueryOptions(document, variables),
    // What the page's route fetched a moment ago for this visit is not fetched again when the page mounts.
    refetchOnMount: (query) => !answeredForThisVisit(query),
    ...options,
  });
  // Toast once per failure, after react-query has finished retrying.
  const { error, errorUpdatedAt } = result;
  useEffect(() => {
    if (error) toast(error);
  }, [error, errorUpdatedAt, toast]);
  return result;
}
