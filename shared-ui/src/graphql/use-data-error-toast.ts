import { useCallback } from 'react';
import { ERROR_TITLE } from 'contracts';
import { useToasts } from '../toasts/toast-host';
import { dataErrorToastMessage } from './data-error-toast';

/** Returns a function that shows the §8 toast for a data-layer error (top right, the remote's ToastHost). */
export function useDataErrorToast(): (error: unknown) => void {
  const toasts = useToasts();
  return useCallback(
    (error: unknown) => {
      const description = dataErrorToastMessage(error);
      if (!description) return;
      // The message doubles as the key: a retried query that fails the same way shows one toast, not two.
      toasts.show({ kind: 'error', key: description, title: ERROR_TITLE, description });
    },
    [toasts],
  );
}
