// Upload URLs after a deletion, with the S3 stand-in (which refuses an expired presigned URL like S3 does): a URL
// lives S3_UPLOAD_URL_TTL_SECONDS; deleting a file removes its whole upload folder, and deleting a file or an account
// sweeps again once the URLs have expired, so nothing written through a still-valid URL survives.
import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import { startAppWithLogs, type AppWithLogs } from '../../../testkit/http/app-with-logs';
import { TEST_TOKEN_KEYS } from '../../../testkit/env/google-env';
import { s3Env } from '../../../testkit/env/s3-env';
import type { CookieJar } from '../../../testkit/http/cookie-jar';
import { attachmentStorageFor } from './attachment-storage.service';
import { deleteUserFiles } from './attachment-deletion.service';
import { uploadFolderOf, userFolder } from './upload-key.rules';

const SIGN = `mutation($data: GenerateSignedUrlInput!) { generateSignedUrl(data: $data) { signedUrl uploadLocation } }`;
const CREATE = `mutation($data: CreateEmailAttachmentInput!) { createEmailAttachment(data: $data) { emailAttachment { id } } }`;
const DELETE = `mutation($id: Int!) { deleteEmailAttachment(id: $id) { deleted } }`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TTL_SECONDS = 8;

describe('upload URLs after a deletion, with the S3 stand-in', () => {
  let s3: S3StandIn;
  let app: AppWithLogs;
  let counter = 0;

  beforeAll(async () => {
    s3 = await startS3StandIn({ port: 0 });
    app = await startAppWithLogs({ ...TEST_TOKEN_KEYS, ...s3Env(s3), S3_UPLOAD_URL_TTL_SECONDS: String(TTL_SECONDS) });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  const newUser = () => app.signUp('Ada Lovelace', `ada.urls${++counter}.${Date.now()}@example.com`);
  const put = (url: string) => fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: PDF });
  const keysUnder = (prefix: string) => s3.objects().flatMap((o) => (o.key.startsWith(prefix) ? [o.key] : []));
  async function gone(prefix: string, withinMs: number): Promise<boolean> {
    for (const until = Date.now() + withinMs; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
      if (keysUnder(prefix).length === 0) return true;
    }
    return false;
  }

  async function upload(jar: CookieJar) {
    const signed = await app.graphql<{ generateSignedUrl: { signedUrl: string; uploadLocation: string } }>(
      SIGN,
      { data: { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: PDF.length } },
      jar,
    );
    const { signedUrl, uploadLocation } = signed.data!.generateSignedUrl;
    expect((await put(signedUrl)).status).toBe(200);
    const created = await app.graphql<{ createEmailAttachment: { emailAttachment: { id: number } } }>(
      CREATE,
      { data: { fileName: 'cv.pdf', fileType: 'application/pdf', fileSize: PDF.length, fileUrl: uploadLocation } },
      jar,
    );
    return { signedUrl, folder: uploadFolderOf(uploadLocation)!, id: created.data!.createEmailAttachment.emailAttachment.id };
  }

  it('signs upload URLs for the configured short lifetime', async () => {
    const { jar } = await newUser();
    const { signedUrl } = await upload(jar);
    expect(new URL(signedUrl).searchParams.get('X-Amz-Expires')).toBe(String(TTL_SECONDS));
  });

  it("deletes a file's whole upload folder, and sweeps again what its still-valid URL wrote after the deletion", async () => {
    const { jar } = await newUser();
    const { signedUrl, folder, id } = await upload(jar);
    expect((await put(signedUrl)).status).toBe(200); // the URL still writes the upload key after registration
    expect(keysUnder(folder)).toHaveLength(2);
    expect((await app.graphql<{ deleteEmailAttachment: { deleted: boolean } }>(DELETE, { id }, jar)).data).toEqual({
      deleteEmailAttachment: { deleted: true },
    });
    expect(keysUnder(folder)).toEqual([]);

    expect((await put(signedUrl)).status).toBe(200); // written after the deletion, through a URL not yet expired
    expect(await gone(folder, (TTL_SECONDS * 2 + 6) * 1_000)).toBe(true);
    expect((await put(signedUrl)).status).toBe(403); // expired by now
  }, 60_000);

  it("sweeps a deleted account's folder again, upload keys included", async () => {
    const { jar, userId } = await newUser();
    const { signedUrl } = await upload(jar);
    await deleteUserFiles(app.db.db, attachmentStorageFor(app.config), userId);
    expect(keysUnder(userFolder(userId))).toEqual([]);
    expect((await put(signedUrl)).status).toBe(200);
    expect(await gone(userFolder(userId), (TTL_SECONDS * 2 + 6) * 1_000)).toBe(true);
  }, 60_000);
});
