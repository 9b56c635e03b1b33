import { Button, Form, Input, Result, Typography } from 'antd';
import {
  TEXT_LIMITS,
  AUTH_ROUTES,
  ERROR_TITLE,
  RESET_EMAIL_FAILED,
  RESET_EMAIL_SENT,
  RESET_EMAIL_SENT_TITLE,
  SOMETHING_WENT_WRONG,
  validateForgotPassword,
} from 'contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { AuthLayout } from './auth-layout';
import { AuthRequestError } from 'shared-ui/core';
import { useToasts } from 'shared-ui/toasts';
import { requestPasswordReset } from './auth.api';

function ForgotPasswordFlow() {
  const toasts = useToasts();
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ email }: { email?: string }) => {
    const problem = validateForgotPassword({ email });
    if (problem) {
      toasts.show({ kind: 'error', title: ERROR_TITLE, description: problem });
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset({
        email: email!.trim(),
        redirectTo: `${window.location.origin}${AUTH_ROUTES.resetPassword}`,
      });
      toasts.show({ kind: 'success', title: RESET_EMAIL_SENT_TITLE, description: RESET_EMAIL_SENT });
      setSent(true);
    } catch (error) {
      const description =
        error instanceof AuthRequestError && !error.isNetworkFailure
          ? (error.serverMessage ?? RESET_EMAIL_FAILED)
          : SOMETHING_WENT_WRONG;
      toasts.show({ kind: 'error', title: ERROR_TITLE, description });
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <Result
        status="success"
        title="Check Your Email"
        subTitle={RESET_EMAIL_SENT}
        extra={[
          <Button key="again" onClick={() => setSent(false)}>
            Didn't get it? try again
          </Button>,
          <Link key="login" to={AUTH_ROUTES.login}>
            Back to login
          </Link>,
        ]}
      />
    );
  }

  return (
    <Form name="forgot-password" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item label="Email" name="email">
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          size="large"
          maxLength={TEXT_LIMITS.emailAddress}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Send Reset Instructions
      </Button>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <Link to={AUTH_ROUTES.login}>Back to login</Link>
      </Typography.Paragraph>
    </Form>
  );
}

/** /forgot-password (product.md §2); the accounts work completes the server side. */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot Password" subtitle="Enter your email and we'll send you reset instructions">
      {/* This page's form is antd's: its providers come with it. */}
      <AppProviders>
        <ForgotPasswordFlow />
      </AppProviders>
    </AuthLayout>
  );
}
