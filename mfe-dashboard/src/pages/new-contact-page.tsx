import { useState } from 'react';
import { Button, Card, Form, Input, Segmented } from 'antd';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  validateAddContact,
  type AddContactMode,
} from 'contracts';
import { PageHeading } from 'shared-ui';
import { WizardSteps } from '../components/wizard-steps';

type FieldName = 'email' | 'linkedInUrl' | 'firstName';

/** Which field shows a validation message (the rest concern the LinkedIn URL). */
function fieldOf(message: string): FieldName {
  if (message === EMAIL_REQUIRED) return 'email';
  if (message === FIRST_NAME_REQUIRED) return 'firstName';
  return 'linkedInUrl';
}

interface ContactFormValues {
  email?: string;
  linkedInUrl?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * /dashboard/contacts/new: step 1 of the wizard. This foundation collects and validates the contact; saving it,
 * the LinkedIn 'Find Email' lookup and the Gmail connect dialog arrive with the wizard issue.
 */
export function NewContactPage() {
  const [mode, setMode] = useState<AddContactMode>('email');
  const [form] = Form.useForm<ContactFormValues>();

  return (
    <div className="db-page db-page--narrow">
      <WizardSteps current={0} />
      <PageHeading title="Add Contact Details" subtitle="Who should receive your follow-ups?" />
      <Card>
        <Segmented<AddContactMode>
          block
          value={mode}
          onChange={setMode}
          options={[
            { label: 'Manual Entry', value: 'email' },
            { label: 'LinkedIn URL', value: 'linkedin' },
          ]}
          className="db-section"
        />
        <Form<ContactFormValues> form={form} layout="vertical" requiredMark={false}>
          {mode === 'email' ? (
            <Form.Item label="Email" name="email">
              <Input type="email" placeholder="jordan@company.com" />
            </Form.Item>
          ) : (
            <Form.Item label="LinkedIn URL" name="linkedInUrl">
              <Input type="url" placeholder="https://www.linkedin.com/in/jordan-lee" />
            </Form.Item>
          )}
          <Form.Item label="First Name" name="firstName">
            <Input placeholder="Jordan" />
          </Form.Item>
          <Form.Item label="Last Name (optional)" name="lastName">
            <Input placeholder="Lee" />
          </Form.Item>
          <Button
            type="primary"
            onClick={() => {
              const error = validateAddContact({ mode, ...form.getFieldsValue() });
              const failing = error ? fieldOf(error) : null;
              form.setFields(
                (['email', 'linkedInUrl', 'firstName'] as const).map((name) => ({
                  name,
                  errors: error && failing === name ? [error] : [],
                })),
              );
            }}
          >
            Next: Draft Emails
          </Button>
        </Form>
      </Card>
    </div>
  );
}
