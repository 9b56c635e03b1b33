// A button for the public candidate pages without antd (which cost these pages 300 KB of JavaScript). The label sits
// in a <span>, as antd's does, so label queries and styles stay the same.
import type { ReactNode } from 'react';

export interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  variant?: 'default' | 'primary' | 'danger';
  disabled?: boolean;
  /** Busy: disabled, announced with aria-busy, a spinner before the label. */
  loading?: boolean;
}

export function Button({ children, onClick, variant = 'default', disabled = false, loading = false }: ButtonProps) {
  return (
    <button
      type="button"
      className={`cand-btn cand-btn--${variant}${loading ? ' cand-btn--loading' : ''}`}
      onClick={onClick}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="cand-btn__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
