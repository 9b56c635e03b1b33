// Upload, then draft: createEmailAttachment reads a file's text once (in a worker) and keeps the outcome, and
// generateJobEmails answers from it, a hostile resume with the clear message, never parsing it twice.
import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import { RESUME_READER_BUSY, RESUME_TOO_COMPLEX } from 'contracts';
import { eq } from 'drizzle-orm';
import { attachments } from '../../db/schema';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { s3Env } from '../../../testkit/env/s3-env';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { buildPdf } from '../../../testkit/fixtures/pdf-file.fixture';
import { buildDocx } from '../../../testkit/fixtures/word-files.fixture';
import { entityDocx, nestedFormsPdf, zipBombDocx } from '../../../testkit/fixtures/hostile-files.fixture';
import { resumeParsePoolFor } from './resume-parse.pool';
import { signUp } from '../../../testkit/auth/auth-helpers';

const GENERATE = `mutation($hiringManagerName: String!, $jobRole: String!, $attachmentId: Int, $aboutMe: String) {
  generateJobEmails(hiringManagerName: $hiringManagerName, jobRole: $jobRole, attachmentId: $attachmentId, aboutMe: $aboutMe) {
    success message data { email_1 { subject body } }
  }
}`;
const SIGN = `mutation($data: GenerateSignedUrlInput!) { generateSignedUrl(data: $data) { uploadLocation signedUrl } }`;
const REGISTER = `mutation($data: CreateEmailAttachmentInput!) { createEmailAttachment(data: $data) { emailAttachment { id } } }`;
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Payload = { success: boolean; message: string; data: { email_1: { subject: string; body: string } } | null };

