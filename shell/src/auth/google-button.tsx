import { GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { startGoogleSignIn } from './auth.api';

/** 'Continue with Google': asks the api for Google's URL; `onError` shows the page's own failure toast. */
export function GoogleButton({ callbackURL, onError }: { callbackURL: string; onError: () => void }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await startGoogleSignIn(callbackURL);
    } catch {
      onError();
      setBusy(false);
    }
  };
  return (
    <Button block size="large" icon={<GoogleOutlined aria-hidden="true" />} loading={busy} onClick={start}>
      Continue with Google
    </Button>
  );
}
