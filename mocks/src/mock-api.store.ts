// An in-memory implementation of every Query and Mutation field over MockData, composed from one store per domain
// (store/*.store.ts). Handlers execute the real operation documents against the contract schema with this root
// value, so mock responses always have the schema's shape (a wrong or missing field fails execution, and
// graphql.handlers.test.ts).
import { createAccountStore } from './store/account.store';
import { createAttachmentsStore } from './store/attachments.store';
import { createBillingStore } from './store/billing.store';
import { createCampaignsStore } from './store/campaigns.store';
import { createChatStore } from './store/chat.store';
import { createContactsStore } from './store/contacts.store';
import { createDashboardStore } from './store/dashboard.store';
import { createEmailsStore } from './store/emails.store';
import { createJobPostingStore } from './store/job-posting.store';
import type { MockState } from './store/mock-state';
import { createRecipientsStore } from './store/recipients.store';
import { createRepliesStore } from './store/replies.store';
import { createSequencesStore } from './store/sequences.store';
import { createStoreContext } from './store/store-context';

export { toConnection } from './store/connection.util';
export { MOCK_POSTING_PATHS } from './store/job-posting.store';
export { MOCK_LINKEDIN_NOT_FOUND_ID, MOCK_UPLOAD_ORIGIN, type MockState } from './store/mock-state';

export function createMockApi(state: MockState) {
  const context = createStoreContext(state);
  const campaigns = createCampaignsStore(context);
  const sequences = createSequencesStore(context);
  const contacts = createContactsStore(context);
  const recipients = createRecipientsStore(context);
  const replies = createRepliesStore(context);
  const emails = createEmailsStore(context);
  const attachments = createAttachmentsStore(context);
  const account = createAccountStore(context);
  const billing = createBillingStore(context);
  const chat = createChatStore(context);
  const dashboard = createDashboardStore(context);
  const jobPosting = createJobPostingStore(context);
  const { replyNotes } = context;
  return {
    query: {
      ...campaigns.query,
      ...sequences.query,
      ...contacts.query,
      ...recipients.query,
      ...emails.query,
      ...attachments.query,
      ...account.query,
      ...billing.query,
      ...chat.query,
      ...dashboard.query,
      ...replyNotes.query,
    },
    mutation: {
      ...campaigns.mutation,
      ...sequences.mutation,
      ...contacts.mutation,
      ...recipients.mutation,
      ...jobPosting.mutation,
      ...replies.mutation,
      ...emails.mutation,
      ...attachments.mutation,
      ...account.mutation,
      ...billing.mutation,
      ...chat.mutation,
      ...replyNotes.mutation,
    },
  };
}

export type MockApi = ReturnType<typeof createMockApi>;
