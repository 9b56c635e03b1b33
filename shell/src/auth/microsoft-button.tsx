import { useState } from 'react';
import { AuthButton } from './auth-fields';
import { startMicrosoftSignIn } from './auth.api';

/**
 * Microsoft's logo, four squares in its colours, unaltered: "Sign in with Microsoft: Branding guidelines for
 * applications" asks for the Microsoft logo on the sign-in button (inline: no icon font or image request).
 */
function MicrosoftMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 21 21" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#F25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7FBA00" />
      <rect x="1" y="11" width="9" height="9" fill="#00A4EF" />
      <rect x="11" y="11" width="9" height="9" fill="#FFB900" />
    </svg>
  );
}

/** 'Continue with Microsoft': asks the api for Microsoft's URL; `onError` shows the page's own failure toast. */
export function MicrosoftButton({ callbackURL, onError }: { callbackURL: string; onError: () => void }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await startMicrosoftSignIn(callbackURL);
    } catch {
      onError();
      setBusy(false);
    }
  };
  return (
    <AuthButton busy={busy} icon={<MicrosoftMark />} onClick={start}>
      Continue with Microsoft
    </AuthButton>
  );
}
