// A button that looks like the UI kit's, for screens that draw no antd (the dashboard frame's pages that must stay
// light: the sequences list; the chat's first screen). The label sits in a <span>, as antd's does, so label queries
// and styles stay the same. Any other button attribute (aria-*, title) passes through; the ref reaches the <button>.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './components.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  children?: ReactNode;
  type?: 'default' | 'primary';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'round';
  /** Drawn before the label; alone (no label) the button is square, as antd's icon buttons. */
  icon?: ReactNode;
}

export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { children, type = 'default', size = 'middle', shape = 'default', icon, className, ...attributes },
  ref,
) {
  const classes = [
    'sui-btn',
    `sui-btn--${type}`,
    size !== 'middle' && `sui-btn--${size}`,
    shape === 'round' && 'sui-btn--round',
    icon && children == null && 'sui-btn--icon-only',
    className,
  ].filter(Boolean);
  return (
    <button ref={ref} type="button" className={classes.join(' ')} {...attributes}>
      {icon ? (
        <span className="sui-btn__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children == null ? null : <span>{children}</span>}
    </button>
  );
});
