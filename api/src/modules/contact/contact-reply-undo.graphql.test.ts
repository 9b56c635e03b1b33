// 'Mark as replied' and undoMarkReplied over /graphql: the Contact says why its sequence stopped and until when the
// mark can be undone, and only the signed-in owner can undo it.
import { REPLY_MARK_UNDONE } from 'contracts';
import { sequenceSteps } from '../../db/schema';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { scheduleSequenceForContact } from '../delivery';
import { zoneOutsideWindow } from '../../../testkit/delivery/zones';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { signUp } from '../../../testkit/auth/auth-helpers';

const UPDATE_CONTACT = `mutation($data: UpdateContactInput!) {
  updateContact(data: $data) { success message contact { id status stopReason replyUndoUntil } }
}`;
const UNDO = `mutation($contactId: Int!) {
  undoMarkReplied(contactId: $contactId) { success message contact { id status stopReason replyUndoUntil } }
}`;
const CONTACT = `query($filter: ContactFilterInput!) {
  contact(filter: $filter) { id status stopReason replyUndoUntil campaignEmails { position status scheduledFor } }
}`;

type Payload = {
  success: boolean;
  message: string;
  contact: { id: number; status: string; stopReason: string | null; replyUndoUntil: string | null } | null;
};

describe('undoMarkReplied over /graphql', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Ada', email: `ada${++counter}.${Date.now()}@example.com`, jar });
    return { jar, id: userId };
  }

  const gql = <T>(query: string, variables: Record<string, unknown>, jar: CookieJar) =>
    graphqlClient(app, jar)<T>(query, variables);

  it('a marked reply shows MARKED_REPLIED with its undo deadline; a stranger cannot undo it, the owner can', async () => {
    const owner = await signedIn();
    const db = app.db.db;
    // Night in the campaign's zone: the first email is due at the next 09:00, still ahead when undoing.
    const campaign = await insertCampaign(db, owner.id, { timezone: zoneOutsideWindow() });
    await db.insert(sequenceSteps).values([
      { campaignId: campaign.id, position: 1, subject: 'Hello', body: 'Hi', daysDelay: 0, nextMailInThread: true },
      { campaignId: campaign.id, position: 2, subject: '', body: 'Bump', daysDelay: 2, nextMailInThread: true },
    ]);
    const contact = await insertContact(db, campaign, { email: 'dana@acme.example' });
    // Not sent yet: the mark cancels the first email, which is what the undo deadline is.
    const { scheduledFor } = await scheduleSequenceForContact(db, {
      userId: owner.id,
      campaignId: campaign.id,
      contactId: contact.id,
    });

    const marked = await gql<{ updateContact: Payload }>(
      UPDATE_CONTACT,
      { data: { id: contact.id, status: 'RESPONDED' } },
      owner.jar,
    );
    expect(marked.updateContact.contact).toEqual({
      id: contact.id,
      status: 'RESPONDED',
      stopReason: 'MARKED_REPLIED',
      replyUndoUntil: scheduledFor.toISOString(),
    });

    const stranger = await signedIn();
    expect((await gql<{ undoMarkReplied: Payload }>(UNDO, { contactId: contact.id }, stranger.jar)).undoMarkReplied).toEqual({
      success: false,
      message: 'Contact not found',
      contact: null,
    });

    const undone = await gql<{ undoMarkReplied: Payload }>(UNDO, { contactId: contact.id }, owner.jar);
    expect(undone.undoMarkReplied).toEqual({
      success: true,
      message: REPLY_MARK_UNDONE,
      contact: { id: contact.id, status: 'IN_PROGRESS', stopReason: null, replyUndoUntil: null },
    });
    const read = await gql<{ contact: { campaignEmails: Array<{ position: number; status: string; scheduledFor: string }> } }>(
      CONTACT,
      { filter: { id: contact.id } },
      owner.jar,
    );
    // The first email is back, due when it was.
    expect(read.contact.campaignEmails).toEqual([{ position: 1, status: 'SCHEDULED', scheduledFor: scheduledFor.toISOString() }]);

    const signedOut = await app.graphql(UNDO, { contactId: contact.id });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
