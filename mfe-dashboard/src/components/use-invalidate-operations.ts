import { useQueryClient } from '@tanstack/react-query';
import type { DocumentNode } from 'graphql';
import { useCallback } from 'react';
import { operationName } from 'shared-ui';

/** Refetches every cached result of the given operations (all variables), e.g. after a mutation changed them. */
export function useInvalidateOperations(): (...documents: DocumentNode[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (...documents: DocumentNode[]) => {
      await Promise.all(documents.map((document) => queryClient.invalidateQueries({ queryKey: [operationName(document)] })));
    },
    [queryClient],
  );
}
