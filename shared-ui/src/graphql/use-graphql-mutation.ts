import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { executeGraphQL } from './graphql-client';
import { useDataErrorToast } from './use-data-error-toast';

export type GraphQLMutationOptions<TResult, TVariables> = Omit<UseMutationOptions<TResult, Error, TVariables>, 'mutationFn'>;

/** A typed GraphQL mutation with the product.md §8 error toasts; the error still reaches `onError` and `mutateAsync`. */
export function useGraphQLMutation<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  options?: GraphQLMutationOptions<TResult, TVariables>,
): UseMutationResult<TResult, Error, TVariables> {
  const toast = useDataErrorToast();
  return useMutation<TResult, Error, TVariables>({
    ...options,
    mutationFn: (variables) => executeGraphQL(document, variables),
    onError: (error, variables, onMutateResult, context) => {
      toast(error);
      return options?.onError?.(error, variables, onMutateResult, context);
    },
  });
}
