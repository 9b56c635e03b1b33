// The engine's HTTP faces on the real app: sendTestEmail (GraphQL), attachments streamed from S3 into the
// message, and the open-tracking pixel.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import { formatSendingResumeTime, GMAIL_SEND_SCOPE, gmailDailyLimitReached } from 'contracts';
import { attachments, campaignEmails, sequenceSteps, stepAttachments } from '../../db/schema';
import { insertCampaign, insertContact } from '../../../testkit/db/db-fixtures';
import { grantSendingPausedUntil, pauseGrantSending, storeGrant } from '../mailbox';
import { openToken } from '../tracking';
import { s3AttachmentSigner } from './send';
import { createConfiguredEngine } from '../mail-providers';
import { deliverySettingsFrom } from './delivery.settings';
import { scheduleSequenceForContact } from './schedule';
import { startAppWithLogs, type AppWithLogs } from '../../../testkit/http/app-with-logs';
import { googleEnv, TEST_TOKEN_KEYS } from '../../../testkit/env/google-env';
import { TEST_SETTINGS } from '../../../testkit/delivery/delivery-harness';
import { zoneInsideWindow } from '../../../testkit/delivery/zones';
import { s3Env } from '../../../testkit/env/s3-env';

const SEND_TEST = `mutation Send($data: SendTestEmailInput!) { sendTestEmail(data: $data) { success message hasRefreshToken } }`;
type TestResult = { sendTestEmail: { success: boolean; message: string; hasRefreshToken: boolean } };
const PDF = Buffer.from('%PDF-1.4\n% a tiny resume\n');

