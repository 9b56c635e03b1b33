// 'Congratulations on your interview at Acme': the user confirmed (in the app or from a reply alert) that a reply was an
// interview invitation. It says when the interview is when known, and that the other sequences at the company stopped.
import type { MailMessage } from './mail-message.types';
import { inertText, renderActionMail } from './mail-layout.template';

export interface InterviewCongratsEmailInput {
  to: string;
  name: string;
  contactName: string;
  /** From the contact's domain; null when unknown. */
  company: string | null;
  /** 'on Tuesday, December 1 at 10:00 AM (America/New_York)', when the interview time is known. */
  when: string | null;
  /** The user's other sequences at the company that stopped. */
  stoppedAtCompany: number;
  campaignUrl: string;
  settingsUrl: string;
}

export function interviewCongratsEmail(input: InterviewCongratsEmailInput): MailMessage {
  const at = input.company ? ` at ${input.company}` : '';
  const company = input.company ? inertText(input.company) : `${inertText(input.contactName)}'s company`;
  const stopped =
    input.stoppedAtCompany > 0
      ? `Your ${input.stoppedAtCompany === 1 ? 'other sequence' : `${input.stoppedAtCompany} other sequences`} at ${company} stopped, so nobody there gets another follow-up.`
      : `No more follow-ups go to ${company}.`;
  return {
    to: input.to,
    subject: `Congratulations on your interview${at}`,
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: [
        `Congratulations: ${inertText(input.contactName)} invited you to an interview${input.when ? ` ${input.when}` : ''}.`,
        stopped,
        input.when ? 'Good luck!' : 'Add the date and time of the interview in the app when you know it. Good luck!',
      ],
      action: { label: 'Open the sequence', url: input.campaignUrl },
      outro: [`You can turn these emails off in Settings, Notification Preferences (reply alerts): ${input.settingsUrl}`],
    }),
  };
}
