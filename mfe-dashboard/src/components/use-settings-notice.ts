import { ERROR_TITLE } from 'contracts';
import { useMemo } from 'react';
import { useToasts } from 'shared-ui';

export const SUCCESS_TITLE = 'Success';

export interface SettingsNotice {
  /** 'Error' with the §8 text as the description. */
  error: (description: string) => void;
  success: (description: string) => void;
}

/**
 * The settings page's toasts (top right, the remote's ToastHost): a title and the spec text as the description,
 * like the auth pages and the data layer's toasts.
 */
export function useSettingsNotice(): SettingsNotice {
  const toasts = useToasts();
  return useMemo(
    () => ({
      error: (description) => toasts.show({ kind: 'error', title: ERROR_TITLE, description }),
      success: (description) => toasts.show({ kind: 'success', title: SUCCESS_TITLE, description }),
    }),
    [toasts],
  );
}
