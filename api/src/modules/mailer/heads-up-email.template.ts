// The heads-up a send-only account gets before each follow-up: we never see their inbox, so the user tells us whether
// the recipient replied, with one click. Plain links, no tracking and no List-Unsubscribe (it is not marketing).
import { HEADS_UP_WROTE_LINK, HEADS_UP_WROTE_PROMPT } from 'contracts';
import type { MailMessage } from './mail-message.types';
import { inertText, renderActionMail } from './mail-layout.template';

export interface HeadsUpEmailInput {
  to: string;
  /** The user's name, for the greeting. */
  name: string;
  contactFirstName: string;
  /** 'Dana Lee' (first name alone when there is no last name). */
  contactName: string;
  /** 'Acme', from the contact's domain; null for free mail or an unknown domain. */
  company: string | null;
  /** The follow-up's subject line. */
  subject: string;
  /** 'today', 'tomorrow' or 'on Friday, November 27', in the recipient's (campaign's) zone. */
  day: string;
  /** '9:30 AM' in that zone. */
  time: string;
  /** The campaign's IANA zone, e.g. 'America/New_York'. */
  timezone: string;
  stopUrl: string;
  pauseUrl: string;
  /** 'Did you write to them yourself?': pauses the follow-ups with that reason (resumed in the app). */
  wroteUrl: string;
  /** The sequence in the app, where 'Mark as replied' also is. */
  campaignUrl: string;
}

export function headsUpEmail(input: HeadsUpEmailInput): MailMessage {
  // What users typed (names, company, subject) goes into the body inert: never a link (mail-layout.template.ts).
  const first = inertText(input.contactFirstName);
  const contact = inertText(input.contactName);
  const to = input.company ? `${contact} at ${inertText(input.company)}` : contact;
  return {
    to: input.to,
    subject: `Heads-up: your follow-up to ${input.contactName} goes out ${input.day}`,
    ...renderActionMail({
      greeting: `Hi ${inertText(input.name)},`,
      intro: [
        `Your follow-up to ${to} goes out ${input.day} at ${input.time} ${first}'s time (${input.timezone}): "${inertText(input.subject)}".`,
        `Did ${first} reply? We send from your Gmail but never see your inbox, so one click from you stops the sequence.`,
      ],
      action: { label: `${first} replied - stop`, url: input.stopUrl },
      secondaryAction: { label: 'Pause', url: input.pauseUrl },
      // We never see what the user sends by hand either: a follow-up must not land on top of it.
      choices: { prompt: HEADS_UP_WROTE_PROMPT, links: [{ label: HEADS_UP_WROTE_LINK, url: input.wroteUrl }] },
      outro: [
        'Each link asks you to confirm on the page it opens, and works until this follow-up goes out.',
        `You can also Mark as replied in the app: ${input.campaignUrl}`,
        'You get these heads-ups because your Gmail is connected as Send only.',
      ],
    }),
  };
}
