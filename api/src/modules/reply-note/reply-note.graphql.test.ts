// The notes after a reply over /graphql: the contact says which note its outcome offers, draftReplyNote drafts it
// (nothing saved), approveReplyNote schedules it once and Contact.replyNote shows it; bad input is BAD_USER_INPUT
// (bounds, placeholders left, a subject over one line, a note the outcome does not offer) and another user's contact is NOT_FOUND.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  INTERVIEW_DATE_OUT_OF_RANGE,
  REPLY_NOTE_BODY_TOO_LONG,
  REPLY_NOTE_PLACEHOLDER_LEFT,
  SUBJECT_CONTROL_CHARACTERS,
  TEXT_LIMITS,
  replyNoteNotOffered,
} from 'contracts';
import { sequenceSteps } from '../../db/schema';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { scheduleSequenceForContact } from '../delivery';
import { signUp } from '../../../testkit/auth/auth-helpers';

const SET_OUTCOME = `mutation($contactId: Int!, $outcome: ReplyOutcome!) {
  setContactOutcome(contactId: $contactId, outcome: $outcome) { success }
}`;
const SET_INTERVIEW = `mutation($contactId: Int!, $outcome: ReplyOutcome!, $interviewAt: DateTime) {
  setContactOutcome(contactId: $contactId, outcome: $outcome, interviewAt: $interviewAt) { success }
}`;
const STATE = `query($id: Int!) {
  contact(filter: { id: $id }) { id replyNoteOffer replyNote { kind status subject body scheduledFor sentAt timezone threadId } }
}`;
const DRAFT = `query($contactId: Int!, $kind: ReplyNoteKind!) {
  draftReplyNote(contactId: $contactId, kind: $kind) { kind subject body sendAt timezone }
}`;
const APPROVE = `mutation($contactId: Int!, $kind: ReplyNoteKind!, $subject: String!, $body: String!) {
  approveReplyNote(contactId: $contactId, kind: $kind, subject: $subject, body: $body) { id kind status subject scheduledFor threadId }
}`;

