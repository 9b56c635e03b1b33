import type { CSSProperties } from 'react';

const style: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40vh',
  color: '#475569',
  fontSize: 16,
};

/** Spec §2: 'Loading...' while the session or a section loads. Plain markup: no antd on public pages. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" style={style}>
      {label}
    </div>
  );
}
