import { App, Button, Checkbox, Divider, Flex, Form, Input, Typography } from 'antd';
import {
  AUTH_REDIRECT_ERRORS,
  AUTH_ROUTES,
  ERROR_TITLE,
  GOOGLE_LOGIN_FAILED,
  LOGIN_FAILED_TITLE,
  RESET_PASSWORD_SUCCESS,
  validateLogin,
} from 'contracts';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/core';
import { redirectTargetFrom, withRedirectParam } from '../routing/redirect-target';
import { useArrivalNotice } from './arrival-notice';
import { AuthLayout } from './auth-layout';
import { signInWithEmail } from './auth.api';
import { GoogleButton } from './google-button';
import { useRedirectError } from 'shared-ui/core';

interface LoginValues {
  email?: string;
  password?: string;
  remember?: boolean;
}

function LoginForm() {
  const { notification } = App.useApp();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const reloadSession = useSessionStore((state) => state.load);
  const showGoogleFailure = useCallback(
    () => notification.error({ title: LOGIN_FAILED_TITLE, description: GOOGLE_LOGIN_FAILED }),
    [notification],
  );
  // Google sign-in failures come back as /login?error=google.
  useRedirectError(AUTH_REDIRECT_ERRORS.google, showGoogleFailure);
  const showPasswordReset = useCallback(
    () => notification.success({ title: 'Success', description: RESET_PASSWORD_SUCCESS }),
    [notification],
  );
  useArrivalNotice('password-reset', showPasswordReset);

  const submit = async (values: LoginValues) => {
    const problem = validateLogin({ email: values.email, password: values.password });
    if (problem) {
      notification.error({ title: ERROR_TITLE, description: problem });
      return;
    }
    setSubmitting(true);
    try {
      await signInWithEmail({
        email: values.email!.trim(),
        password: values.password!,
        rememberMe: values.remember ?? true,
      });
      // The GuestOnly guard sends the now signed-in visitor to the remembered page.
      await reloadSession({ force: true });
    } catch (error) {
      notification.error({ title: LOGIN_FAILED_TITLE, description: (error as Error).message });
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form<LoginValues> name="login" layout="vertical" requiredMark={false} initialValues={{ remember: true }} onFinish={submit}>
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="email" placeholder="you@example.com" size="large" />
        </Form.Item>
        <Form.Item label="Password" name="password">
          <Input.Password autoComplete="current-password" placeholder="Your password" size="large" />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Remember me</Checkbox>
          </Form.Item>
          <Link to={AUTH_ROUTES.forgotPassword}>Forgot password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          Log in
        </Button>
      </Form>
      <Divider plain>or</Divider>
      <GoogleButton callbackURL={redirectTargetFrom(location.search)} onError={showGoogleFailure} />
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
        Don't have an account? <Link to={withRedirectParam(AUTH_ROUTES.register, location.search)}>Sign up</Link>
      </Typography.Paragraph>
    </>
  );
}

/** /login (spec §2). */
export default function LoginPage() {
  return (
    <AuthLayout title="Welcome Back" subtitle="Log in to your account to continue">
      <LoginForm />
    </AuthLayout>
  );
}
