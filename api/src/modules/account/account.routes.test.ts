import { startSmtpInbox, type SmtpInbox } from 'devstack/smtp';
import {
  ACCOUNT_DELETED,
  CURRENT_PASSWORD_INCORRECT,
  DELETE_CONFIRMATION_REQUIRED,
  FILL_ALL_FIELDS,
  NAME_MAX_LENGTH,
  NEW_PASSWORD_SAME_AS_CURRENT,
  NEW_PASSWORD_TOO_SHORT,
  NEW_PASSWORDS_DO_NOT_MATCH,
  NO_PASSWORD_TO_CHANGE,
  SIGN_IN_REQUIRED,
  nameTooLong,
} from 'contracts';
import { campaignEmails, mailGrants } from '../../db/schema';
import { purgeDeletedUsers } from '../../jobs/purge-deleted-users.job';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { TEST_PASSWORD, mailTo, sessionUser, signIn, signUp } from '../../../testkit/auth/auth-helpers';

describe('account endpoints', () => {
  let inbox: SmtpInbox;
  let app: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp({ env: { SMTP_URL: inbox.smtpUrl, AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const post = (path: string, json: unknown, jar: CookieJar) => app.request(`/api/auth${path}`, { json, jar });

  it('answers 401 with the message to every signed-out call', async () => {
    const calls: Array<[string, RequestInit & { json?: unknown }]> = [
      ['/api/auth/update-user', { json: { name: 'X' } }],
      ['/api/auth/change-password', { json: { currentPassword: 'a', newPassword: 'bbbbbb' } }],
      ['/api/auth/revoke-sessions', { json: {} }],
      ['/api/auth/delete-user', { json: { confirm: 'DELETE' } }],
      ['/api/auth/export', {}],
    ];
    for (const [path, init] of calls) {
      const response = await app.request(path, { ...init, jar: new CookieJar() });
      expect([path, response.status]).toEqual([path, 401]);
      expect(await response.json()).toEqual({ message: SIGN_IN_REQUIRED });
    }
  });

  describe('update-user', () => {
    it('renames the signed-in user only', async () => {
      const me = await signUp(app, { name: 'Old Name' });
      const other = await signUp(app, { name: 'Someone Else' });
      // Ids in the body are ignored: the session decides whose account changes.
      const response = await post('/update-user', { name: '  New Name ', id: other.userId }, me.jar);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: { name: string } }).user.name).toBe('New Name');
      expect((await sessionUser(app, me.jar))?.name).toBe('New Name');
      expect((await sessionUser(app, other.jar))?.name).toBe('Someone Else');
    });

    it('refuses a blank or over-long name', async () => {
      const { jar } = await signUp(app);
      const blank = await post('/update-user', { name: '   ' }, jar);
      expect(blank.status).toBe(400);
      expect(await blank.json()).toEqual({ message: FILL_ALL_FIELDS });
      const long = await post('/update-user', { name: 'x'.repeat(NAME_MAX_LENGTH + 1) }, jar);
      expect(long.status).toBe(400);
      expect(await long.json()).toEqual({ message: nameTooLong(NAME_MAX_LENGTH) });
    });
  });

  describe('change-password', () => {
    it('answers the four §5 messages and a clear one for a wrong current password', async () => {
      const { jar } = await signUp(app);
      const cases: Array<[Record<string, string>, string]> = [
        [{ currentPassword: '', newPassword: 'abcdefg' }, FILL_ALL_FIELDS],
        [{ currentPassword: TEST_PASSWORD, newPassword: 'abcdefg', confirmPassword: 'abcdefh' }, NEW_PASSWORDS_DO_NOT_MATCH],
        [{ currentPassword: TEST_PASSWORD, newPassword: 'abcde' }, NEW_PASSWORD_TOO_SHORT],
        [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, NEW_PASSWORD_SAME_AS_CURRENT],
        [{ currentPassword: 'not-my-password', newPassword: 'abcdefg' }, CURRENT_PASSWORD_INCORRECT],
      ];
      for (const [body, message] of cases) {
        const response = await post('/change-password', body, jar);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message });
      }
    });

    it('changes the password, keeps this browser signed in and signs the others out', async () => {
      const { jar, email } = await signUp(app);
      const { jar: laptop } = await signIn(app, email);
      const response = await post('/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass' }, jar);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect(await sessionUser(app, jar)).not.toBeNull();
      expect(await sessionUser(app, laptop)).toBeNull();
      expect((await signIn(app, email, TEST_PASSWORD)).response.status).toBe(401);
      expect((await signIn(app, email, 'changed-pass')).response.status).toBe(200);
    });

    it("mails the owner 'Your password was changed', with no secret in it, and only after a change", async () => {
      const { jar, email } = await signUp(app, { name: 'Grace Hopper' });
      const refused = await post('/change-password', { currentPassword: 'not-my-password', newPassword: 'abcdefg' }, jar);
      expect(refused.status).toBe(400);
      const response = await post('/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass' }, jar);
      expect(response.status).toBe(200);
      const message = await mailTo(inbox, email, 'Your password was changed');
      expect(message.text).toContain('Hi Grace Hopper,');
      expect(message.text).toMatch(/was changed on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, from the account settings/);
      expect(message.links).toEqual(['http://localhost:8080/forgot-password']);
      expect(message.text).not.toContain('changed-pass');
      expect(message.text).not.toContain(TEST_PASSWORD);
      expect(inbox.messages().filter((m) => m.to.includes(email) && m.subject === 'Your password was changed')).toHaveLength(1);
    });

    it('explains that a Google-only account has no password to change', async () => {
      const { jar, userId } = await signUp(app);
      await app.db.pool.query('update users set password_hash = null where id = $1', [userId]);
      const response = await post('/change-password', { currentPassword: 'whatever', newPassword: 'abcdefg' }, jar);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: NO_PASSWORD_TO_CHANGE });
    });
  });

  it('revoke-sessions signs out every other session of the user, and no one else', async () => {
    const { jar, email } = await signUp(app);
    const { jar: phone } = await signIn(app, email);
    const stranger = await signUp(app);
    const response = await post('/revoke-sessions', {}, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await sessionUser(app, jar)).not.toBeNull();
    expect(await sessionUser(app, phone)).toBeNull();
    expect(await sessionUser(app, stranger.jar)).not.toBeNull();
  });

  describe('delete-user', () => {
    it('needs the confirmation word', async () => {
      const { jar } = await signUp(app);
      for (const body of [{}, { confirm: 'delete' }, { confirm: true }]) {
        const response = await post('/delete-user', body, jar);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: DELETE_CONFIRMATION_REQUIRED });
      }
      expect(await sessionUser(app, jar)).not.toBeNull();
    });

    it('signs out everywhere, pauses campaigns, stops scheduled email and purges after 30 days', async () => {
      const { jar, email, userId } = await signUp(app);
      const { jar: phone } = await signIn(app, email);
      const other = await signUp(app);
      const db = app.db.db;

      const campaign = await insertCampaign(db, userId);
      const contact = await insertContact(db, campaign);
      const [sent, scheduled] = await db
        .insert(campaignEmails)
        .values([
          {
            userId,
            campaignId: campaign.id,
            contactId: contact.id,
            position: 1,
            subject: 'Hi',
            body: 'B',
            status: 'SENT',
            sentAt: new Date(),
          },
          {
            userId,
            campaignId: campaign.id,
            contactId: contact.id,
            position: 2,
            subject: 'Re: Hi',
            body: 'B2',
            scheduledFor: new Date(Date.now() + 86_400_000),
          },
        ])
        .returning();
      await db
        .insert(mailGrants)
        .values({ userId, address: 'me@gmail.com', scopes: ['https://www.googleapis.com/auth/gmail.send'] });
      const otherCampaign = await insertCampaign(db, other.userId);
      const otherContact = await insertContact(db, otherCampaign);
      const [othersEmail] = await db
        .insert(campaignEmails)
        .values({
          userId: other.userId,
          campaignId: otherCampaign.id,
          contactId: otherContact.id,
          position: 1,
          subject: 'S',
          body: 'B',
        })
        .returning();

      const response = await post('/delete-user', { confirm: 'DELETE' }, jar);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect(jar.get('sid')).toBeUndefined();
      expect(await sessionUser(app, phone)).toBeNull();
      expect((await signIn(app, email)).response.status).toBe(401);
      expect(await sessionUser(app, other.jar)).not.toBeNull();

      const {
        rows: [user],
      } = await app.db.pool.query<{ deleted_at: Date; purge_after: Date; email: string; password_hash: string | null }>(
        'select deleted_at, purge_after, email, password_hash from users where id = $1',
        [userId],
      );
      const days = (user!.purge_after.getTime() - user!.deleted_at.getTime()) / 86_400_000;
      expect(days).toBe(30);
      expect(user!.email).not.toBe(email);
      expect(user!.password_hash).toBeNull();

      const { rows: campaigns } = await app.db.pool.query('select user_id, is_active from campaigns where id = any($1)', [
        [campaign.id, otherCampaign.id],
      ]);
      expect(campaigns.find((row) => row.user_id === userId)?.is_active).toBe(false);
      expect(campaigns.find((row) => row.user_id === other.userId)?.is_active).toBe(true);
      const { rows: emails } = await app.db.pool.query<{ id: number; status: string; error_message: string | null }>(
        'select id, status, error_message from campaign_emails where id = any($1)',
        [[sent!.id, scheduled!.id, othersEmail!.id]],
      );
      const byId = new Map(emails.map((row) => [row.id, row]));
      expect(byId.get(scheduled!.id)).toMatchObject({ status: 'ERROR', error_message: ACCOUNT_DELETED });
      expect(byId.get(sent!.id)).toMatchObject({ status: 'SENT', error_message: null });
      expect(byId.get(othersEmail!.id)).toMatchObject({ status: 'SCHEDULED' });
      const { rows: grants } = await app.db.pool.query('select revoked_at from mail_grants where user_id = $1', [userId]);
      expect(grants[0]!.revoked_at).not.toBeNull();

      // The address is free again at once.
      expect((await signUp(app, { email })).userId).not.toBe(userId);

      // The purge job removes the data once the grace period is over, not before.
      expect(await purgeDeletedUsers(db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
      expect(await purgeDeletedUsers(db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
      const { rowCount } = await app.db.pool.query('select 1 from campaigns where user_id = $1', [userId]);
      expect(rowCount).toBe(0);
    });
  });

  describe('export', () => {
    it('downloads everything about the user as JSON, and nothing secret or of anyone else', async () => {
      const { jar, userId, email } = await signUp(app, { name: 'Export Me' });
      const verification = await mailTo(inbox, email, 'Verify your email address');
      const verifyToken = new URL(verification.links[0]!).searchParams.get('token')!;
      const db = app.db.db;
      const campaign = await insertCampaign(db, userId, { name: 'My campaign' });
      const contact = await insertContact(db, campaign, { email: 'dana@example.com' });
      await app.db.pool.query(
        `insert into sequence_steps (campaign_id, position, subject, body, days_delay) values ($1, 1, 'Step one', 'Body', 0)`,
        [campaign.id],
      );
      const {
        rows: [attachment],
      } = await app.db.pool.query<{ id: number }>(
        `insert into attachments (user_id, file_name, file_type, file_size, storage_key) values ($1, 'resume.pdf', 'application/pdf', 1234, 'users/x/resume.pdf') returning id`,
        [userId],
      );
      await app.db.pool.query(
        `insert into step_attachments (step_id, attachment_id) select id, $2 from sequence_steps where campaign_id = $1`,
        [campaign.id, attachment!.id],
      );
      await db.insert(campaignEmails).values({
        userId,
        campaignId: campaign.id,
        contactId: contact.id,
        position: 1,
        subject: 'Sent one',
        body: 'Hello',
        status: 'SENT',
        claimToken: 'claim-secret',
      });
      await db.insert(mailGrants).values({
        userId,
        address: 'me@gmail.com',
        scopes: ['https://www.googleapis.com/auth/gmail.send'],
        refreshTokenCiphertext: 'CIPHERTEXT-SECRET',
        refreshTokenIv: 'IV',
        refreshTokenTag: 'TAG',
        keyId: 'k1',
        accessToken: 'ACCESS-SECRET',
      });
      // What the Reply Engine and the chat keep: the resume's text, the conversation; and the product's mail log.
      await app.db.pool.query(`update attachments set extracted_text = $2, text_status = 'ok' where id = $1`, [
        attachment!.id,
        'RESUME-TEXT-MARKER Jane Doe, frontend engineer',
      ]);
      await app.db.pool.query(`insert into chat_conversations (user_id, step, messages, context) values ($1, 2, $2::jsonb, $3)`, [
        userId,
        JSON.stringify([
          { id: 'm1', role: 'user', content: 'https://www.linkedin.com/in/dana-x', timestamp: '2026-01-01T00:00:00.000Z' },
          { id: 'm2', role: 'bot', content: 'CHAT-BOT-MARKER', timestamp: '2026-01-01T00:00:01.000Z' },
        ]),
        JSON.stringify({ aboutMe: 'CHAT-ABOUT-ME-MARKER', role: null }),
      ]);
      await app.db.pool.query(
        `insert into notification_log (user_id, kind, subject_key, contact_id, status, sent_at) values ($1, 'REPLY_ALERT', $2, $3, 'SENT', now())`,
        [userId, `contact:${contact.id}`, contact.id],
      );
      await app.db.pool.query(`update contacts set stop_reason = 'REPLIED' where id = $1`, [contact.id]);
      await app.db.pool.query(`insert into access_requests (email) values ($1)`, [email.toUpperCase()]);
      const {
        rows: [posting],
      } = await app.db.pool.query<{ id: number }>(
        `insert into job_postings (user_id, url, role, company, excerpt, imported_at, last_checked_at, next_check_at)
         values ($1, 'https://boards.greenhouse.io/acme/jobs/1', 'Data Analyst', 'Acme', 'POSTING-TEXT-MARKER', now(), now(), now())
         returning id`,
        [userId],
      );
      await app.db.pool.query(`update campaigns set job_posting_id = $2 where id = $1`, [campaign.id, posting!.id]);

      const stranger = await signUp(app);
      await insertCampaign(db, stranger.userId, { name: 'Stranger campaign' });
      await app.db.pool.query(
        `insert into chat_conversations (user_id, step, messages, context) values ($1, 0, '[]'::jsonb, '{"aboutMe":"STRANGER-CHAT"}')`,
        [stranger.userId],
      );

      const response = await app.request('/api/auth/export', { jar });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="?followup-agent-export-\d{4}-\d{2}-\d{2}\.json"?$/,
      );
      const raw = await response.text();
      const data = JSON.parse(raw);

      expect(data.profile).toMatchObject({
        id: userId,
        name: 'Export Me',
        email,
        emailVerified: false,
        signInMethods: ['password'],
      });
      expect(data.campaigns.map((c: { name: string }) => c.name)).toEqual(['My campaign']);
      expect(data.contacts).toEqual([expect.objectContaining({ email: 'dana@example.com', campaignId: campaign.id })]);
      expect(data.sequenceSteps).toEqual([expect.objectContaining({ subject: 'Step one', attachmentIds: [attachment!.id] })]);
      expect(data.emails).toEqual([expect.objectContaining({ subject: 'Sent one', status: 'SENT' })]);
      expect(data.attachments).toEqual([
        expect.objectContaining({ fileName: 'resume.pdf', fileSize: 1234, fileType: 'application/pdf' }),
      ]);
      expect(data.mailPermission).toMatchObject({ provider: 'google', address: 'me@gmail.com' });
      expect(data.profile).toMatchObject({ notifyReplyAlerts: true, notifySequenceUpdates: true });
      expect(data.attachments[0]).toMatchObject({
        extractedText: 'RESUME-TEXT-MARKER Jane Doe, frontend engineer',
        textStatus: 'ok',
      });
      expect(data.chatConversation).toMatchObject({
        step: 2,
        messages: [
          expect.objectContaining({ role: 'user', content: 'https://www.linkedin.com/in/dana-x' }),
          expect.objectContaining({ role: 'bot', content: 'CHAT-BOT-MARKER' }),
        ],
        context: { aboutMe: 'CHAT-ABOUT-ME-MARKER', role: null },
      });
      expect(data.contacts[0]).toMatchObject({ stopReason: 'REPLIED' });
      expect(data.notifications).toEqual([
        expect.objectContaining({ kind: 'REPLY_ALERT', contactId: contact.id, status: 'SENT' }),
      ]);
      expect(data.accessRequest).toMatchObject({ email: email.toUpperCase() });
      // The postings the user imported and what became of them; the employer's own text is not the user's data.
      expect(data.jobPostings).toEqual([
        expect.objectContaining({
          id: posting!.id,
          url: 'https://boards.greenhouse.io/acme/jobs/1',
          role: 'Data Analyst',
          status: 'open',
        }),
      ]);
      expect(data.campaigns[0]).toMatchObject({ jobPostingId: posting!.id });
      expect(raw).not.toContain('POSTING-TEXT-MARKER');

      const {
        rows: [hash],
      } = await app.db.pool.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
      for (const secret of [
        hash!.password_hash,
        TEST_PASSWORD,
        'CIPHERTEXT-SECRET',
        'ACCESS-SECRET',
        'claim-secret',
        verifyToken,
        'users/x/resume.pdf',
      ]) {
        expect(raw).not.toContain(secret);
      }
      expect(raw).not.toMatch(/passwordHash|tokenHash|refreshToken|accessToken|claimToken|storageKey/);
      expect(raw).not.toContain('Stranger campaign');
      expect(raw).not.toContain('STRANGER-CHAT');
    });
  });
});
