import {
  PASSWORD_MAX_LENGTH,
  TEXT_LIMITS,
  AUTH_REDIRECT_ERRORS,
  AUTH_ROUTES,
  ERROR_TITLE,
  GOOGLE_LOGIN_FAILED,
  LOGIN_FAILED_TITLE,
  MICROSOFT_LOGIN_FAILED,
  RESET_PASSWORD_SUCCESS,
  microsoftSignInFailure,
  validateLogin,
} from 'contracts';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useRedirectError, useSessionStore } from 'shared-ui/core';
import { redirectTargetFrom, withRedirectParam } from '../routing/redirect-target';
import { useArrivalNotice } from './arrival-notice';
import { AuthButton, AuthDivider, PasswordField, TextField } from './auth-fields';
import { AuthLayout } from './auth-layout';
import { useAuthToast } from './auth-toasts';
import { signInWithEmail } from './auth.api';
import { GoogleButton } from './google-button';
import { MicrosoftButton } from './microsoft-button';

/** The input named `name` in the submitted form (read at submit: the fields are not controlled). */
const input = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
const text = (form: HTMLFormElement, name: string) => input(form, name)?.value;

function LoginForm() {
  const toast = useAuthToast();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const reloadSession = useSessionStore((state) => state.load);
  const showGoogleFailure = useCallback(
    () => toast({ type: 'error', title: LOGIN_FAILED_TITLE, description: GOOGLE_LOGIN_FAILED }),
    [toast],
  );
  // Google sign-in failures come back as /login?error=google.
  useRedirectError(AUTH_REDIRECT_ERRORS.google, showGoogleFailure);
  const showMicrosoftStartFailure = useCallback(
    () => toast({ type: 'error', title: LOGIN_FAILED_TITLE, description: MICROSOFT_LOGIN_FAILED }),
    [toast],
  );
  // Microsoft's come back as /login?error=microsoft&reason=<why>, each reason in its own words.
  const microsoftReason = new URLSearchParams(location.search).get('reason');
  const showMicrosoftFailure = useCallback(
    () => toast({ type: 'error', title: LOGIN_FAILED_TITLE, description: microsoftSignInFailure(microsoftReason) }),
    [toast, microsoftReason],
  );
  useRedirectError(AUTH_REDIRECT_ERRORS.microsoft, showMicrosoftFailure);
  const showPasswordReset = useCallback(
    () => toast({ type: 'success', title: 'Success', description: RESET_PASSWORD_SUCCESS }),
    [toast],
  );
  useArrivalNotice('password-reset', showPasswordReset);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = text(form, 'email');
    const password = text(form, 'password');
    const problem = validateLogin({ email, password });
    if (problem) {
      toast({ type: 'error', title: ERROR_TITLE, description: problem });
      return;
    }
    setSubmitting(true);
    try {
      await signInWithEmail({ email: email!.trim(), password: password!, rememberMe: input(form, 'remember')?.checked ?? true });
      // The GuestOnly guard sends the now signed-in visitor to the remembered page.
      await reloadSession({ force: true });
    } catch (error) {
      toast({ type: 'error', title: LOGIN_FAILED_TITLE, description: (error as Error).message });
      setSubmitting(false);
    }
  };

  return (
    <>
      <form name="login" noValidate onSubmit={submit}>
        <TextField
          id="login_email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={TEXT_LIMITS.emailAddress}
        />
        <PasswordField
          id="login_password"
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <div className="auth-row">
          <label className="auth-checkbox">
            <input type="checkbox" name="remember" defaultChecked />
            Remember me
          </label>
          <Link to={AUTH_ROUTES.forgotPassword}>Forgot password?</Link>
        </div>
        <AuthButton type="submit" primary busy={submitting}>
          Log in
        </AuthButton>
      </form>
      <AuthDivider>or</AuthDivider>
      <div className="auth-social">
        <GoogleButton callbackURL={redirectTargetFrom(location.search)} onError={showGoogleFailure} />
        <MicrosoftButton callbackURL={redirectTargetFrom(location.search)} onError={showMicrosoftStartFailure} />
      </div>
      <p className="auth-footer">
        Don't have an account? <Link to={withRedirectParam(AUTH_ROUTES.register, location.search)}>Sign up</Link>
      </p>
    </>
  );
}

/** /login (product.md §2). */
export default function LoginPage() {
  return (
    <AuthLayout title="Welcome Back" subtitle="Log in to your account to continue">
      <LoginForm />
    </AuthLayout>
  );
}
