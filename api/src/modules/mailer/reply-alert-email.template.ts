// 'Dana Lee replied to your follow-up': the sequence stopped because a reply was detected (headers only). It says who
// and which sequence and links to it; it never carries the reply itself (we never read bodies).
import { SEQUENCE_STOPPED_NOTICE } from 'contracts';
import type { MailMessage } from './mail-message.types';
import { renderActionMail } from './mail-layout.template';

export interface ReplyAlertEmailInput {
  to: string;
  name: string;
  contactName: string;
  /** From the contact's domain; null when unknown. */
  company: string | null;
  /** True when someone else at the contact's company answered (stop reason COLLEAGUE_REPLIED). */
  colleague: boolean;
  campaignName: string;
  campaignUrl: string;
  settingsUrl: string;
}

export function replyAlertEmail(input: ReplyAlertEmailInput): MailMessage {
  const who = input.colleague
    ? input.company
      ? `Someone at ${input.company}`
      : `A colleague of ${input.contactName}`
    : input.contactName;
  const subject = input.colleague
    ? `${who} replied to your follow-up to ${input.contactName}`
    : `${input.contactName} replied to your follow-up`;
  return {
    to: input.to,
    subject,
    ...renderActionMail({
      greeting: `Hi ${input.name},`,
      intro: [
        `${who} replied in the Gmail thread of your sequence "${input.campaignName}", so we stopped it. ${SEQUENCE_STOPPED_NOTICE}`,
        'Read the reply in your Gmail: we only look at message headers (sender, subject, date), never at what they say.',
      ],
      action: { label: 'Open the sequence', url: input.campaignUrl },
      outro: [`You can turn reply alerts off in Settings, Notification Preferences: ${input.settingsUrl}`],
    }),
  };
}
