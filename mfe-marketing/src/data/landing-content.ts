// Marketing copy of the landing page (product.md §1). The numbers in it are product rules and come from 'contracts'.
import {
  DATA_DELETION_DAYS,
  DEFAULT_PLAN_ID,
  FREE_SEQUENCES,
  MAX_EMAILS_PER_SEQUENCE,
  MINIMUM_AGE,
  PLANS,
  SUPPORT_REPLY_HOURS,
  TRACK_OPENS_DEFAULT,
  emailLookupAllowance,
  planById,
} from 'contracts';
import type { IconName } from './icon-names';

export interface FeatureCard {
  /** Drawn as an inline SVG (components/site-icons.tsx): emoji show as empty boxes without an emoji font. */
  icon: IconName;
  title: string;
  description: string;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    icon: 'calendar',
    title: 'Unlimited scheduling',
    description: 'Plan every follow-up once and let the agent send it on the right day, every time.',
  },
  {
    icon: 'search',
    title: 'Email finder from LinkedIn',
    // The spec's '5 Email Finder Credits free' card: the product has no credits to buy; every plan has a daily and
    // monthly lookup allowance (product.md §13), the free one too, said here with the free plan's figures.
    description:
      "Paste a recruiter's or hiring manager's LinkedIn profile and we look up their email for you. Lookups are included " +
      `on every plan, the free one too: ${emailLookupAllowance(planById(DEFAULT_PLAN_ID))}.`,
  },
  {
    icon: 'mail',
    title: `Up to ${MAX_EMAILS_PER_SEQUENCE} emails per sequence`,
    description: 'An initial email and up to two follow-ups: persistent, never pushy.',
  },
  {
    icon: 'clock',
    title: 'Timezone-aware delivery',
    description: 'Emails go out during working hours in the timezone you choose, skipping weekends if you like.',
  },
  {
    icon: 'inbox',
    title: 'Gmail and Outlook',
    description: 'Emails go out from your own Gmail or Outlook, so replies land straight in your inbox.',
  },
  {
    icon: 'card',
    title: 'No credit card',
    description: `Start free with ${FREE_SEQUENCES} follow-up sequences. Upgrade only when you need more.`,
  },
];

export interface HowItWorksStep {
  title: string;
  description: string;
}

export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    title: 'Add your contact',
    description: 'Type an email address or paste a LinkedIn profile URL and we find the email and name.',
  },
  {
    title: 'Write your sequence',
    description: 'Draft an initial email and up to two follow-ups, each with its own delay. Attach your resume if you like.',
  },
  {
    title: 'We send, you get seen',
    description:
      'Emails go out from your Gmail or Outlook on schedule during working hours, and stop once they reply: by themselves with reply ' +
      'detection, or with one click from the heads-up we email you before each follow-up.',
  },
];

export interface Audience {
  title: string;
  description: string;
}

export const AUDIENCES: readonly Audience[] = [
  {
    title: 'Tech professionals',
    description: 'Engineers, designers and product people who want their application read by a human.',
  },
  {
    title: 'Recent graduates',
    description: 'Stand out from hundreds of applicants with a polite, well-timed nudge.',
  },
  {
    title: 'Experienced professionals',
    description: 'Reach hiring managers directly and keep the conversation going without the busywork.',
  },
  {
    title: 'Intentional applicants',
    description: 'You apply to fewer roles, carefully. Make sure each one gets a respectful follow-up.',
  },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'Is it free to try?',
    answer: `Yes. You can try it for free with ${FREE_SEQUENCES} follow-up sequences. No credit card required.`,
  },
  {
    question: 'How many email lookups do I get?',
    answer:
      `Every plan includes LinkedIn email lookups: ${PLANS.map((plan) => `${plan.name} ${emailLookupAllowance(plan)}`).join(', ')}. ` +
      'Looking up a profile you looked up recently is free, and you can always type an address yourself.',
  },
  {
    question: 'Do I need a Gmail account?',
    answer:
      'No: a Gmail or an Outlook mailbox. Emails are sent from your own mailbox, so replies come straight to you. You ' +
      'can sign in with Google, with Microsoft, or with an email and password.',
  },
  {
    question: 'Does it work with Outlook or Hotmail?',
    answer:
      'Yes. Outlook.com, Hotmail and Live addresses and school or work Microsoft 365 mailboxes connect from Settings ' +
      'with Connect Outlook. A school or work account may need its administrator to approve the app once.',
  },
  {
    question: 'What access do you need to my mailbox?',
    answer:
      'You choose. Send only is the default: gmail.send for Gmail, or Mail.Send for Outlook (with offline_access, so ' +
      'follow-ups go out while you are away); we can send your follow-ups and never see your inbox. Send + detect ' +
      'replies adds gmail.metadata or Mail.ReadBasic: we read only the headers of your mail (sender, subject, date), ' +
      'never the content. You can disconnect at any time in Settings, and switch either mailbox between the two there.',
  },
  {
    question: 'How does it know they replied?',
    answer:
      'With Send + detect replies, the sequence stops by itself as soon as they (or a colleague at their company) reply; ' +
      'out-of-office replies only push the next follow-up after their return. With Send only, we email you a heads-up ' +
      "before each follow-up with a one-click 'replied - stop' link, and you can mark a reply in the app.",
  },
  {
    question: 'Do you track whether they opened my email?',
    answer:
      'Not unless you turn it on for a sequence. An open pixel is a tiny image: when it loads, the email was probably ' +
      'opened, but it never tells who read it or for how long. Apple Mail loads every image by itself, and Gmail may hide ' +
      'images from a sender it does not know yet, so for a job seeker it tells little and can look bad. ' +
      `It is ${TRACK_OPENS_DEFAULT ? 'on' : 'off'} by default.`,
  },
  {
    question: 'What happens to my data?',
    answer:
      'Your mailbox access and resume text are encrypted by the app, everything is stored on encrypted disks, and you ' +
      'can delete your files or your whole account at any time. ' +
      `Campaign data is deleted within ${DATA_DELETION_DAYS} days after you delete the campaign or your account.`,
  },
  {
    question: 'Is there an age requirement?',
    answer: `The product is not intended for anyone under ${MINIMUM_AGE}.`,
  },
  {
    question: 'How do I get support?',
    answer: `Write to us from the Contact page. We reply within ${SUPPORT_REPLY_HOURS} hours on business days.`,
  },
];
