import type { CSSProperties } from 'react';

export const REMOTE_ERROR_MESSAGE = 'This section could not be loaded.';

const box: CSSProperties = {
  margin: '48px auto',
  maxWidth: 480,
  padding: 24,
  borderRadius: 12,
  border: '1px solid #fecaca',
  background: '#fef2f2',
  color: '#7f1d1d',
  textAlign: 'center',
};
const button: CSSProperties = {
  marginTop: 12,
  padding: '8px 18px',
  borderRadius: 8,
  border: 'none',
  background: '#dc2626',
  color: '#fff',
  fontWeight: 600,
  cursor: 'pointer',
};

/** Shown in place of a micro-frontend that failed to load or crashed; the rest of the app keeps working. */
export function RemoteErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" style={box}>
      <p style={{ margin: 0, fontSize: 16 }}>{REMOTE_ERROR_MESSAGE}</p>
      {onRetry ? (
        <button type="button" style={button} onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
