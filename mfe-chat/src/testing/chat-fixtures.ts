// Conversations saved at the later steps, so a test starts where it needs to (the server resumes them on load).
import { JOB_EMAILS_GENERATED, ASK_ABOUT_ME, ASK_ROLE, REVIEW_DRAFTS } from 'contracts';
import type { ChatContext } from '../conversation/chat.types';
import { draftsFromGenerated, type GeneratedEmails } from '../conversation/drafts';
import { savedConversation } from './chat-backend';

export const GENERATED: GeneratedEmails = {
  email_1: {
    subject: 'Quick follow-up on the Senior Frontend Engineer role',
    body: 'Hi {{contact_first_name}},\n\nI recently applied for the Senior Frontend Engineer role at Acme.\n\nBest regards,\n{{your_name}}',
  },
  follow_up_1: {
    subject: 'Following up',
    body: 'Hi {{contact_first_name}},\n\nJust following up on my application.\n\nBest,\n{{your_name}}',
  },
  follow_up_2: {
    subject: 'One last note',
    body: 'Hi {{contact_first_name}},\n\nOne last note about the role.\n\nBest,\n{{your_name}}',
  },
};

export const FOUND_CONTACT: Partial<ChatContext> = {
  profileUrl: 'https://www.linkedin.com/in/jordan-lee',
  contactName: 'Jordan Lee',
  contactEmail: 'jordan.lee@acme.example',
  emailSource: 'lookup',
};

/** At step 4 with the three drafted emails (the found contact unless `context` says otherwise). */
export function atSequence(context: Partial<ChatContext> = {}) {
  return savedConversation(
    4,
    [
      ['user', 'https://www.linkedin.com/in/jordan-lee'],
      ['bot', ASK_ABOUT_ME],
      ['user', 'Frontend engineer with 6 years of React and TypeScript.'],
      ['bot', ASK_ROLE],
      ['user', 'Senior Frontend Engineer at Acme'],
      ['bot', `${JOB_EMAILS_GENERATED} ${REVIEW_DRAFTS}`],
    ],
    {
      ...FOUND_CONTACT,
      aboutMe: 'Frontend engineer with 6 years of React and TypeScript.',
      role: 'Senior Frontend Engineer at Acme',
      drafts: draftsFromGenerated(GENERATED),
      // The id savedConversation gives the last message (the reply that introduced the drafts).
      draftsMessageId: 'saved-5',
      ...context,
    },
  );
}

/** Pins the browser's timezone for a test (restored by `restore()`). */
export function pinBrowserTimezone(timeZone: string): { restore: () => void } {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
  return { restore: () => spy.mockRestore() };
}
