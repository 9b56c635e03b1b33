import type { MailMessage } from './mail-message.types';
import { inertText, renderActionMail } from './mail-layout.template';

export function verificationEmail(input: { to: string; name: string; link: string; validHours: number }): MailMessage {
  return {
    to: input.to,
    subject: 'Verify your email address',
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: ['Please confirm that this is your email address so your Follow-up Agent account is fully set up.'],
      action: { label: 'Verify email address', url: input.link },
      outro: [
        `This link works once and expires in ${input.validHours} hours.`,
        'If you did not create an account, you can ignore this email.',
      ],
    }),
  };
}
