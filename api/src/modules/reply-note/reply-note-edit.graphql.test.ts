// updateReplyNote and cancelReplyNote over /graphql against real PostgreSQL: the scheduled thank-you's text changes,
// a cancel says so and the contact offers the note again; what cannot be changed is BAD_USER_INPUT, an over-long body
// is refused by the text bounds, and another user's contact is NOT_FOUND.
import { sql } from 'drizzle-orm';
import {
  REPLY_NOTE_BODY_TOO_LONG,
  REPLY_NOTE_NONE_SCHEDULED,
  REPLY_NOTE_NOT_CHANGEABLE,
  TEXT_LIMITS,
  replyNoteCancelled,
} from 'contracts';
import { sequenceSteps } from '../../db/schema';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { graphqlClient } from '../../../testkit/http/graphql-client';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { scheduleSequenceForContact } from '../delivery';

const SET_INTERVIEW = `mutation($contactId: Int!, $interviewAt: DateTime) {
  setContactOutcome(contactId: $contactId, outcome: INTERVIEW_INVITE, interviewAt: $interviewAt) { success }
}`;
const STATE = `query($id: Int!) { contact(filter: { id: $id }) { replyNoteOffer replyNote { id status subject body } } }`;
const APPROVE = `mutation($contactId: Int!, $subject: String!, $body: String!) {
  approveReplyNote(contactId: $contactId, kind: THANK_YOU, subject: $subject, body: $body) { id }
}`;
const UPDATE = `mutation($contactId: Int!, $subject: String!, $body: String!) {
  updateReplyNote(contactId: $contactId, subject: $subject, body: $body) { id status subject body }
}`;
const CANCEL = `mutation($contactId: Int!) { cancelReplyNote(contactId: $contactId) { success message kind } }`;

describe('editing and cancelling a scheduled note over /graphql', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** A signed-up user whose contact's first email went out and who has a thank-you scheduled a month ahead. */
  async function scheduled() {
    const { jar, userId } = await signUp(app);
    const client = graphqlClient(app, jar);
    const db = app.db.db;
    const campaign = await insertCampaign(db, userId, { timezone: 'Europe/Berlin' });
    await db
      .insert(sequenceSteps)
      .values([{ campaignId: campaign.id, position: 1, subject: 'Data Analyst at Globex', body: 'Hi Dana', daysDelay: 0 }]);
    const contact = await insertContact(db, campaign, { email: `dana.${userId.slice(0, 8)}@globex.com`, firstName: 'Dana' });
    const { campaignEmailId } = await scheduleSequenceForContact(db, { userId, campaignId: campaign.id, contactId: contact.id });
    await db.execute(sql`UPDATE campaign_emails SET status = 'SENT', sent_at = now(), thread_id = ${`thread-${campaignEmailId}`}
                          WHERE id = ${campaignEmailId}`);
    const interviewAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await client(SET_INTERVIEW, { contactId: contact.id, interviewAt });
    await client(APPROVE, { contactId: contact.id, subject: 'Re: Data Analyst at Globex', body: 'Hi Dana, thank you. Ada' });
    return { client, contactId: contact.id };
  }

  it('edits the scheduled note, then cancels it; the contact offers the thank-you again', async () => {
    const { client, contactId } = await scheduled();
    const { updateReplyNote } = await client(UPDATE, {
      contactId,
      subject: 'Re: Data Analyst at Globex',
      body: 'Hi Dana, thank you for the chat about the analytics team. Ada',
    });
    expect(updateReplyNote).toMatchObject({
      status: 'SCHEDULED',
      body: 'Hi Dana, thank you for the chat about the analytics team. Ada',
    });
    expect((await client(STATE, { id: contactId })).contact.replyNote.body).toBe(updateReplyNote.body);

    expect(await client(CANCEL, { contactId })).toEqual({
      cancelReplyNote: { success: true, message: replyNoteCancelled('THANK_YOU'), kind: 'THANK_YOU' },
    });
    expect(await client(STATE, { id: contactId })).toEqual({ contact: { replyNoteOffer: 'THANK_YOU', replyNote: null } });
    const again = await client.raw(CANCEL, { contactId });
    expect(again.body.errors?.[0]).toMatchObject({ message: REPLY_NOTE_NONE_SCHEDULED, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a note that went, an over-long body, and another user', async () => {
    const { client, contactId } = await scheduled();
    const tooLong = await client.raw(UPDATE, { contactId, subject: 'Re: x', body: 'a'.repeat(TEXT_LIMITS.replyNoteBody + 1) });
    expect(tooLong.body.errors?.[0]).toMatchObject({ message: REPLY_NOTE_BODY_TOO_LONG, extensions: { code: 'BAD_USER_INPUT' } });

    const stranger = graphqlClient(app, (await signUp(app)).jar);
    const foreign = await stranger.raw(CANCEL, { contactId });
    expect(foreign.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    await app.db.db.execute(sql`UPDATE campaign_emails SET status = 'SENT', sent_at = now()
                                 WHERE contact_id = ${contactId} AND kind = 'THANK_YOU'`);
    for (const refused of [
      await client.raw(CANCEL, { contactId }),
      await client.raw(UPDATE, { contactId, subject: 'Re: x', body: 'y' }),
    ]) {
      expect(refused.body.errors?.[0]).toMatchObject({
        message: REPLY_NOTE_NOT_CHANGEABLE,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await client(STATE, { id: contactId })).contact.replyNote).toMatchObject({
      status: 'SENT',
      body: 'Hi Dana, thank you. Ada',
    });
  });
});
