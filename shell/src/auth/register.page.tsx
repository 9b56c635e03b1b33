import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  TEXT_LIMITS,
  AUTH_ROUTES,
  GOOGLE_SIGN_UP_FAILED,
  GOOGLE_SIGN_UP_FAILED_TITLE,
  MICROSOFT_SIGN_UP_FAILED_TITLE,
  REGISTER_FORM_ERROR_TITLE,
  REGISTRATION_FAILED_TITLE,
  validateDisplayName,
  validateEmailBounds,
  validateSignUp,
} from 'contracts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/core';
import { redirectTargetFrom, withRedirectParam } from '../routing/redirect-target';
import { AuthButton, PasswordField, TextField } from './auth-fields';
import { AuthLayout } from './auth-layout';
import { useAuthToast } from './auth-toasts';
import { signUpWithEmail } from './auth.api';
import { GoogleButton } from './google-button';
import { MicrosoftButton } from './microsoft-button';

/** The input named `name` in the submitted form (read at submit: the fields are not controlled). */
const input = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
const text = (form: HTMLFormElement, name: string) => input(form, name)?.value;

function EmailSignUpForm() {
  const toast = useAuthToast();
  const [submitting, setSubmitting] = useState(false);
  const reloadSession = useSessionStore((state) => state.load);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { name: text(form, 'name'), email: text(form, 'email'), password: text(form, 'password') };
    // The api's own rules (contracts): the name holds no link or line break, the address fits RFC 5321.
    const problem = validateSignUp(values) ?? validateDisplayName(values.name) ?? validateEmailBounds(values.email);
    if (problem) {
      toast({ type: 'error', title: REGISTER_FORM_ERROR_TITLE, description: problem });
      return;
    }
    setSubmitting(true);
    try {
      await signUpWithEmail({ name: values.name!.trim(), email: values.email!.trim(), password: values.password! });
      // The GuestOnly guard sends the now signed-in visitor on (remembered page or /dashboard/chats).
      await reloadSession({ force: true });
    } catch (error) {
      toast({ type: 'error', title: REGISTRATION_FAILED_TITLE, description: (error as Error).message });
      setSubmitting(false);
    }
  };

  return (
    <form name="register" noValidate onSubmit={submit}>
      <TextField
        id="register_name"
        label="Full Name"
        name="name"
        autoComplete="name"
        placeholder="Jane Doe"
        maxLength={NAME_MAX_LENGTH}
      />
      <TextField
        id="register_email"
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={TEXT_LIMITS.emailAddress}
      />
      <PasswordField
        id="register_password"
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder="Create a password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <p className="auth-note">
        By signing up, you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <AuthButton type="submit" primary busy={submitting}>
        Create account
      </AuthButton>
    </form>
  );
}

function RegisterOptions() {
  const toast = useAuthToast();
  const location = useLocation();
  const [emailOpen, setEmailOpen] = useState(false);
  return (
    <>
      <div className="auth-social">
        <GoogleButton
          callbackURL={redirectTargetFrom(location.search)}
          onError={() => toast({ type: 'error', title: GOOGLE_SIGN_UP_FAILED_TITLE, description: GOOGLE_SIGN_UP_FAILED })}
        />
        <MicrosoftButton
          callbackURL={redirectTargetFrom(location.search)}
          onError={() => toast({ type: 'error', title: MICROSOFT_SIGN_UP_FAILED_TITLE, description: GOOGLE_SIGN_UP_FAILED })}
        />
      </div>
      <button
        type="button"
        className="auth-disclosure"
        aria-expanded={emailOpen}
        aria-controls="register-email"
        onClick={() => setEmailOpen((open) => !open)}
      >
        <span className="auth-disclosure__arrow" aria-hidden="true">
          ›
        </span>
        Sign up with email
      </button>
      <div id="register-email" hidden={!emailOpen}>
        {emailOpen && <EmailSignUpForm />}
      </div>
      <p className="auth-footer">
        Already have an account? <Link to={withRedirectParam(AUTH_ROUTES.login, location.search)}>Log in</Link>
      </p>
    </>
  );
}

/** /register (product.md §2): Google and Microsoft first, then a collapsible 'Sign up with email' form. */
export default function RegisterPage() {
  return (
    <AuthLayout title="Create your account" subtitle="Start sending respectful follow-ups from your Gmail or Outlook">
      <RegisterOptions />
    </AuthLayout>
  );
}
