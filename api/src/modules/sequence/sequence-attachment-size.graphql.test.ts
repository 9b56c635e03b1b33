// Gmail refuses an email whose attachments add up to more than 25 MB: createEmailSequence and the draft autosave
// refuse such a step with the contracts message, and save nothing.
import { GMAIL_ATTACHMENTS_MAX_BYTES, GMAIL_SEND_SCOPE, attachmentsTooLarge } from 'contracts';
import { attachments, mailGrants } from '../../db/schema';
import { insertCampaign } from '../../../testkit/db/db-fixtures';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { signUp } from '../../../testkit/auth/auth-helpers';

const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message count }
}`;
const SAVE_DRAFT = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  saveSequenceDraft(campaignId: $campaignId, data: $data) { success message count }
}`;
type Payload = { success: boolean; message: string; count: number };

describe("a step's attachments must fit Gmail's 25 MB", () => {
  let app: TestApp;
  const jar = new CookieJar();
  let userId: string;

  beforeAll(async () => {
    app = await startTestApp();
    userId = (await signUp(app, { name: 'Files', email: `files.${Date.now()}@example.com`, jar })).userId;
    await app.db.db.insert(mailGrants).values({ userId, address: 'files@gmail.com', scopes: ['openid', GMAIL_SEND_SCOPE] });
  });
  afterAll(() => app.close());

  const file = async (fileSize: number) => {
    const [row] = await app.db.db
      .insert(attachments)
      .values({
        userId,
        fileName: 'resume.pdf',
        fileType: 'application/pdf',
        fileSize,
        storageKey: `users/${userId}/${fileSize}.pdf`,
      })
      .returning();
    return row!.id;
  };
  const steps = (second: number[]) => [
    { position: 1, subject: 'Engineer role at Acme', body: 'Hi {{contact_first_name}}', daysDelay: 0, nextMailInThread: true },
    { position: 2, subject: '', body: 'Bumping this.', daysDelay: 2, nextMailInThread: true, attachments: second },
  ];

  it('refuses email 2 with 26 MB of files, on save and on the draft autosave, and accepts exactly 25 MB', async () => {
    const campaign = await insertCampaign(app.db.db, userId);
    const tooMuch = [await file(20 * 1024 * 1024), await file(6 * 1024 * 1024)];
    for (const mutation of [CREATE_SEQUENCE, SAVE_DRAFT]) {
      const { body } = await app.graphql<Record<string, Payload>>(
        mutation,
        { campaignId: campaign.id, data: { emails: steps(tooMuch) } },
        jar,
      );
      expect(Object.values(body.data!)[0]).toMatchObject({ success: false, message: attachmentsTooLarge(2) });
    }
    const exactly = [await file(GMAIL_ATTACHMENTS_MAX_BYTES - 1024), await file(1024)];
    const { body } = await app.graphql<{ saveSequenceDraft: Payload }>(
      SAVE_DRAFT,
      { campaignId: campaign.id, data: { emails: steps(exactly) } },
      jar,
    );
    expect(body.data!.saveSequenceDraft).toMatchObject({ success: true, count: 2 });
  });
});
