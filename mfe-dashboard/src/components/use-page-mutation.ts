import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { dataErrorToastMessage, executeGraphQL } from 'shared-ui';

/**
 * A typed mutation WITHOUT the data layer's generic error toast: for actions whose product.md §8 failure text wraps the
 * message ('Failed to update campaign status: {message}'), so the user sees that one toast instead of two.
 */
export function usePageMutation<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
): UseMutationResult<TResult, Error, TVariables> {
  return useMutation<TResult, Error, TVariables>({ mutationFn: (variables) => executeGraphQL(document, variables) });
}

/** The text to put in a '{message}' slot: the GraphQL errors, 'Failed to connect to server', or the raw error. */
export function errorText(error: unknown): string {
  return dataErrorToastMessage(error) ?? (error instanceof Error ? error.message : String(error));
}
