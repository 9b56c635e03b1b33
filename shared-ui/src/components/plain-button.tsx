// A button that looks like the UI kit's, for screens that draw no antd (the dashboard frame's pages that must stay
// light: the sequences list). The label sits in a <span>, as antd's does, so label queries and styles stay the same.
import type { ReactNode } from 'react';
import './components.css';

export interface PlainButtonProps {
  children: ReactNode;
  onClick?: () => void;
  type?: 'default' | 'primary';
  size?: 'middle' | 'large';
  disabled?: boolean;
}

export function PlainButton({ children, onClick, type = 'default', size = 'middle', disabled = false }: PlainButtonProps) {
  return (
    <button
      type="button"
      className={`sui-btn sui-btn--${type}${size === 'large' ? ' sui-btn--large' : ''}`}
      onClick={onClick}
      disabled={disabled}
    >
      <span>{children}</span>
    </button>
  );
}
