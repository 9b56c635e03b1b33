// A resume's text is stored sealed with the token key ring: the column holds ciphertext (read with raw SQL), the app
// reads it back, text stored plain before encryption is sealed at its next read, and key rotation keeps old rows
// readable (re-sealed under the active key); a row no key opens any more is read again from its file.
import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import type { AppConfig } from '../../config/config';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { TEST_TOKEN_KEYS } from '../../../testkit/env/google-env';
import { s3Env } from '../../../testkit/env/s3-env';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { buildPdf } from '../../../testkit/fixtures/pdf-file.fixture';
import { resumeParsePoolFor } from './resume-parse.pool';
import { resumeTextFor } from './resume-text.service';
import { signUp } from '../../../testkit/auth/auth-helpers';

const GENERATE = `mutation($attachmentId: Int) {
  generateJobEmails(hiringManagerName: "Sam", jobRole: "Staff Engineer at Globex", attachmentId: $attachmentId) {
    success message data { email_1 { body } }
  }
}`;
const SIGN = `mutation($data: GenerateSignedUrlInput!) { generateSignedUrl(data: $data) { uploadLocation signedUrl } }`;
const REGISTER = `mutation($data: CreateEmailAttachmentInput!) { createEmailAttachment(data: $data) { emailAttachment { id } } }`;
const PDF = 'application/pdf';
const RESUME = buildPdf([['Jordan Lee', 'Backend engineer, 9 years of Go and PostgreSQL.']]);

describe('resume text encrypted at rest', () => {
  let s3: S3StandIn;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await startS3StandIn({ port: 0, bucket: 'attachments' });
    app = await startTestApp({ env: { ...s3Env(s3), ...TEST_TOKEN_KEYS } });
  });
  afterAll(async () => {
    await resumeParsePoolFor(app.config).close();
    await app.close();
    await s3.close();
  });

  let counter = 0;
  async function uploadResume(): Promise<{ jar: CookieJar; userId: string; id: number }> {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Jordan Lee', email: `jordan.enc${++counter}.${Date.now()}@example.com`, jar });
    const signed = await app.graphql<{ generateSignedUrl: { uploadLocation: string; signedUrl: string } }>(
      SIGN,
      { data: { fileName: 'resume.pdf', fileType: PDF, fileSize: RESUME.length } },
      jar,
    );
    const { signedUrl, uploadLocation } = signed.body.data!.generateSignedUrl;
    await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': PDF }, body: new Uint8Array(RESUME) });
    const created = await app.graphql<{ createEmailAttachment: { emailAttachment: { id: number } } }>(
      REGISTER,
      { data: { fileName: 'resume.pdf', fileType: PDF, fileSize: RESUME.length, fileUrl: uploadLocation } },
      jar,
    );
    return { jar, userId, id: created.body.data!.createEmailAttachment.emailAttachment.id };
  }
  const rawText = async (id: number) =>
    (await app.db.pool.query<{ extracted_text: string | null }>('select extracted_text from attachments where id = $1', [id]))
      .rows[0]!.extracted_text;
  const setRawText = (id: number, text: string) =>
    app.db.pool.query(`update attachments set extracted_text = $2, text_status = 'ok' where id = $1`, [id, text]);
  const withActiveKey = (activeKeyId: string, keyIds = ['k1', 'k2']): AppConfig => ({
    ...app.config,
    tokenEncryption: { keys: app.config.tokenEncryption.keys.filter((k) => keyIds.includes(k.id)), activeKeyId },
  });

  it('stores ciphertext under the active key, and drafts from it', async () => {
    const { jar, userId, id } = await uploadResume();
    const stored = await rawText(id);
    expect(stored).toMatch(/^enc1\.k1\./);
    expect(stored).not.toMatch(/Jordan|Backend|PostgreSQL/);

    const lookup = await resumeTextFor(app.db.db, app.config, userId, id);
    expect(lookup).toEqual({ found: true, ok: true, text: expect.stringContaining('9 years of Go and PostgreSQL') });
    const { body } = await app.graphql<{ generateJobEmails: { success: boolean; data: { email_1: { body: string } } } }>(
      GENERATE,
      { attachmentId: id },
      jar,
    );
    expect(body.data!.generateJobEmails.success).toBe(true);
    expect(body.data!.generateJobEmails.data.email_1.body).toMatch(/9 years|Go|PostgreSQL/);
  });

  it('reads text stored plain before encryption, and seals it at that read', async () => {
    const { userId, id } = await uploadResume();
    await setRawText(id, 'Plain resume text written before encryption: Rust, Kafka.');
    expect(await resumeTextFor(app.db.db, app.config, userId, id)).toEqual({
      found: true,
      ok: true,
      text: 'Plain resume text written before encryption: Rust, Kafka.',
    });
    const stored = await rawText(id);
    expect(stored).toMatch(/^enc1\.k1\./);
    expect(stored).not.toContain('Kafka');
  });

  it('after rotation to a new key, reads rows sealed under the old one and re-seals them', async () => {
    const { userId, id } = await uploadResume();
    const underK1 = await rawText(id);
    const rotated = withActiveKey('k2');
    const lookup = await resumeTextFor(app.db.db, rotated, userId, id);
    expect(lookup).toMatchObject({ ok: true, text: expect.stringContaining('9 years of Go') });
    const resealed = await rawText(id);
    expect(resealed).toMatch(/^enc1\.k2\./);
    expect(resealed).not.toBe(underK1);
    // Once re-sealed, the retired key can leave the ring.
    expect(await resumeTextFor(app.db.db, withActiveKey('k2', ['k2']), userId, id)).toMatchObject({ ok: true });
  });

  it('text moved onto another row does not open there; a row no key opens is read again from its file', async () => {
    const first = await uploadResume();
    const second = await uploadResume();
    await setRawText(second.id, (await rawText(first.id))!);
    expect(await resumeTextFor(app.db.db, app.config, second.userId, second.id)).toMatchObject({
      ok: true,
      text: expect.stringContaining('9 years of Go'),
    });
    // Its own file was read again and sealed for this row.
    const stored = await rawText(second.id);
    expect(stored).not.toBe(await rawText(first.id));
    expect(await resumeTextFor(app.db.db, app.config, second.userId, second.id)).toMatchObject({ ok: true });

    const onlyK2 = withActiveKey('k2', ['k2']);
    expect(await resumeTextFor(app.db.db, onlyK2, first.userId, first.id)).toMatchObject({ ok: true });
    expect(await rawText(first.id)).toMatch(/^enc1\.k2\./);
  });
});
