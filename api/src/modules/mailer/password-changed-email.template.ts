import type { MailMessage } from './mail-message.types';
import { inertText, renderActionMail } from './mail-layout.template';

/** '2024-05-01 14:03 UTC': unambiguous in any mail client, whatever the reader's zone. */
const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Tells the owner their password changed (after a change in the settings or a reset link). It carries no secret:
 * only when and how it happened, and where to take the account back if it was not them.
 */
export function passwordChangedEmail(input: {
  to: string;
  name: string;
  changedAt: Date;
  how: 'changed' | 'reset';
  /** The forgot-password page of the app (its own origin): where to take the account back. */
  forgotPasswordUrl: string;
}): MailMessage {
  const how = input.how === 'reset' ? 'with a password reset link' : 'from the account settings';
  return {
    to: input.to,
    subject: 'Your password was changed',
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: [
        `The password of your Follow-up Agent account (${input.to}) was changed on ${utcMinute(input.changedAt)}, ${how}. ` +
          'Every other device signed in to the account was signed out.',
        'If this was you, there is nothing else to do.',
      ],
      action: { label: 'Reset your password', url: input.forgotPasswordUrl },
      outro: [
        'If you did not change it, someone else may know your password or read your email: reset your password ' +
          'now, and secure this email account too.',
      ],
    }),
  };
}
