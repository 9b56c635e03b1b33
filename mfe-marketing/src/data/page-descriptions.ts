// The <meta name="description"> of each public page (what search results and link previews show under the title).
// One place for all of them; the numbers are product rules from 'contracts'.
import { FREE_SEQUENCES, MAX_EMAILS_PER_SEQUENCE, PLANS, SUPPORT_REPLY_HOURS } from 'contracts';

const PAID_PLAN_NAMES = PLANS.filter((plan) => !plan.isFree).map((plan) => plan.name);

export const PAGE_DESCRIPTIONS = {
  landing:
    `Follow up after you apply: find a recruiter's email from LinkedIn and send up to ${MAX_EMAILS_PER_SEQUENCE} ` +
    `scheduled emails from your own Gmail or Outlook. Free to try with ${FREE_SEQUENCES} sequences.`,
  home2:
    'Email follow-up agent for job seekers: respectful, well-timed emails to recruiters and hiring managers, sent from ' +
    'your own Gmail or Outlook. No bots, no spam.',
  pricing:
    `Start free with ${FREE_SEQUENCES} follow-up sequences a month, or upgrade to ${PAID_PLAN_NAMES.join(' or ')} for more. ` +
    'No setup fees, cancel anytime.',
  about:
    'Why we built an email follow-up agent for job seekers, and how it sends respectful, well-timed follow-ups from ' +
    'your own Gmail or Outlook.',
  privacy:
    'What we collect, how we use Gmail and Outlook (send only by default, headers only with reply detection), how your data is ' +
    'encrypted and when it is deleted.',
  terms: 'The terms for using the email follow-up agent: your account, acceptable use, plans and billing, and sending from your mailbox.',
  contact: `Questions or feedback? Email the support team; we reply within ${SUPPORT_REPLY_HOURS} hours on business days.`,
  coldEmailStrategy:
    'How job seekers should follow up by email after applying: how many follow-ups to send, when (days 2, 4 and 7) ' +
    'and what to write to get replies.',
  demo: 'Watch a LinkedIn profile become a scheduled follow-up sequence: the email is found, three follow-ups are drafted and the sequence goes live.',
} as const satisfies Record<string, string>;

export type PageKey = keyof typeof PAGE_DESCRIPTIONS;
