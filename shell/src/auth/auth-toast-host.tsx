import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { AppProviders } from 'shared-ui';
import type { AuthToast } from './auth-toast.types';

function ShowToasts({ toasts }: { toasts: readonly AuthToast[] }) {
  const { notification } = App.useApp();
  const shown = useRef(0);
  useEffect(() => {
    for (; shown.current < toasts.length; shown.current += 1) {
      const { type, title, description } = toasts[shown.current]!;
      notification[type]({ title, description });
    }
  }, [toasts, notification]);
  return null;
}

/** The antd side of auth-toasts.tsx, loaded with the first toast. */
export default function AuthToastHost({ toasts }: { toasts: readonly AuthToast[] }) {
  return (
    <AppProviders>
      <ShowToasts toasts={toasts} />
    </AppProviders>
  );
}
