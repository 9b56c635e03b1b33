import { Button, Form, Input } from 'antd';
import {
  CHANGE_PASSWORD_FAILED,
  CHANGE_PASSWORD_SUCCESS,
  SOMETHING_WENT_WRONG,
  validateChangePassword,
} from 'contracts';
import { useState } from 'react';
import { changePassword } from './auth-requests';
import { useToast } from './use-toast';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Settings › Change Password, with the spec §5 rules and §8 messages. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();

  const submit = async () => {
    const values = form.getFieldsValue();
    const invalid = validateChangePassword(values);
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      if (result.ok) {
        toast.success(CHANGE_PASSWORD_SUCCESS);
        form.resetFields();
      } else {
        toast.error(result.message ?? CHANGE_PASSWORD_FAILED);
      }
    } catch {
      toast.error(SOMETHING_WENT_WRONG);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ChangePasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} className="db-form">
      <Form.Item label="Current Password" name="currentPassword">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New Password" name="newPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm New Password" name="confirmPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {error && (
        <p className="db-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="primary" htmlType="submit" loading={submitting}>
        Change Password
      </Button>
    </Form>
  );
}
