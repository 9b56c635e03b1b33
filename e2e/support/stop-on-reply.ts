// Set-up for the stop-on-reply flows: a sequence running against the devstack Gmail, built through /graphql with the
// page's own session (the same operations the dashboard sends), and the stand-in's control API to answer it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  CreateCampaignDocument,
  CreateContactDocument,
  CreateEmailSequenceDocument,
  GetCampaignEmailsDocument,
  GetSingleContactDocument,
} from 'contracts';
import { STAND_IN_PORTS } from './stand-in-ports';
import { runAsUser } from './sequence-errors';
import { timezoneInsideSendingWindow } from './sending-window';

const CONTROL_URL = `http://127.0.0.1:${STAND_IN_PORTS.google}/__control`;

export interface RunningSequence {
  campaignId: number;
  contactId: number;
}

/** A campaign in a zone whose working hours are now (weekends included) and a three-email sequence to `recipient`. */
export async function startThreeEmailSequence(page: Page, recipient: string, firstName: string): Promise<RunningSequence> {
  const zone = timezoneInsideSendingWindow();
  const { createCampaign } = await runAsUser(page, CreateCampaignDocument, {
    data: { name: `Follow up with ${firstName}`, timezone: zone.value, excludeWeekends: false, isActive: true },
  });
  const campaignId = createCampaign.campaign!.id;
  const { createContact } = await runAsUser(page, CreateContactDocument, {
    data: { email: recipient, firstName, lastName: 'Recruiter', campaignId },
  });
  expect(createContact.success, createContact.message).toBe(true);
  const { createEmailSequence } = await runAsUser(page, CreateEmailSequenceDocument, {
    campaignId,
    data: {
      emails: [
        {
          position: 1,
          subject: 'The Platform Engineer role',
          body: 'Hi {{contact_first_name}}',
          daysDelay: 0,
          nextMailInThread: true,
        },
        { position: 2, subject: 'The Platform Engineer role', body: 'Bumping this up.', daysDelay: 1, nextMailInThread: true },
        { position: 3, subject: 'The Platform Engineer role', body: 'One last note.', daysDelay: 2, nextMailInThread: false },
      ],
    },
  });
  expect(createEmailSequence.success, createEmailSequence.message).toBe(true);
  return { campaignId, contactId: createContact.contact!.id };
}

/** The contact as the dashboard reads it. */
export async function contactNow(page: Page, contactId: number) {
  const { contact } = await runAsUser(page, GetSingleContactDocument, { filter: { id: contactId } });
  return contact!;
}

/** Every email row of the contact (sent and scheduled), oldest step first. */
export async function emailsOf(page: Page, contactId: number) {
  const { campaignEmails } = await runAsUser(page, GetCampaignEmailsDocument, { filter: { contactId } });
  return campaignEmails.edges.map((edge) => edge.node).sort((a, b) => a.position - b.position);
}

/** Adds a message to a thread at the Gmail stand-in: a reply from the recipient unless `from`/`headers` say otherwise. */
export async function replyInThread(
  request: APIRequestContext,
  threadId: string,
  options: { from?: string; subject?: string; headers?: Record<string, string> } = {},
): Promise<void> {
  const response = await request.post(`${CONTROL_URL}/threads/${threadId}/reply`, { data: options });
  expect(response.status()).toBe(201);
}

/** Gmail API calls the stand-in counted for one mailbox, by endpoint. */
export async function gmailCallsOf(request: APIRequestContext, account: string): Promise<Record<string, number>> {
  const response = await request.get(`${CONTROL_URL}/calls`);
  expect(response.ok()).toBe(true);
  const calls = (await response.json()) as Record<string, Record<string, number>>;
  return calls[account] ?? {};
}
