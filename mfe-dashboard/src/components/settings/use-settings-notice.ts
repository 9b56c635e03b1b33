import { App } from 'antd';
import { ERROR_TITLE } from 'contracts';
import { useMemo } from 'react';
import { CONFIRMATION_SECONDS } from '../use-toast';

export const SUCCESS_TITLE = 'Success';

export interface SettingsNotice {
  /** 'Error' with the §8 text as the description. */
  error: (description: string) => void;
  success: (description: string) => void;
}

/**
 * The settings page's toasts (top right, through the host's antd App context): a title and the spec text as the
 * description, like the auth pages and the data layer's toasts. Confirmations close on
 * time like every dashboard confirmation (see use-toast).
 */
export function useSettingsNotice(): SettingsNotice {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      // Optional call: outside an antd <App> there is no notification API; a missing toast must not crash.
      error: (description) => notification.error?.({ title: ERROR_TITLE, description, placement: 'topRight' }),
      success: (description) =>
        notification.success?.({
          title: SUCCESS_TITLE,
          description,
          placement: 'topRight',
          duration: CONFIRMATION_SECONDS,
          pauseOnHover: false,
        }),
    }),
    [notification],
  );
}
