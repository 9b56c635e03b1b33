// The few form parts the light auth pages need (labelled inputs, a password field with Show/Hide, a button with a
// busy state), in plain React; auth-pages.css styles them like the app's antd theme.
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function TextField({ id, label, ...input }: InputProps & { id: string; label: string }) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <span className="auth-input">
        <input id={id} {...input} />
      </span>
    </div>
  );
}

/** A password input with a 'Show' / 'Hide' button, as antd's Input.Password offers. */
export function PasswordField({ id, label, ...input }: Omit<InputProps, 'type'> & { id: string; label: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <span className="auth-input">
        <input id={id} type={visible ? 'text' : 'password'} {...input} />
        {/* Named by its text only: an aria-label with 'password' in it would also answer to the field's label. */}
        <button
          type="button"
          className="auth-input__toggle"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </span>
    </div>
  );
}

export function AuthButton({
  primary = false,
  busy = false,
  type = 'button',
  icon,
  onClick,
  children,
}: {
  primary?: boolean;
  busy?: boolean;
  type?: 'button' | 'submit';
  icon?: ReactNode;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      className={primary ? 'auth-button auth-button--primary' : 'auth-button'}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? <span className="auth-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

export function AuthDivider({ children }: { children: ReactNode }) {
  return (
    <div className="auth-divider" role="separator">
      {children}
    </div>
  );
}
