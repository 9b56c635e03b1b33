// resendBouncedEmail over /graphql against real PostgreSQL (product.md §11): after a failure notice whose reason is
// unknown, the bounced email is due again, to the same or a corrected address; someone else's contact is NOT_FOUND,
// a contact with no such bounce or a bad address is BAD_USER_INPUT with the contracts message, and nothing changes.
import { eq } from 'drizzle-orm';
import { NO_BOUNCE_TO_RESEND, bouncedEmailResent, bouncedReasonUnknown } from 'contracts';
import { campaignEmails, contacts } from '../../db/schema';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { startAppWithLogs, type AppWithLogs } from '../../../testkit/http/app-with-logs';

const RESEND = `mutation($contactId: Int!, $email: String) {
  resendBouncedEmail(contactId: $contactId, email: $email) { message email { id status scheduledFor errorMessage } }
}`;
/** The first GraphQL error with its extensions (the kit types only the message). */
const firstError = (errors: unknown) => (errors as Array<{ message: string; extensions?: { code?: string } }> | undefined)?.[0];
type Answer = { resendBouncedEmail: { message: string; email: { id: number; status: string; errorMessage: string | null } } };

describe('resendBouncedEmail over /graphql', () => {
  let app: AppWithLogs;
  let counter = 0;
  beforeAll(async () => {
    app = await startAppWithLogs({});
  });
  afterAll(() => app.close());

  /** A user whose contact's first email came back with an unreadable failure notice. */
  async function bounced() {
    counter += 1;
    const { jar, userId } = await app.signUp('Grace Hopper', `bounce${counter}.${Date.now()}@example.com`);
    const campaign = await insertCampaign(app.db.db, userId, { timezone: 'Europe/Berlin' });
    const contact = await insertContact(app.db.db, campaign, { email: `dana${counter}@acme.example` });
    const message = bouncedReasonUnknown(contact.email!);
    await app.db.db
      .update(contacts)
      .set({ status: 'ERROR', stopReason: 'BOUNCED_REASON_UNKNOWN', errorMessage: message })
      .where(eq(contacts.id, contact.id));
    const [email] = await app.db.db
      .insert(campaignEmails)
      .values({
        userId,
        campaignId: campaign.id,
        contactId: contact.id,
        position: 1,
        subject: 'Engineer role',
        body: 'Hello',
        status: 'ERROR',
        sentAt: new Date(Date.now() - 3_600_000),
        errorMessage: message,
        threadId: 'thread-1',
      })
      .returning();
    return { jar, contact, email: email! };
  }

  it('makes the bounced email due again to the same address, once', async () => {
    const { jar, contact, email } = await bounced();
    const { data, errors } = await app.graphql<Answer>(RESEND, { contactId: contact.id }, jar);
    expect(errors).toBeUndefined();
    expect(data!.resendBouncedEmail).toMatchObject({
      message: bouncedEmailResent(contact.email!),
      email: { id: email.id, status: 'SCHEDULED', errorMessage: null },
    });
    const again = await app.graphql<Answer>(RESEND, { contactId: contact.id }, jar);
    expect(firstError(again.errors)).toMatchObject({ message: NO_BOUNCE_TO_RESEND, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('sends to a corrected address, and refuses one that is not an address', async () => {
    const { jar, contact } = await bounced();
    const bad = await app.graphql<Answer>(RESEND, { contactId: contact.id, email: 'dana@' }, jar);
    expect(firstError(bad.errors)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const [unchanged] = await app.db.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(unchanged).toMatchObject({ email: contact.email, stopReason: 'BOUNCED_REASON_UNKNOWN' });

    const { data } = await app.graphql<Answer>(RESEND, { contactId: contact.id, email: 'dana.scully@acme.example' }, jar);
    expect(data!.resendBouncedEmail.message).toBe(bouncedEmailResent('dana.scully@acme.example'));
    const [fixed] = await app.db.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(fixed!.email).toBe('dana.scully@acme.example');
  });

  it("answers NOT_FOUND for someone else's contact and changes nothing", async () => {
    const { contact, email } = await bounced();
    const stranger = await app.signUp('Eve', `eve${Date.now()}@example.com`);
    const { errors } = await app.graphql<Answer>(RESEND, { contactId: contact.id }, stranger.jar);
    expect(firstError(errors)?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await app.db.db.select().from(campaignEmails).where(eq(campaignEmails.id, email.id));
    expect(row!.status).toBe('ERROR');
  });
});