describe('notes after a reply over /graphql', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Ada Lovelace', email: `ada.note${++counter}.${Date.now()}@example.com`, jar });
    return { jar, id: userId };
  }

  /** A contact whose first email went out (as the engine records it) in thread `thread-<id>`. */
  async function contacted(userId: string) {
    const db = app.db.db;
    const campaign = await insertCampaign(db, userId, { timezone: 'Europe/Berlin' });
    await db.insert(sequenceSteps).values([
      {
        campaignId: campaign.id,
        position: 1,
        subject: 'Data Analyst at Globex',
        body: 'Hi Dana,\n\nI recently applied for the Data Analyst role at Globex.\n\nAda',
        daysDelay: 0,
        nextMailInThread: true,
      },
      { campaignId: campaign.id, position: 2, subject: '', body: 'Bump', daysDelay: 2, nextMailInThread: true },
    ]);
    const contact = await insertContact(db, campaign, { email: `dana${counter}@globex.com`, firstName: 'Dana' });
    const { campaignEmailId } = await scheduleSequenceForContact(db, { userId, campaignId: campaign.id, contactId: contact.id });
    await db.execute(sql`UPDATE campaign_emails SET status = 'SENT', sent_at = now(), thread_id = ${`thread-${campaignEmailId}`},
                         rfc_message_id = '<first@mail.gmail.com>' WHERE id = ${campaignEmailId}`);
    return { contact, threadId: `thread-${campaignEmailId}` };
  }

  it('an interview offers a thank-you: drafted, approved once, then shown as scheduled', async () => {
    const owner = await signedIn();
    const { contact, threadId } = await contacted(owner.id);
    const before = await app.graphql(STATE, { id: contact.id }, owner.jar);
    expect(before.body.data).toEqual({ contact: { id: contact.id, replyNoteOffer: null, replyNote: null } });

    await app.graphql(SET_OUTCOME, { contactId: contact.id, outcome: 'INTERVIEW_INVITE' }, owner.jar);
    const draft = await app.graphql(DRAFT, { contactId: contact.id, kind: 'THANK_YOU' }, owner.jar);
    expect(draft.body.errors).toBeUndefined();
    const drafted = (draft.body.data as { draftReplyNote: { subject: string; body: string; sendAt: string } }).draftReplyNote;
    expect(drafted).toMatchObject({ kind: 'THANK_YOU', subject: 'Re: Data Analyst at Globex', timezone: 'Europe/Berlin' });
    expect(drafted.body).toContain('Data Analyst');
    expect(drafted.body).toContain('Globex');
    expect(drafted.body.trim().endsWith('Ada Lovelace')).toBe(true);
    // 09:00 in Berlin (08:00 UTC in winter, 07:00 in summer).
    expect(DateTime.fromISO(drafted.sendAt, { zone: 'Europe/Berlin' })).toMatchObject({ hour: 9, minute: 0 });
    expect((await app.graphql(STATE, { id: contact.id }, owner.jar)).body.data).toEqual({
      contact: { id: contact.id, replyNoteOffer: 'THANK_YOU', replyNote: null },
    });

    const approved = await app.graphql(
      APPROVE,
      { contactId: contact.id, kind: 'THANK_YOU', subject: drafted.subject, body: drafted.body },
      owner.jar,
    );
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data).toEqual({
      approveReplyNote: {
        id: expect.any(Number),
        kind: 'THANK_YOU',
        status: 'SCHEDULED',
        subject: drafted.subject,
        scheduledFor: drafted.sendAt,
        threadId,
      },
    });
    const after = await app.graphql(STATE, { id: contact.id }, owner.jar);
    expect(after.body.data).toMatchObject({
      contact: { replyNoteOffer: 'THANK_YOU', replyNote: { kind: 'THANK_YOU', status: 'SCHEDULED', sentAt: null } },
    });
  });

  it('times the thank-you for the morning after an interview next month; a date in 9999 is refused first', async () => {
    const owner = await signedIn();
    const { contact } = await contacted(owner.id);
    const far = await app.graphql(
      SET_INTERVIEW,
      { contactId: contact.id, outcome: 'INTERVIEW_INVITE', interviewAt: '9999-12-31T00:00:00.000Z' },
      owner.jar,
    );
    expect(far.body.errors?.[0]).toMatchObject({ message: INTERVIEW_DATE_OUT_OF_RANGE, extensions: { code: 'BAD_USER_INPUT' } });

    // 14:00 UTC on a Wednesday about a month ahead: the thank-you goes the next business morning, 09:00 in Berlin.
    const interview = new Date();
    interview.setUTCDate(interview.getUTCDate() + 28 + ((3 - interview.getUTCDay() + 7) % 7));
    interview.setUTCHours(14, 0, 0, 0);
    const set = await app.graphql(
      SET_INTERVIEW,
      { contactId: contact.id, outcome: 'INTERVIEW_INVITE', interviewAt: interview.toISOString() },
      owner.jar,
    );
    expect(set.body.errors).toBeUndefined();
    const draft = await app.graphql(DRAFT, { contactId: contact.id, kind: 'THANK_YOU' }, owner.jar);
    const drafted = (draft.body.data as { draftReplyNote: { subject: string; body: string; sendAt: string } }).draftReplyNote;
    const approved = await app.graphql(
      APPROVE,
      { contactId: contact.id, kind: 'THANK_YOU', subject: drafted.subject, body: drafted.body },
      owner.jar,
    );
    expect(approved.body.errors).toBeUndefined();
    const scheduledFor = new Date(
      (approved.body.data as { approveReplyNote: { scheduledFor: string } }).approveReplyNote.scheduledFor,
    );
    // Thursday, unless it is a public holiday in Germany (then a later business day), at 09:00 Berlin time.
    expect(scheduledFor.getTime()).toBeGreaterThan(interview.getTime());
    expect(scheduledFor.getTime() - interview.getTime()).toBeLessThan(6 * 86_400_000);
    expect(scheduledFor.toLocaleString('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' })).toBe('09:00');
  });

  it('refuses bad input clearly and a stranger entirely', async () => {
    const owner = await signedIn();
    const { contact } = await contacted(owner.id);
    await app.graphql(SET_OUTCOME, { contactId: contact.id, outcome: 'NOT_MOVING_FORWARD' }, owner.jar);
    const approve = (variables: Record<string, unknown>, jar = owner.jar) =>
      app.graphql(APPROVE, { contactId: contact.id, kind: 'GRACIOUS_REPLY', subject: 'Re: Data Analyst', ...variables }, jar);

    const tooLong = await approve({ body: 'a'.repeat(TEXT_LIMITS.replyNoteBody + 1) });
    expect(tooLong.body.errors?.[0]).toMatchObject({ message: REPLY_NOTE_BODY_TOO_LONG, extensions: { code: 'BAD_USER_INPUT' } });
    const placeholder = await approve({ body: 'Hi Dana,\n\nThank you.\n\n[Your Name]' });
    expect(placeholder.body.errors?.[0]).toMatchObject({
      message: REPLY_NOTE_PLACEHOLDER_LEFT,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // An edited subject is one line, as a sequence's is: a line break would start a header of its own.
    for (const subject of ['Re: Data Analyst\r\nBcc: eve@evil.example', 'Re: Data\nAnalyst', 'Re: Data\rAnalyst', 'Re:\tData']) {
      const multiLine = await approve({ subject, body: 'Hi Dana,\n\nThank you for letting me know.\n\nAda' });
      expect(multiLine.body.errors?.[0]).toMatchObject({
        message: SUBJECT_CONTROL_CHARACTERS,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const wrongKind = await app.graphql(DRAFT, { contactId: contact.id, kind: 'THANK_YOU' }, owner.jar);
    expect(wrongKind.body.errors?.[0]).toMatchObject({
      message: replyNoteNotOffered('THANK_YOU'),
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const stranger = await signedIn();
    const refused = await approve({ body: 'Hi Dana,\n\nThank you for letting me know.\n\nEve' }, stranger.jar);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const peek = await app.graphql(DRAFT, { contactId: contact.id, kind: 'GRACIOUS_REPLY' }, stranger.jar);
    expect(peek.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.graphql(STATE, { id: contact.id }, owner.jar)).body.data).toMatchObject({
      contact: { replyNoteOffer: 'GRACIOUS_REPLY', replyNote: null },
    });
  });
});
