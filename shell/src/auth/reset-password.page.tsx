import { Alert, Button, Form, Input, Typography } from 'antd';
import {
  PASSWORD_MAX_LENGTH,
  AUTH_ROUTES,
  ERROR_TITLE,
  INVALID_RESET_TOKEN,
  PASSWORD_TOO_SHORT,
  RESET_PASSWORD_FAILED,
  SOMETHING_WENT_WRONG,
  validateResetPassword,
} from 'contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { arrivalState } from './arrival-notice';
import { AppProviders } from 'shared-ui';
import { AuthLayout } from './auth-layout';
import { AuthRequestError } from 'shared-ui/core';
import { useToasts } from 'shared-ui/toasts';
import { resetPassword } from './auth.api';

interface ResetValues {
  password?: string;
  confirmPassword?: string;
}

function ResetPasswordForm() {
  const toasts = useToasts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const token = params.get('token');
  const hasToken = Boolean(token?.trim());

  const submit = async (values: ResetValues) => {
    const { password, confirmPassword } = values;
    const problem = validateResetPassword({ token, password, confirmPassword });
    if (problem) {
      toasts.show({ kind: 'error', title: ERROR_TITLE, description: problem });
      return;
    }
    setSubmitting(true);
    try {
      await resetPassword({ newPassword: password!, token: token! });
      // /login shows the success toast (RESET_PASSWORD_SUCCESS) on arrival.
      navigate(AUTH_ROUTES.login, { replace: true, state: arrivalState('password-reset') });
    } catch (error) {
      const description =
        error instanceof AuthRequestError && !error.isNetworkFailure
          ? (error.serverMessage ?? RESET_PASSWORD_FAILED)
          : SOMETHING_WENT_WRONG;
      toasts.show({ kind: 'error', title: ERROR_TITLE, description });
      setSubmitting(false);
    }
  };

  return (
    <Form<ResetValues> name="reset-password" layout="vertical" requiredMark={false} onFinish={submit}>
      {hasToken ? null : (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={INVALID_RESET_TOKEN}
          description={<Link to={AUTH_ROUTES.forgotPassword}>Request a new password reset</Link>}
        />
      )}
      {/* Input.Password brings the show/hide toggle (a 'Show' / 'Hide' button) for each field. */}
      <Form.Item label="New password" name="password">
        <Input.Password autoComplete="new-password" size="large" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item label="Confirm new password" name="confirmPassword">
        <Input.Password autoComplete="new-password" size="large" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {PASSWORD_TOO_SHORT}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Reset Password
      </Button>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <Link to={AUTH_ROUTES.login}>Back to login</Link>
      </Typography.Paragraph>
    </Form>
  );
}

/** /reset-password?token=... (product.md §2); on success it goes to /login, which shows the §8 success toast. */
export default function ResetPasswordPage() {
  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account">
      {/* This page's form is antd's: its providers come with it. */}
      <AppProviders>
        <ResetPasswordForm />
      </AppProviders>
    </AuthLayout>
  );
}
