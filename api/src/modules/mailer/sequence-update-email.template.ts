// Sequence updates: a sequence finished without a reply, stopped on a bounce or an 'I left the company' notice, or
// waits for Gmail to be reconnected. Each says what happened, what it means for the sequence, and where to act.
// What users typed goes into the body inert (never a link: mail-layout.template.ts); the subject line keeps it as is.
import { SEQUENCE_STOPPED_NOTICE, postingClosedEmailSubject, postingClosedEmailText } from 'contracts';
import type { MailMessage } from './mail-message.types';
import { inertText, renderActionMail } from './mail-layout.template';

interface UpdateBase {
  to: string;
  name: string;
  settingsUrl: string;
}

const preferencesLine = (settingsUrl: string) =>
  `You can turn sequence updates off in Settings, Notification Preferences: ${settingsUrl}`;

export function sequenceFinishedEmail(
  input: UpdateBase & { contactName: string; campaignName: string; emailsSent: number; quietDays: number; campaignUrl: string },
): MailMessage {
  const emails = input.emailsSent === 1 ? 'The email' : `All ${input.emailsSent} emails`;
  return {
    to: input.to,
    subject: `Your sequence to ${input.contactName} finished without a reply`,
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: [
        `${emails} of "${inertText(input.campaignName)}" went out to ${inertText(input.contactName)}, the last one ${input.quietDays} days ago, ` +
          'and no reply was recorded. The sequence is finished: nothing more will be sent.',
        `If ${inertText(input.contactName)} did reply, you can still Mark as replied in the app.`,
      ],
      action: { label: 'Open the sequence', url: input.campaignUrl },
      outro: [preferencesLine(input.settingsUrl)],
    }),
  };
}

export function sequenceBouncedEmail(
  input: UpdateBase & {
    contactName: string;
    contactEmail: string;
    company: string | null;
    campaignName: string;
    /** BOUNCED: the address does not exist; LEFT_COMPANY: an auto-notice said the person left or the box is unread. */
    reason: 'BOUNCED' | 'LEFT_COMPANY';
    campaignUrl: string;
  },
): MailMessage {
  const bounced = input.reason === 'BOUNCED';
  const subject = bounced
    ? `Your email to ${input.contactName} bounced`
    : `${input.contactName} may have left ${input.company ?? 'the company'}`;
  const what = bounced
    ? `Your email to ${input.contactEmail} in "${inertText(input.campaignName)}" bounced: the address was not found or cannot receive mail.`
    : `An automatic reply to your email in "${inertText(input.campaignName)}" said ${inertText(input.contactName)} is no longer with ` +
      `${input.company ? inertText(input.company) : 'the company'} or the mailbox is not read.`;
  return {
    to: input.to,
    subject,
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: [
        what,
        `We stopped the sequence. ${SEQUENCE_STOPPED_NOTICE}`,
        input.company
          ? `You may want to find another contact at ${inertText(input.company)}.`
          : 'You may want to find another contact.',
      ],
      action: { label: 'Open the sequence', url: input.campaignUrl },
      outro: [preferencesLine(input.settingsUrl)],
    }),
  };
}

export function gmailReconnectEmail(input: UpdateBase & { googleEmail: string; waitingEmails: number }): MailMessage {
  const waiting = input.waitingEmails === 1 ? '1 scheduled email is' : `${input.waitingEmails} scheduled emails are`;
  return {
    to: input.to,
    subject: 'Reconnect Gmail to resume your follow-ups',
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: [
        `Google no longer lets us send from ${input.googleEmail}: the permission was revoked or has expired.`,
        `${waiting} waiting and will go out as soon as you reconnect Gmail. Nothing is lost in the meantime.`,
      ],
      action: { label: 'Reconnect Gmail', url: input.settingsUrl },
      outro: [preferencesLine(input.settingsUrl)],
    }),
  };
}

/** The job closed (issue 38): the follow-ups hold until the user chooses in the app (contracts' posting-hold.messages). */
export function postingClosedEmail(
  input: UpdateBase & { role: string | null; company: string | null; closedAt: Date; timeZone: string; campaignUrl: string },
): MailMessage {
  return {
    to: input.to,
    subject: postingClosedEmailSubject(input.company),
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: [
        inertText(
          postingClosedEmailText({
            role: input.role,
            company: input.company,
            closedAt: input.closedAt,
            timeZone: input.timeZone,
          }),
        ),
      ],
      action: { label: 'Open the sequence', url: input.campaignUrl },
      outro: [preferencesLine(input.settingsUrl)],
    }),
  };
}
