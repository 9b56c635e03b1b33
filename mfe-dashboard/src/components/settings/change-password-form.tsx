import { Button, Form, Input } from 'antd';
import {
  PASSWORD_MAX_LENGTH,
  CHANGE_PASSWORD_FAILED,
  CHANGE_PASSWORD_SUCCESS,
  PASSWORD_MIN_LENGTH,
  SOMETHING_WENT_WRONG,
  validateChangePassword,
} from 'contracts';
import { useState } from 'react';
import { changePassword } from './auth-requests';
import { useSettingsNotice } from '../use-settings-notice';

interface ChangePasswordValues {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** Settings › Change Password: the four product.md §5 rules, then the §8 server / success / unexpected messages. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const notice = useSettingsNotice();

  const submit = async (values: ChangePasswordValues) => {
    const problem = validateChangePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    });
    if (problem) {
      notice.error(problem);
      return;
    }
    setSubmitting(true);
    try {
      const result = await changePassword({ currentPassword: values.currentPassword!, newPassword: values.newPassword! });
      if (result.ok) {
        notice.success(CHANGE_PASSWORD_SUCCESS);
        form.resetFields();
      } else {
        notice.error(result.message ?? CHANGE_PASSWORD_FAILED);
      }
    } catch {
      notice.error(SOMETHING_WENT_WRONG);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ChangePasswordValues>
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className="db-form"
    >
      <Form.Item label="Current Password" name="currentPassword">
        <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item label="New Password" name="newPassword" extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item label="Confirm New Password" name="confirmPassword">
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        Update Password
      </Button>
    </Form>
  );
}
