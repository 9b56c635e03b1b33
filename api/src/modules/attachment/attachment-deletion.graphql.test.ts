// Deleting a file from the library over /graphql, with the S3 stand-in and the Google stand-in: the object leaves
// the bucket, the list no longer shows it, and a file on emails not sent yet is only deleted once the user has
// seen which sequences carry it (then the email goes out without it).
import { startGoogleStandIn, type GoogleStandIn } from 'devstack/google';
import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import { ATTACHMENT_NOT_FOUND, attachmentInUse, fileDeleted, fileDeletedAndDetached, GMAIL_SEND_SCOPE } from 'contracts';
import { insertContact } from '../../../testkit/db/db-fixtures';
import { startAppWithLogs, type AppWithLogs } from '../../../testkit/http/app-with-logs';
import { googleEnv, TEST_TOKEN_KEYS } from '../../../testkit/env/google-env';
import { s3Env } from '../../../testkit/env/s3-env';
import type { CookieJar } from '../../../testkit/http/cookie-jar';
import { createLogger } from '../../logging/logger';
import { storeGrant } from '../mailbox';
import { deliverySettingsFrom, s3AttachmentSigner, scheduleSequenceForContact } from '../delivery';
import { createConfiguredEngine } from '../mail-providers';
import { TEST_SETTINGS } from '../../../testkit/delivery/delivery-harness';
import { zoneInsideWindow } from '../../../testkit/delivery/zones';

