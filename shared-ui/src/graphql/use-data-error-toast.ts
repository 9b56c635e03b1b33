import { App } from 'antd';
import { useCallback } from 'react';
import { ERROR_TITLE } from 'contracts';
import { dataErrorToastMessage } from './data-error-toast';

/** Returns a function that shows the §8 toast for a data-layer error (top right, via antd's App context). */
export function useDataErrorToast(): (error: unknown) => void {
  const { notification } = App.useApp();
  return useCallback(
    (error: unknown) => {
      const description = dataErrorToastMessage(error);
      if (!description) return;
      // The message doubles as the key: a retried query that fails the same way shows one toast, not two.
      notification.error?.({ key: description, title: ERROR_TITLE, description, placement: 'topRight' });
    },
    [notification],
  );
}
