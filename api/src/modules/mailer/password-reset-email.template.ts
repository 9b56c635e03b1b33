import type { MailMessage } from './mail-message.types';
import { inertText, renderActionMail } from './mail-layout.template';

export function passwordResetEmail(input: { to: string; name: string; link: string; validMinutes: number }): MailMessage {
  return {
    to: input.to,
    subject: 'Reset your password',
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: ['We received a request to reset the password of your Follow-up Agent account.'],
      action: { label: 'Reset password', url: input.link },
      outro: [
        `This link works once and expires in ${input.validMinutes} minutes.`,
        'If you did not ask for a new password, you can ignore this email: your password stays the same.',
      ],
    }),
  };
}