describe('sendTestEmail, attachments and open tracking on the app', () => {
  let google: GoogleStandIn;
  let s3: S3StandIn;
  let app: AppWithLogs;
  let counter = 0;

  beforeAll(async () => {
    google = await startGoogleStandIn({ port: 0 });
    s3 = await startS3StandIn({ port: 0 });
    app = await startAppWithLogs({
      ...googleEnv(google),
      ...TEST_TOKEN_KEYS,
      ...s3Env(s3),
    });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    await google.close();
  });
  beforeEach(() => google.reset());

  const newUser = () => {
    counter += 1;
    return app.signUp('Grace Hopper', `grace${counter}.${Date.now()}@example.com`);
  };
  const connectGmail = async (userId: string) => {
    const scopes = ['openid', 'email', GMAIL_SEND_SCOPE];
    const { refreshToken } = google.issueTokens({ email: 'test.user@gmail.com', scopes });
    await storeGrant(app.db.db, app.config.tokenEncryption, {
      userId,
      provider: 'google',
      address: 'test.user@gmail.com',
      scopes,
      refreshToken,
    });
  };
  const uploadResume = async (userId: string) => {
    const key = `${userId}/resume.pdf`;
    await new S3Client(s3.clientConfig()).send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: PDF, ContentType: 'application/pdf' }),
    );
    const [row] = await app.db.db
      .insert(attachments)
      .values({ userId, fileName: 'resume.pdf', fileType: 'application/pdf', fileSize: PDF.length, storageKey: key })
      .returning();
    return row!;
  };

  it("answers Campaign.gmailSendingPausedUntil while Gmail's daily sending limit holds the account, else null", async () => {
    const { jar, userId } = await newUser();
    await connectGmail(userId);
    const campaign = await insertCampaign(app.db.db, userId, { timezone: zoneInsideWindow(), excludeWeekends: false });
    const query = `query One($id: Int!) { campaign(filter: { id: $id }) { campaign { gmailSendingPausedUntil } } }`;
    type Answer = { campaign: { campaign: { gmailSendingPausedUntil: string | null } } };
    const read = async () => (await app.graphql<Answer>(query, { id: campaign.id }, jar)).data!.campaign.campaign;

    expect(await read()).toEqual({ gmailSendingPausedUntil: null });
    const until = new Date(Date.now() + 3_600_000);
    await pauseGrantSending(app.db.db, userId, until);
    expect(await read()).toEqual({ gmailSendingPausedUntil: until.toISOString() });
    // An earlier time never shortens the wait.
    await pauseGrantSending(app.db.db, userId, new Date(Date.now() - 1_000));
    expect(await read()).toEqual({ gmailSendingPausedUntil: until.toISOString() });
  });

  it('asks to authorize Gmail when there is no grant', async () => {
    const { jar } = await newUser();
    const { data } = await app.graphql<TestResult>(SEND_TEST, { data: { subject: 'Hi', body: 'Hello' } }, jar);
    expect(data!.sendTestEmail).toEqual({
      success: false,
      hasRefreshToken: false,
      message: 'You need to authorize Gmail to send test emails',
    });
    expect(await google.sentMessages()).toHaveLength(0);
  });

  it("sends the draft to the user's own address from their Gmail, placeholders filled, attachments included", async () => {
    const { jar, userId } = await newUser();
    await connectGmail(userId);
    const resume = await uploadResume(userId);
    const { data } = await app.graphql<TestResult>(
      SEND_TEST,
      {
        data: {
          subject: 'Engineer role, {{contact_first_name}}',
          body: 'Hi {{contact_first_name}},\n{{your_name}}',
          attachments: [resume.id],
        },
      },
      jar,
    );
    const email = ((await app.request('/api/auth/get-session', { jar }).then((r) => r.json())) as { user: { email: string } })
      .user.email;
    expect(data!.sendTestEmail).toEqual({ success: true, hasRefreshToken: true, message: `Test email sent to ${email}` });
    const [message] = await google.sentMessages();
    expect(message).toMatchObject({ from: '"Grace Hopper" <test.user@gmail.com>', subject: 'Engineer role, Grace' });
    expect(message!.to).toEqual([email]);
    expect(message!.text.trim()).toBe('Hi Grace,\nGrace Hopper');
    expect(message!.attachments).toEqual([
      expect.objectContaining({ filename: 'resume.pdf', contentType: 'application/pdf', size: PDF.length }),
    ]);
  });

  it("says when sending resumes if Gmail's daily limit refuses the test email, and holds the account's sequences", async () => {
    const { jar, userId } = await newUser();
    await connectGmail(userId);
    const until = new Date(Date.now() + 2 * 3_600_000);
    google.limitSending('test.user@gmail.com', until);
    const { data } = await app.graphql<TestResult>(SEND_TEST, { data: { subject: 'Hi', body: 'Hello' } }, jar);
    expect(data!.sendTestEmail).toEqual({
      success: false,
      hasRefreshToken: true,
      message: gmailDailyLimitReached(formatSendingResumeTime(until)),
    });
    expect(await grantSendingPausedUntil(app.db.db, userId, new Date())).toEqual(until);
  });

  it('refuses an empty body', async () => {
    const { jar, userId } = await newUser();
    await connectGmail(userId);
    const { data } = await app.graphql<TestResult>(SEND_TEST, { data: { subject: 'Hi', body: '   ' } }, jar);
    expect(data!.sendTestEmail).toMatchObject({ success: false, message: 'Email body cannot be empty' });
  });

  it('answers hasRefreshToken false once Google has revoked the grant', async () => {
    const { jar, userId } = await newUser();
    await connectGmail(userId);
    google.revokeAccount('test.user@gmail.com');
    const { data } = await app.graphql<TestResult>(SEND_TEST, { data: { subject: 'Hi', body: 'Hello' } }, jar);
    expect(data!.sendTestEmail).toMatchObject({ success: false, hasRefreshToken: false });
  });

  it("streams a step's attachment into a campaign email, and records its first open from the pixel", async () => {
    const { userId } = await newUser();
    await connectGmail(userId);
    const resume = await uploadResume(userId);
    const campaign = await insertCampaign(app.db.db, userId, {
      timezone: zoneInsideWindow(),
      excludeWeekends: false,
      trackOpens: true,
    });
    const [step] = await app.db.db
      .insert(sequenceSteps)
      .values({ campaignId: campaign.id, position: 1, subject: 'Engineer role', body: 'Resume attached.' })
      .returning();
    await app.db.db.insert(stepAttachments).values({ stepId: step!.id, attachmentId: resume.id });
    const contact = await insertContact(app.db.db, campaign, { email: 'dana@acme.example' });
    const { campaignEmailId } = await scheduleSequenceForContact(app.db.db, {
      userId,
      campaignId: campaign.id,
      contactId: contact.id,
    });

    const engine = createConfiguredEngine({
      db: app.db.db,
      config: app.config,
      logger: (await import('../../logging/logger')).createLogger({ level: 'silent' }),
      settings: deliverySettingsFrom(app.config, TEST_SETTINGS),
      signer: s3AttachmentSigner(app.config),
    });
    expect(await engine.deliver(campaignEmailId)).toBe('sent');
    const [message] = await google.sentMessages();
    expect(message!.attachments).toEqual([expect.objectContaining({ filename: 'resume.pdf', size: PDF.length })]);

    const pixelPath = /src="http:\/\/localhost:8080(\/api\/track\/open\/[^"]+)"/.exec(message!.html)![1]!;
    expect(pixelPath).toBe(`/api/track/open/${openToken(app.config.session.secret, campaignEmailId)}.gif`);
    const first = await app.request(pixelPath);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/gif');
    expect(first.headers.get('cache-control')).toContain('no-store');
    const [opened] = await app.db.db.select().from(campaignEmails).where(eq(campaignEmails.id, campaignEmailId));
    expect(opened).toMatchObject({ status: 'OPENED', openedAt: expect.any(Date) });

    await app.request(pixelPath);
    const [again] = await app.db.db.select().from(campaignEmails).where(eq(campaignEmails.id, campaignEmailId));
    expect(again!.openedAt).toEqual(opened!.openedAt); // set once

    // A forged token answers the same image and changes nothing.
    const forged = await app.request(`/api/track/open/${campaignEmailId}.AAAAAAAAAAAAAAAAAAAAAA.gif`);
    expect(forged.status).toBe(200);
    expect(forged.headers.get('content-type')).toBe('image/gif');
  });
});
