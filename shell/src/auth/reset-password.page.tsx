import { App, Button, Form, Input, Typography } from 'antd';
import {
  AUTH_ROUTES,
  ERROR_TITLE,
  PASSWORD_TOO_SHORT,
  RESET_PASSWORD_FAILED,
  RESET_PASSWORD_SUCCESS,
  SOMETHING_WENT_WRONG,
  validateResetPassword,
} from 'contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from './auth-layout';
import { AuthRequestError, resetPassword } from './auth.api';

interface ResetValues {
  password?: string;
  confirmPassword?: string;
}

function ResetPasswordForm() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const token = params.get('token');

  const submit = async (values: ResetValues) => {
    const { password, confirmPassword } = values;
    const problem = validateResetPassword({ token, password, confirmPassword });
    if (problem) {
      notification.error({ title: ERROR_TITLE, description: problem });
      return;
    }
    setSubmitting(true);
    try {
      await resetPassword({ newPassword: values.password!, token: token! });
      notification.success({ title: 'Success', description: RESET_PASSWORD_SUCCESS });
      navigate(AUTH_ROUTES.login, { replace: true });
    } catch (error) {
      const description =
        error instanceof AuthRequestError && !error.isNetworkFailure
          ? (error.serverMessage ?? RESET_PASSWORD_FAILED)
          : SOMETHING_WENT_WRONG;
      notification.error({ title: ERROR_TITLE, description });
      setSubmitting(false);
    }
  };

  return (
    <Form<ResetValues> name="reset-password" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item label="New password" name="password">
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item label="Confirm new password" name="confirmPassword">
        <Input.Password autoComplete="new-password" size="large" />
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

/** /reset-password?token=... (spec §2); on success it goes to /login. */
export default function ResetPasswordPage() {
  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account">
      <ResetPasswordForm />
    </AuthLayout>
  );
}
