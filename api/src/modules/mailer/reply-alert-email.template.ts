// 'Dana Lee replied to your follow-up': the sequence stopped because a reply was detected (headers only). It says who
// and which sequence and links to it; it never carries the reply itself (we never read bodies).
import { REPLY_CORRECTION_LINK_LABEL, replyAlertReading, SEQUENCE_STOPPED_NOTICE, type ReplyOutcome } from 'contracts';
import type { MailMessage } from './mail-message.types';
import { inertText, renderActionMail } from './mail-layout.template';

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
  /** One-click outcome links ('Interview invite', 'Not moving forward', ...), each usable once. */
  outcomeLinks?: Array<{ label: string; url: string }>;
  /** The headers looked like an interview invitation (a calendar invitation): the alert congratulates. */
  interviewProposed?: boolean;
  /**
   * The outcome the product read by itself (a calendar invitation, a decision in the subject) and the 'That's not
   * right' link, which opens a page to pick the right one.
   */
  correction?: { detected: ReplyOutcome; url: string };
}

export function replyAlertEmail(input: ReplyAlertEmailInput): MailMessage {
  const whoOf = (contactName: string, company: string | null) =>
    input.colleague ? (company ? `Someone at ${company}` : `A colleague of ${contactName}`) : contactName;
  const raw = whoOf(input.contactName, input.company);
  const subject = input.interviewProposed
    ? `Congratulations: ${raw} sent you an interview invitation`
    : input.colleague
      ? `${raw} replied to your follow-up to ${input.contactName}`
      : `${raw} replied to your follow-up`;
  // In the body, what users typed is inert: never a link (mail-layout.template.ts).
  const who = whoOf(inertText(input.contactName), input.company && inertText(input.company));
  return {
    to: input.to,
    subject,
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: [
        `${who} replied in the Gmail thread of your sequence "${inertText(input.campaignName)}", so we stopped it. ${SEQUENCE_STOPPED_NOTICE}`,
        'Read the reply in your Gmail: we only look at message headers (sender, subject, date), never at what they say.',
      ],
      action: { label: 'Open the sequence', url: input.campaignUrl },
      ...(input.outcomeLinks?.length
        ? {
            choices: {
              prompt: [
                input.interviewProposed
                  ? 'It looks like an interview invitation (a calendar invitation), so your other sequences at this company stopped too. What was it? One click:'
                  : 'What did they say? One click tells us (each link works once):',
                ...(input.correction ? [replyAlertReading(input.correction.detected)] : []),
              ].join(' '),
              links: [
                ...input.outcomeLinks,
                ...(input.correction ? [{ label: REPLY_CORRECTION_LINK_LABEL, url: input.correction.url }] : []),
              ],
            },
          }
        : {}),
      outro: [`You can turn reply alerts off in Settings, Notification Preferences: ${input.settingsUrl}`],
    }),
  };
}