describe('resume text: read at upload, drafted from the stored outcome', () => {
  let s3: S3StandIn;
  let app: TestApp;
  /** One reader and no queue: a second file while one is read finds every reader busy. */
  let busyApp: TestApp;

  beforeAll(async () => {
    s3 = await startS3StandIn({ port: 0, bucket: 'attachments' });
    app = await startTestApp({ env: { ...s3Env(s3), RESUME_PARSE_TIMEOUT_MS: '1500' } });
    busyApp = await startTestApp({
      env: { ...s3Env(s3), RESUME_PARSE_TIMEOUT_MS: '3000', RESUME_PARSE_CONCURRENCY: '1', RESUME_PARSE_QUEUE: '0' },
    });
  });
  afterAll(async () => {
    for (const each of [app, busyApp]) {
      if (!each) continue;
      await resumeParsePoolFor(each.config).close();
      await each.close();
    }
    await s3?.close();
  });

  let counter = 0;
  async function signedIn(on: TestApp = app) {
    const jar = new CookieJar();
    await signUp(on, { name: 'Ada Lovelace', email: `ada.resume${++counter}.${Date.now()}@example.com`, jar });
    return jar;
  }
  async function upload(jar: CookieJar, fileName: string, fileType: string, bytes: Buffer, on = app): Promise<number> {
    const signed = await on.graphql<{ generateSignedUrl: { uploadLocation: string; signedUrl: string } }>(
      SIGN,
      { data: { fileName, fileType, fileSize: bytes.length } },
      jar,
    );
    const { signedUrl, uploadLocation } = signed.body.data!.generateSignedUrl;
    const put = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': fileType }, body: new Uint8Array(bytes) });
    expect(put.status).toBe(200);
    const created = await on.graphql<{ createEmailAttachment: { emailAttachment: { id: number } } }>(
      REGISTER,
      { data: { fileName, fileType, fileSize: bytes.length, fileUrl: uploadLocation } },
      jar,
    );
    expect(created.body.errors).toBeUndefined();
    return created.body.data!.createEmailAttachment.emailAttachment.id;
  }
  const stored = async (id: number, on = app) => (await on.db.db.select().from(attachments).where(eq(attachments.id, id)))[0]!;
  const draft = async (jar: CookieJar, attachmentId: number, on = app) => {
    const { body } = await on.graphql<{ generateJobEmails: Payload }>(
      GENERATE,
      { hiringManagerName: 'Sam', jobRole: 'Staff Engineer at Globex', attachmentId },
      jar,
    );
    expect(body.errors).toBeUndefined();
    return body.data!.generateJobEmails;
  };

  it("stores an ordinary resume's text at upload and drafts from it", async () => {
    const jar = await signedIn();
    const id = await upload(
      jar,
      'resume.docx',
      DOCX,
      await buildDocx(['Jordan Lee', 'Backend engineer, 9 years of Go and PostgreSQL.']),
    );
    expect(await stored(id)).toMatchObject({ textStatus: 'ok', extractedText: expect.stringMatching(/^enc1\./) });
    expect((await stored(id)).extractedText).not.toContain('9 years of Go');
    const result = await draft(jar, id);
    expect(result.success).toBe(true);
    expect(result.data!.email_1.body).toMatch(/9 years|Go|PostgreSQL/);
  });

  it('keeps a hostile upload, stores the refusal once, and answers it at every draft without parsing again', async () => {
    const jar = await signedIn();
    const pool = resumeParsePoolFor(app.config);
    const hostile: Array<[string, string, Buffer]> = [
      ['bomb.docx', DOCX, await zipBombDocx(30)],
      ['entities.docx', DOCX, await entityDocx()],
      ['nested.pdf', PDF, nestedFormsPdf(10)],
    ];
    for (const [fileName, fileType, bytes] of hostile) {
      const id = await upload(jar, fileName, fileType, bytes);
      expect(await stored(id)).toMatchObject({ textStatus: 'too-complex', extractedText: null });

      const parse = jest.spyOn(pool, 'parse');
      try {
        for (let i = 0; i < 2; i++) {
          expect(await draft(jar, id)).toEqual({ success: false, message: RESUME_TOO_COMPLEX, data: null });
        }
        expect(parse).not.toHaveBeenCalled();
      } finally {
        parse.mockRestore();
      }
    }
    expect(RESUME_TOO_COMPLEX).toBe('This resume could not be read: it is too large or malformed. Try a PDF export of it.');
  });

  it('reads a file uploaded before texts were read at upload at its first draft, once', async () => {
    const jar = await signedIn();
    const id = await upload(
      jar,
      'resume.pdf',
      PDF,
      buildPdf([['Riley Chen', 'Data engineer: cut pipeline costs by 30% with Spark.']]),
    );
    await app.db.db.update(attachments).set({ textStatus: null, extractedText: null }).where(eq(attachments.id, id));

    const parse = jest.spyOn(resumeParsePoolFor(app.config), 'parse');
    try {
      expect((await draft(jar, id)).success).toBe(true);
      expect(await stored(id)).toMatchObject({ textStatus: 'ok', extractedText: expect.stringMatching(/^enc1\./) });
      expect((await draft(jar, id)).success).toBe(true);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('keeps an upload while every reader is busy, stores nothing, and says so at a draft until a reader is free', async () => {
    const jar = await signedIn(busyApp);
    const pool = resumeParsePoolFor(busyApp.config);
    const resume = buildPdf([['Riley Chen', 'Data engineer: cut pipeline costs by 30% with Spark.']]);
    const hostile = pool.parse(nestedFormsPdf(10), { contentType: PDF, fileName: 'nested.pdf' });

    const id = await upload(jar, 'resume.pdf', PDF, resume, busyApp);
    expect(await stored(id, busyApp)).toMatchObject({ textStatus: null, extractedText: null });
    expect(await draft(jar, id, busyApp)).toEqual({ success: false, message: RESUME_READER_BUSY, data: null });
    expect(await stored(id, busyApp)).toMatchObject({ textStatus: null });

    expect(await hostile).toEqual({ ok: false, reason: 'too-complex' });
    expect((await draft(jar, id, busyApp)).success).toBe(true);
    expect(await stored(id, busyApp)).toMatchObject({ textStatus: 'ok' });
  });
});
