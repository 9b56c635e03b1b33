import { useState } from 'react';
import { Button, Form, Input, Segmented } from 'antd';
import {
  APPLIED_ON_HELP,
  APPLIED_ON_LABEL,
  EMAIL_CONFIDENCE_LABELS,
  TEXT_LIMITS,
  canFindEmail,
  localToday,
  trimContactValues,
  validateAddContact,
  validateAppliedAt,
  type AddContactMode,
} from 'contracts';
import { CONTACT_MODE_OPTIONS, contactFieldOf, type ContactFormValues, type ContactSubmitValues } from './contact-form-values';
import { VisuallyHidden } from '../visually-hidden';
import { useLinkedInLookup } from './use-linkedin-lookup';
import { RecipientNotice, recipientRefusal } from './recipient-check';
import { EmailConfidenceLabel } from './email-confidence-label';
import './contact-form.css';

interface ContactDetailsFormProps {
  submitting: boolean;
  /** No sequence left this month: the page says so and 'Next' stays disabled (nothing would be scheduled). */
  blocked?: boolean;
  /** Called with trimmed values once the §5 rules pass. */
  onSubmit: (mode: AddContactMode, values: ContactSubmitValues) => void;
  /** What the user had typed before leaving for Google's consent (restored by the page). */
  initial?: { mode: AddContactMode; values: ContactFormValues } | null;
}

const VALIDATED_FIELDS = ['email', 'linkedInUrl', 'firstName', 'lastName'] as const;

/** Step 1's form: Manual Entry (email) or LinkedIn URL ('Find Email' fills the email and name). */
export function ContactDetailsForm({ submitting, blocked = false, onSubmit, initial }: ContactDetailsFormProps) {
  const [mode, setMode] = useState<AddContactMode>(initial?.mode ?? 'email');
  const [form] = Form.useForm<ContactFormValues>();
  const { findEmail, checkUrl, searching, failed, confidence } = useLinkedInLookup(form);
  const linkedInUrl = Form.useWatch('linkedInUrl', form);
  // After a failed lookup the user can go on by hand: the URL comes along (shown in Manual Entry, saved with the contact).
  const [urlCarried, setUrlCarried] = useState(initial?.mode === 'email' && Boolean(initial.values.linkedInUrl));
  const foundEmail = Form.useWatch('email', form);
  const [checkingRecipient, setCheckingRecipient] = useState(false);

  const submit = async () => {
    const values = { mode, ...form.getFieldsValue() };
    const error = validateAddContact(values);
    const failing = error ? contactFieldOf(error) : null;
    form.setFields(VALIDATED_FIELDS.map((name) => ({ name, errors: error && failing === name ? [error] : [] })));
    if (error) return;
    // The applied day is optional; a typed one must be a real day, not in the future.
    const appliedAt = values.appliedAt?.trim() || null;
    const appliedError = appliedAt ? validateAppliedAt(appliedAt, localToday()) : null;
    form.setFields([{ name: 'appliedAt', errors: appliedError ? [appliedError] : [] }]);
    if (appliedError) return;
    // The recipient rules, asked again now (the note may be older than the address): nothing is created when refused.
    const trimmed = trimContactValues(values);
    setCheckingRecipient(true);
    const refusal = await recipientRefusal(trimmed.email).finally(() => setCheckingRecipient(false));
    if (refusal) form.setFields([{ name: 'email', errors: [refusal] }]);
    else onSubmit(mode, { ...trimmed, appliedAt });
  };

  const changeMode = (next: AddContactMode) => {
    setMode(next);
    setUrlCarried(false);
    // A found email belongs to the looked-up profile; a typed one to the manual entry.
    form.resetFields(['email']);
  };

  const enterManually = () => {
    setMode('email');
    setUrlCarried(true);
    form.resetFields(['email']);
  };

  const urlField = (label: string) => (
    <Form.Item label={label} name="linkedInUrl">
      {/* Not type="url": the §5 rule accepts 'linkedin.com/in/...' without a scheme, which native URL checks refuse. */}
      <Input
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/jordan-lee"
        maxLength={TEXT_LIMITS.linkedInUrl}
        onBlur={checkUrl}
      />
    </Form.Item>
  );

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
      <Form<ContactFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={() => void submit()}
        initialValues={initial?.values}
      >
        {mode === 'email' ? (
          <>
            <Form.Item label="Email" name="email" extra={<RecipientNotice email={foundEmail} />}>
              <Input type="email" placeholder="jordan@company.com" autoComplete="off" maxLength={TEXT_LIMITS.emailAddress} />
            </Form.Item>
            {urlCarried ? urlField('LinkedIn Profile URL (optional)') : null}
          </>
        ) : (
          urlField('LinkedIn Profile URL')
        )}
        <Form.Item label="First Name" name="firstName">
          <Input placeholder="Jordan" maxLength={TEXT_LIMITS.personName} />
        </Form.Item>
        <Form.Item label="Last Name (optional)" name="lastName">
          <Input placeholder="Lee" maxLength={TEXT_LIMITS.personName} />
        </Form.Item>
        <Form.Item label={APPLIED_ON_LABEL} name="appliedAt" extra={APPLIED_ON_HELP}>
          {/* No max attribute: the browser's own check would stop the form before the rule's message says why. */}
          <Input type="date" />
        </Form.Item>
        {mode === 'linkedin' && (
          <div className="contact-form__lookup">
            <div className="contact-form__lookup-actions">
              <Button onClick={findEmail} loading={searching} disabled={!canFindEmail({ linkedInUrl })} htmlType="button">
                Find Email
              </Button>
              {failed ? (
                <Button type="link" htmlType="button" onClick={enterManually}>
                  Enter the email manually
                </Button>
              ) : null}
            </div>
            <Form.Item
              label="Email"
              name="email"
              className="contact-form__found"
              extra={
                <>
                  {foundEmail && confidence ? <EmailConfidenceLabel confidence={confidence} /> : null}
                  <RecipientNotice email={foundEmail} />
                </>
              }
            >
              <Input type="email" readOnly placeholder="Found by 'Find Email'" />
            </Form.Item>
            {foundEmail ? (
              <VisuallyHidden role="status">
                {`Email found: ${foundEmail}${confidence ? ` (${EMAIL_CONFIDENCE_LABELS[confidence]})` : ''}`}
              </VisuallyHidden>
            ) : null}
          </div>
        )}
        <Button type="primary" htmlType="submit" loading={submitting || checkingRecipient} disabled={blocked} block>
          Next: Draft Emails
        </Button>
      </Form>
    </>
  );
}
