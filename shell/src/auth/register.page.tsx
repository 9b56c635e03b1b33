import { App, Button, Collapse, Form, Input, Typography } from 'antd';
import {
  AUTH_ROUTES,
  GOOGLE_SIGN_UP_FAILED,
  GOOGLE_SIGN_UP_FAILED_TITLE,
  REGISTER_FORM_ERROR_TITLE,
  REGISTRATION_FAILED_TITLE,
  validateSignUp,
} from 'contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/core';
import { redirectTargetFrom, withRedirectParam } from '../routing/redirect-target';
import { AuthLayout } from './auth-layout';
import { signUpWithEmail } from './auth.api';
import { GoogleButton } from './google-button';

interface RegisterValues {
  name?: string;
  email?: string;
  password?: string;
}

function EmailSignUpForm() {
  const { notification } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const reloadSession = useSessionStore((state) => state.load);

  const submit = async (values: RegisterValues) => {
    const problem = validateSignUp({ name: values.name, email: values.email, password: values.password });
    if (problem) {
      notification.error({ title: REGISTER_FORM_ERROR_TITLE, description: problem });
      return;
    }
    setSubmitting(true);
    try {
      await signUpWithEmail({ name: values.name!.trim(), email: values.email!.trim(), password: values.password! });
      // The GuestOnly guard sends the now signed-in visitor on (remembered page or /dashboard/chats).
      await reloadSession({ force: true });
    } catch (error) {
      notification.error({ title: REGISTRATION_FAILED_TITLE, description: (error as Error).message });
      setSubmitting(false);
    }
  };

  return (
    <Form<RegisterValues> name="register" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item label="Full Name" name="name">
        <Input autoComplete="name" placeholder="Jane Doe" size="large" />
      </Form.Item>
      <Form.Item label="Email address" name="email">
        <Input type="email" autoComplete="email" placeholder="you@example.com" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password">
        <Input.Password autoComplete="new-password" placeholder="Create a password" size="large" />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        By signing up, you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Create account
      </Button>
    </Form>
  );
}

function RegisterOptions() {
  const { notification } = App.useApp();
  const location = useLocation();
  return (
    <>
      <GoogleButton
        callbackURL={redirectTargetFrom(location.search)}
        onError={() => notification.error({ title: GOOGLE_SIGN_UP_FAILED_TITLE, description: GOOGLE_SIGN_UP_FAILED })}
      />
      <Collapse
        ghost
        style={{ marginTop: 16 }}
        items={[{ key: 'email', label: 'Sign up with email', children: <EmailSignUpForm /> }]}
      />
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        Already have an account? <Link to={withRedirectParam(AUTH_ROUTES.login, location.search)}>Log in</Link>
      </Typography.Paragraph>
    </>
  );
}

/** /register (spec §2): Google first, then a collapsible 'Sign up with email' form. */
export default function RegisterPage() {
  return (
    <AuthLayout title="Create your account" subtitle="Start sending respectful follow-ups from your Gmail">
      <RegisterOptions />
    </AuthLayout>
  );
}