const SIGN = `mutation($data: GenerateSignedUrlInput!) { generateSignedUrl(data: $data) { signedUrl uploadLocation } }`;
const CREATE = `mutation($data: CreateEmailAttachmentInput!) { createEmailAttachment(data: $data) { emailAttachment { id } } }`;
const LIST = `{ emailAttachments { edges { node { id fileName } } totalCount } }`;
const DELETE = `mutation($id: Int!, $detach: Boolean) {
  deleteEmailAttachment(id: $id, detachFromSequences: $detach) { deleted message usedBy { campaignId name } }
}`;
const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message }
}`;
const STEPS = `query($id: Int!) { campaign(filter: { id: $id }) { campaign {
  emailSequences { edges { node { position emailAttachments { id fileName } } } }
} } }`;

type Deletion = { deleted: boolean; message: string; usedBy: Array<{ campaignId: number; name: string }> };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('deleteEmailAttachment with the S3 stand-in', () => {
  let google: GoogleStandIn;
  let s3: S3StandIn;
  let app: AppWithLogs;
  let counter = 0;

  beforeAll(async () => {
    google = await startGoogleStandIn({ port: 0 });
    s3 = await startS3StandIn({ port: 0 });
    app = await startAppWithLogs({ ...googleEnv(google), ...TEST_TOKEN_KEYS, ...s3Env(s3) });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    await google.close();
  });

  const newUser = () => app.signUp('Grace Hopper', `grace.files${++counter}.${Date.now()}@example.com`);
  const gql = async <T>(query: string, variables: Record<string, unknown>, jar: CookieJar) => {
    const answer = await app.graphql<T>(query, variables, jar);
    return answer as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  };

  /** The dashboard's path: a signed PUT to the stand-in, then registration. Answers the id and stored key. */
  async function upload(jar: CookieJar, fileName: string) {
    const signed = await gql<{ generateSignedUrl: { signedUrl: string; uploadLocation: string } }>(
      SIGN,
      { data: { fileName, fileType: 'application/pdf', fileSize: PDF.length } },
      jar,
    );
    const { signedUrl, uploadLocation } = signed.data!.generateSignedUrl;
    const put = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: PDF });
    expect(put.status).toBe(200);
    const created = await gql<{ createEmailAttachment: { emailAttachment: { id: number } } }>(
      CREATE,
      { data: { fileName, fileType: 'application/pdf', fileSize: PDF.length, fileUrl: uploadLocation } },
      jar,
    );
    const id = created.data!.createEmailAttachment.emailAttachment.id;
    // The checked copy the api keeps (the upload itself was removed at registration).
    const [key] = s3.objects().filter((o) => o.key.startsWith(uploadLocation.slice(0, uploadLocation.lastIndexOf('/') + 1)));
    return { id, key: key!.key };
  }

  const listed = async (jar: CookieJar) =>
    (
      await gql<{ emailAttachments: { edges: Array<{ node: { fileName: string } }> } }>(LIST, {}, jar)
    ).data!.emailAttachments.edges.map((edge) => edge.node.fileName);
  const remove = async (jar: CookieJar, id: number, detach?: boolean) =>
    gql<{ deleteEmailAttachment: Deletion }>(DELETE, { id, ...(detach === undefined ? {} : { detach }) }, jar);

  it('deletes a file: the object leaves the bucket and the library no longer lists it', async () => {
    const { jar } = await newUser();
    const cv = await upload(jar, 'cv.pdf');
    const letter = await upload(jar, 'letter.pdf');
    expect(s3.objects().map((o) => o.key)).toEqual(expect.arrayContaining([cv.key, letter.key]));

    const answer = await remove(jar, cv.id);
    expect(answer.data!.deleteEmailAttachment).toEqual({ deleted: true, message: fileDeleted('cv.pdf'), usedBy: [] });
    const keys = s3.objects().map((o) => o.key);
    expect(keys).not.toContain(cv.key);
    expect(keys).toContain(letter.key);
    expect(await listed(jar)).toEqual(['letter.pdf']);

    // Deleted already: not found, as is another user's file.
    expect((await remove(jar, cv.id)).errors?.[0]).toMatchObject({
      message: ATTACHMENT_NOT_FOUND,
      extensions: { code: 'NOT_FOUND' },
    });
    const stranger = await newUser();
    expect((await remove(stranger.jar, letter.id)).errors?.[0]).toMatchObject({ message: ATTACHMENT_NOT_FOUND });
    expect(s3.objects().map((o) => o.key)).toContain(letter.key);
  });

  it('names the sequence of an unsent email first; once confirmed, detaches the file and the email goes without it', async () => {
    const { jar, userId } = await newUser();
    const scopes = ['openid', 'email', GMAIL_SEND_SCOPE];
    const { refreshToken } = google.issueTokens({ email: 'test.user@gmail.com', scopes });
    await storeGrant(app.db.db, app.config.tokenEncryption, {
      userId,
      provider: 'google',
      address: 'test.user@gmail.com',
      scopes,
      refreshToken,
    });
    const resume = await upload(jar, 'resume.pdf');

    const created = await gql<{ createCampaign: { campaign: { id: number } } }>(
      CREATE_CAMPAIGN,
      { data: { name: 'Acme platform role', timezone: zoneInsideWindow(), excludeWeekends: false } },
      jar,
    );
    const campaignId = created.data!.createCampaign.campaign.id;
    const sequence = await gql<{ createEmailSequence: { success: boolean } }>(
      CREATE_SEQUENCE,
      {
        campaignId,
        data: {
          emails: [
            {
              position: 1,
              subject: 'Platform role',
              body: 'Hi, resume attached.',
              attachments: [resume.id],
              daysDelay: 0,
              nextMailInThread: true,
            },
          ],
        },
      },
      jar,
    );
    expect(sequence.data!.createEmailSequence.success).toBe(true);
    const [campaign] = await app.db.db.query.campaigns.findMany({ where: (c, { eq }) => eq(c.id, campaignId) });
    const contact = await insertContact(app.db.db, campaign!, { email: 'dana@acme.example' });
    const { campaignEmailId } = await scheduleSequenceForContact(app.db.db, { userId, campaignId, contactId: contact.id });

    const first = await remove(jar, resume.id);
    expect(first.data!.deleteEmailAttachment).toEqual({
      deleted: false,
      message: attachmentInUse('resume.pdf', ['Acme platform role']),
      usedBy: [{ campaignId, name: 'Acme platform role' }],
    });
    expect(first.data!.deleteEmailAttachment.message).toContain('"Acme platform role"');
    expect(s3.objects().map((o) => o.key)).toContain(resume.key);
    expect(await listed(jar)).toEqual(['resume.pdf']);

    const confirmed = await remove(jar, resume.id, true);
    expect(confirmed.data!.deleteEmailAttachment).toEqual({
      deleted: true,
      message: fileDeletedAndDetached('resume.pdf', ['Acme platform role']),
      usedBy: [{ campaignId, name: 'Acme platform role' }],
    });
    expect(s3.objects().map((o) => o.key)).not.toContain(resume.key);
    expect(await listed(jar)).toEqual([]);
    type Steps = { campaign: { campaign: { emailSequences: { edges: Array<{ node: { emailAttachments: unknown[] } }> } } } };
    const steps = await gql<Steps>(STEPS, { id: campaignId }, jar);
    expect(steps.data!.campaign.campaign.emailSequences.edges.map((edge) => edge.node.emailAttachments)).toEqual([[]]);

    const engine = createConfiguredEngine({
      db: app.db.db,
      config: app.config,
      logger: createLogger({ level: 'silent' }),
      settings: deliverySettingsFrom(app.config, TEST_SETTINGS),
      signer: s3AttachmentSigner(app.config),
    });
    expect(await engine.deliver(campaignEmailId)).toBe('sent');
    const [message] = await google.sentMessages();
    expect(message).toMatchObject({ subject: 'Platform role' });
    expect(message!.attachments).toEqual([]);
  });
});
