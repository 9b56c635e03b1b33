import { useState } from 'react';
import { Button, Form, Input, Segmented } from 'antd';
import {
  TEXT_LIMITS,
  canFindEmail,
  trimContactValues,
  validateAddContact,
  type AddContactMode,
  type TrimmedContactValues,
} from 'contracts';
import { CONTACT_MODE_OPTIONS, contactFieldOf, type ContactFormValues } from './contact-form-values';
import { VisuallyHidden } from '../visually-hidden';
import { useLinkedInLookup } from './use-linkedin-lookup';
import './contact-form.css';

interface ContactDetailsFormProps {
  submitting: boolean;
  /** Called with trimmed values once the §5 rules pass. */
  onSubmit: (mode: AddContactMode, values: TrimmedContactValues) => void;
}

const VALIDATED_FIELDS = ['email', 'linkedInUrl', 'firstName', 'lastName'] as const;

/** Step 1's form: Manual Entry (email) or LinkedIn URL ('Find Email' fills the email and name). */
export function ContactDetailsForm({ submitting, onSubmit }: ContactDetailsFormProps) {
  const [mode, setMode] = useState<AddContactMode>('email');
  const [form] = Form.useForm<ContactFormValues>();
  const { findEmail, searching } = useLinkedInLookup(form);
  const linkedInUrl = Form.useWatch('linkedInUrl', form);
  const firstName = Form.useWatch('firstName', form);
  const foundEmail = Form.useWatch('email', form);

  const submit = () => {
    const values = { mode, ...form.getFieldsValue() };
    const error = validateAddContact(values);
    const failing = error ? contactFieldOf(error) : null;
    form.setFields(VALIDATED_FIELDS.map((name) => ({ name, errors: error && failing === name ? [error] : [] })));
    if (!error) onSubmit(mode, trimContactValues(values));
  };

  const changeMode = (next: AddContactMode) => {
    setMode(next);
    // A found email belongs to the looked-up profile; a typed one to the manual entry.
    form.resetFields(['email']);
  };

  return (
    <>
      <Segmented<AddContactMode>
        block
        value={mode}
        onChange={changeMode}
        options={[...CONTACT_MODE_OPTIONS]}
        className="db-section"
        aria-label="How to add the contact"
      />
      <Form<ContactFormValues> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {mode === 'email' ? (
          <Form.Item label="Email" name="email">
            <Input type="email" placeholder="jordan@company.com" autoComplete="off" maxLength={TEXT_LIMITS.emailAddress} />
          </Form.Item>
        ) : (
          <Form.Item label="LinkedIn Profile URL" name="linkedInUrl">
            {/* Not type="url": the §5 rule accepts 'linkedin.com/in/...' without a scheme, which native URL checks refuse. */}
            <Input
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.linkedin.com/in/jordan-lee"
              maxLength={TEXT_LIMITS.linkedInUrl}
            />
          </Form.Item>
        )}
        <Form.Item label="First Name" name="firstName">
          <Input placeholder="Jordan" maxLength={TEXT_LIMITS.personName} />
        </Form.Item>
        <Form.Item label="Last Name (optional)" name="lastName">
          <Input placeholder="Lee" maxLength={TEXT_LIMITS.personName} />
        </Form.Item>
        {mode === 'linkedin' && (
          <div className="contact-form__lookup">
            <Button
              onClick={findEmail}
              loading={searching}
              disabled={!canFindEmail({ linkedInUrl, firstName })}
              htmlType="button"
            >
              Find Email
            </Button>
            <Form.Item label="Email" name="email" className="contact-form__found">
              <Input type="email" readOnly placeholder="Found by 'Find Email'" />
            </Form.Item>
            {foundEmail ? <VisuallyHidden role="status">{`Email found: ${foundEmail}`}</VisuallyHidden> : null}
          </div>
        )}
        <Button type="primary" htmlType="submit" loading={submitting} block>
          Next: Draft Emails
        </Button>
      </Form>
    </>
  );
}
