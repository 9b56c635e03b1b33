import { useQueryClient, type InvalidateOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateSequence, type SequenceRef } from './sequence-query-keys.util';

/** `invalidateSequence` on the page's query client: what a mutation that changed a sequence calls once it answered. */
export function useInvalidateSequence(): (sequence: SequenceRef, options?: InvalidateOptions) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (sequence: SequenceRef, options?: InvalidateOptions) => invalidateSequence(queryClient, sequence, options),
    [queryClient],
  );
}
