import { useId, useState } from 'react';
import { App, Button, Input, Space } from 'antd';
import {
  FIX_ADDRESS_AND_RESEND_LABEL,
  RESEND_BOUNCED_EMAIL_LABEL,
  ResendBouncedEmailDocument,
  TEXT_LIMITS,
  bouncedReasonUnknown,
  validateEmailAddress,
} from 'contracts';
import { useInvalidateSequence } from 'shared-ui';
import { errorText, usePageMutation } from './use-page-mutation';
import { useToast } from './use-toast';

export interface BounceResendActionsProps {
  contact: { id: number; campaignId?: number; email?: string | null; stopReason?: string | null };
}

/**
 * A failure notice whose reason the headers cannot tell (product.md §11): the address may be fine, so the page offers
 * to send the email again, or to fix the address and send it. Nothing goes without one of these clicks.
 */
export function BounceResendActions({ contact }: BounceResendActionsProps) {
  const { modal } = App.useApp();
  const toast = useToast();
  const invalidate = useInvalidateSequence();
  const resend = usePageMutation(ResendBouncedEmailDocument);
  const inputId = useId();
  const [fixing, setFixing] = useState(false);
  const [address, setAddress] = useState(contact.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  if (contact.stopReason !== 'BOUNCED_REASON_UNKNOWN') return null;

  const send = async (email?: string) => {
    try {
      const { resendBouncedEmail } = await resend.mutateAsync({ contactId: contact.id, email: email ?? null });
      toast.success(resendBouncedEmail.message);
      setFixing(false);
    } catch (error) {
      toast.error(errorText(error));
    }
    await invalidate({ campaignId: contact.campaignId, contactId: contact.id });
  };

  const confirmAgain = () =>
    modal.confirm({
      title: `${RESEND_BOUNCED_EMAIL_LABEL}?`,
      content: `The email goes once more to ${contact.email ?? 'this contact'}.`,
      okText: RESEND_BOUNCED_EMAIL_LABEL,
      cancelText: 'Cancel',
      onOk: () => send(),
    });

  const submitFix = () => {
    const error = validateEmailAddress(address);
    setProblem(error);
    if (!error) void send(address.trim());
  };

  return (
    <div className="db-bounce-resend" role="group" aria-label="Bounced email">
      <p className="db-muted">{bouncedReasonUnknown(contact.email ?? 'this contact')}</p>
      <Space wrap>
        <Button size="small" loading={resend.isPending && !fixing} onClick={confirmAgain}>
          {RESEND_BOUNCED_EMAIL_LABEL}
        </Button>
        {!fixing ? (
          <Button size="small" onClick={() => setFixing(true)}>
            {FIX_ADDRESS_AND_RESEND_LABEL}
          </Button>
        ) : null}
      </Space>
      {fixing ? (
        <form
          className="db-bounce-resend__fix"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitFix();
          }}
        >
          <label htmlFor={inputId}>Correct address</label>
          <Input
            id={inputId}
            inputMode="email"
            autoComplete="email"
            value={address}
            maxLength={TEXT_LIMITS.emailAddress}
            status={problem ? 'error' : undefined}
            onChange={(event) => setAddress(event.target.value)}
          />
          {problem ? <span role="alert">{problem}</span> : null}
          <Button size="small" type="primary" htmlType="submit" loading={resend.isPending}>
            {FIX_ADDRESS_AND_RESEND_LABEL}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
