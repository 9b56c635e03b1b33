import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import {
  ATTACHMENT_NOT_FOUND,
  fileContentNotAllowed,
  fileTooLarge,
  GMAIL_SEND_SCOPE,
  invalidFileSize,
  unsupportedFileType,
  UPLOAD_NOT_FOUND,
} from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { buildPdf } from '../../../testkit/fixtures/pdf-file.fixture';
import { buildDoc, buildDocx } from '../../../testkit/fixtures/word-files.fixture';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { s3Env } from '../../../testkit/env/s3-env';
import { s3AttachmentStorage } from './attachment-storage.service';
import { verifiedKeyOf } from './upload-key.rules';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { graphqlClient } from '../../../testkit/http/graphql-client';

const SIGN = `mutation($data: GenerateSignedUrlInput!) { generateSignedUrl(data: $data) { message signedUrl uploadLocation } }`;
const CREATE = `mutation($data: CreateEmailAttachmentInput!) {
  createEmailAttachment(data: $data) { emailAttachment { id fileName fileSize fileType createdAt } }
}`;
const LIST = `query($filter: EmailAttachmentFilterInput, $pagination: PaginationInput, $sort: EmailAttachmentSortInput) {
  emailAttachments(filter: $filter, pagination: $pagination, sort: $sort) {
    edges { cursor node { id fileName fileSize } } pageInfo { hasNextPage endCursor } totalCount
  }
}`;
const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;
const CREATE_SEQUENCE = `mutation($campaignId: Int!, $data: CreateEmailSequenceInput!) {
  createEmailSequence(campaignId: $campaignId, data: $data) { success message count }
}`;

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The start of a Windows executable (DOS header pointing at a PE header), to be renamed resume.pdf. */
function executableBytes(): Buffer {
  const exe = Buffer.alloc(1024);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

type Errors = Array<{ message: string; extensions?: { code?: string } }> | undefined;

describe('attachment library over /graphql with the S3 stand-in', () => {
  let app: TestApp;
  let s3: S3StandIn;

  beforeAll(async () => {
    s3 = await startS3StandIn({ port: 0, bucket: 'attachments' });
    app = await startTestApp({
      env: {
        ...s3Env(s3),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    const { userId } = await signUp(app, { name: 'Ada', email: `ada.files${++counter}.${Date.now()}@example.com`, jar });
    return { jar, id: userId };
  }

  const gql = async <T>(query: string, variables: Record<string, unknown>, jar: CookieJar) =>
    (await graphqlClient(app, jar).raw<T>(query, variables)).body as { data?: T | null; errors?: Errors };

  async function sign(jar: CookieJar, data: { fileName: string; fileType: string; fileSize?: number }) {
    const signed = await gql<{ generateSignedUrl: { signedUrl: string; uploadLocation: string; message: string } }>(
      SIGN,
      { data },
      jar,
    );
    expect(signed.errors).toBeUndefined();
    return signed.data!.generateSignedUrl;
  }

  /** Signs (stating the size, as the dashboard does, unless `oldClient`) and PUTs the bytes with the type. */
  async function upload(
    jar: CookieJar,
    fileName: string,
    body: Uint8Array = pdfBytes,
    fileType = PDF,
    { oldClient = false } = {},
  ) {
    const { signedUrl, uploadLocation } = await sign(jar, {
      fileName,
      fileType,
      ...(oldClient ? {} : { fileSize: body.length }),
    });
    const put = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': fileType }, body: new Uint8Array(body) });
    expect(put.status).toBe(200);
    return uploadLocation;
  }

  const register = (jar: CookieJar, data: { fileName: string; fileType: string; fileSize: number; fileUrl: string }) =>
    gql<{ createEmailAttachment: { emailAttachment: { id: number; fileName: string; fileSize: number; fileType: string } } }>(
      CREATE,
      { data },
      jar,
    );

  it('signs an upload, stores the PUT file and lists it with the size S3 reports', async () => {
    const user = await signedIn();
    const location = await upload(user.jar, 'Ada Lovelace CV.pdf');
    expect(location).toMatch(new RegExp(`^users/${user.id}/[0-9a-f-]{36}/Ada_Lovelace_CV\\.pdf$`));
    expect(s3.objects()).toContainEqual(expect.objectContaining({ key: location, size: pdfBytes.length, contentType: PDF }));

    const created = await gql<{ createEmailAttachment: { emailAttachment: { id: number; fileSize: number; fileName: string } } }>(
      CREATE,
      { data: { fileName: 'Ada Lovelace CV.pdf', fileType: PDF, fileSize: 99, fileUrl: location } },
      user.jar,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createEmailAttachment.emailAttachment).toMatchObject({
      fileName: 'Ada Lovelace CV.pdf',
      fileSize: pdfBytes.length,
    });

    const docx = await buildDocx(['Dear hiring manager,']);
    const second = await upload(user.jar, 'Cover letter.docx', docx, DOCX);
    const registered = await register(user.jar, { fileName: 'Cover letter.docx', fileType: DOCX, fileSize: 10, fileUrl: second });
    expect(registered.errors).toBeUndefined();

    const list = await gql<{ emailAttachments: { edges: Array<{ node: { fileName: string } }>; totalCount: number } }>(
      LIST,
      {},
      user.jar,
    );
    expect(list.data!.emailAttachments.totalCount).toBe(2);
    expect(list.data!.emailAttachments.edges.map((e) => e.node.fileName)).toEqual(['Cover letter.docx', 'Ada Lovelace CV.pdf']);
    const searched = await gql<{ emailAttachments: { edges: Array<{ node: { fileName: string } }> } }>(
      LIST,
      { filter: { search: 'lovelace' } },
      user.jar,
    );
    expect(searched.data!.emailAttachments.edges.map((e) => e.node.fileName)).toEqual(['Ada Lovelace CV.pdf']);
    const paged = await gql<{
      emailAttachments: { edges: Array<{ node: { fileName: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(LIST, { pagination: { first: 1 } }, user.jar);
    expect(paged.data!.emailAttachments.pageInfo.hasNextPage).toBe(true);
    const next = await gql<{ emailAttachments: { edges: Array<{ node: { fileName: string } }> } }>(
      LIST,
      { pagination: { first: 1, after: paged.data!.emailAttachments.pageInfo.endCursor } },
      user.jar,
    );
    expect(next.data!.emailAttachments.edges.map((e) => e.node.fileName)).toEqual(['Ada Lovelace CV.pdf']);
  });

  it("keeps each library private: no listing, no registering and no attaching of another user's file", async () => {
    const owner = await signedIn();
    const location = await upload(owner.jar, 'secret.pdf');
    const mine = await gql<{ createEmailAttachment: { emailAttachment: { id: number } } }>(
      CREATE,
      { data: { fileName: 'secret.pdf', fileType: PDF, fileSize: pdfBytes.length, fileUrl: location } },
      owner.jar,
    );
    const attachmentId = mine.data!.createEmailAttachment.emailAttachment.id;

    const other = await signedIn();
    const admin = adminPool(app, 1);
    await admin.query(`insert into mail_grants (user_id, address, scopes) values ($1, 'bea@gmail.com', $2)`, [
      other.id,
      ['openid', 'email', GMAIL_SEND_SCOPE],
    ]);
    await admin.end();
    const list = await gql<{ emailAttachments: { totalCount: number } }>(LIST, {}, other.jar);
    expect(list.data!.emailAttachments.totalCount).toBe(0);
    for (const fileUrl of [location, `${s3.url}/${s3.bucket}/${location}`, `users/${other.id}/../${location.slice(6)}`]) {
      const stolen = await gql(CREATE, { data: { fileName: 'secret.pdf', fileType: PDF, fileSize: 10, fileUrl } }, other.jar);
      expect(stolen.errors?.[0]).toMatchObject({ message: UPLOAD_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    }
    const campaign = await gql<{ createCampaign: { campaign: { id: number } } }>(
      CREATE_CAMPAIGN,
      { data: { name: 'Follow up with Bea', timezone: 'America/New_York', excludeWeekends: true } },
      other.jar,
    );
    const sequence = await gql<{ createEmailSequence: { success: boolean; message: string } }>(
      CREATE_SEQUENCE,
      {
        campaignId: campaign.data!.createCampaign.campaign.id,
        data: {
          emails: [
            { position: 1, subject: 'Hi', body: 'Hello', attachments: [attachmentId], daysDelay: 0, nextMailInThread: true },
          ],
        },
      },
      other.jar,
    );
    expect(sequence.data!.createEmailSequence).toEqual({ success: false, message: ATTACHMENT_NOT_FOUND, count: 0 });
  });

  it('refuses unsupported types, files over 5 MB and uploads that never happened, with the spec messages', async () => {
    const user = await signedIn();
    const badType = await gql(SIGN, { data: { fileName: 'photo.png', fileType: 'image/png' } }, user.jar);
    expect(badType.errors?.[0]).toMatchObject({
      message: unsupportedFileType('photo.png'),
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const claimedBig = await gql(
      CREATE,
      { data: { fileName: 'big.pdf', fileType: PDF, fileSize: 5_242_881, fileUrl: `users/${user.id}/x/big.pdf` } },
      user.jar,
    );
    expect(claimedBig.errors?.[0]?.message).toBe(fileTooLarge('big.pdf'));

    // An older client (no fileSize: only the type is signed) claims a small file but S3 holds 5 MB + 1 byte: the
    // stored size wins, and the object is deleted.
    const big = Buffer.alloc(5_242_881, 1);
    big.write('%PDF-1.4\n', 0, 'latin1');
    const location = await upload(user.jar, 'sneaky.pdf', big, PDF, { oldClient: true });
    const sneaky = await register(user.jar, { fileName: 'sneaky.pdf', fileType: PDF, fileSize: 1000, fileUrl: location });
    expect(sneaky.errors?.[0]?.message).toBe(fileTooLarge('sneaky.pdf'));
    expect(s3.objects().map((o) => o.key)).not.toContain(location);

    const never = await gql(
      CREATE,
      {
        data: {
          fileName: 'ghost.pdf',
          fileType: PDF,
          fileSize: 10,
          fileUrl: `users/${user.id}/00000000-0000-4000-8000-000000000000/ghost.pdf`,
        },
      },
      user.jar,
    );
    expect(never.errors?.[0]?.message).toBe(UPLOAD_NOT_FOUND);
    const list = await gql<{ emailAttachments: { totalCount: number } }>(LIST, {}, user.jar);
    expect(list.data!.emailAttachments.totalCount).toBe(0);
  });
  describe('uploads bound to their type and size', () => {
    it('signs the Content-Type and Content-Length the client states, and S3 refuses another type or size', async () => {
      const user = await signedIn();
      const { signedUrl, uploadLocation } = await sign(user.jar, {
        fileName: 'cv.pdf',
        fileType: PDF,
        fileSize: pdfBytes.length,
      });
      const query = new URL(signedUrl).searchParams;
      expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      // No checksum of an empty body baked into the URL (S3-compatible stores refuse every real file with it).
      expect([...query.keys()].filter((name) => name.toLowerCase().startsWith('x-amz-checksum'))).toEqual([]);

      const put = (contentType: string, body: Uint8Array) =>
        fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': contentType }, body: new Uint8Array(body) });
      const otherType = await put('application/x-msdownload', pdfBytes);
      expect(otherType.status).toBe(403);
      expect(await otherType.text()).toContain('SignatureDoesNotMatch');
      const larger = await put(PDF, Buffer.concat([pdfBytes, Buffer.alloc(5_000_000)]));
      expect(larger.status).toBe(403);
      expect(await larger.text()).toContain('SignatureDoesNotMatch');
      expect(s3.objects().map((o) => o.key)).not.toContain(uploadLocation);

      expect((await put(PDF, pdfBytes)).status).toBe(200);
      expect(s3.objects()).toContainEqual(
        expect.objectContaining({ key: uploadLocation, size: pdfBytes.length, contentType: PDF }),
      );
    });

    it('signs the type alone for a client that states no size (older clients keep working)', async () => {
      const user = await signedIn();
      const { signedUrl } = await sign(user.jar, { fileName: 'cv.pdf', fileType: PDF });
      expect(new URL(signedUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
      const wrongType = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: pdfBytes });
      expect(wrongType.status).toBe(403);
    });

    it('refuses to sign a stated size over 5 MB or below zero', async () => {
      const user = await signedIn();
      const tooBig = await gql(SIGN, { data: { fileName: 'big.pdf', fileType: PDF, fileSize: 5_242_881 } }, user.jar);
      expect(tooBig.errors?.[0]).toMatchObject({ message: fileTooLarge('big.pdf'), extensions: { code: 'BAD_USER_INPUT' } });
      const negative = await gql(SIGN, { data: { fileName: 'odd.pdf', fileType: PDF, fileSize: -1 } }, user.jar);
      expect(negative.errors?.[0]).toMatchObject({ message: invalidFileSize('odd.pdf'), extensions: { code: 'BAD_USER_INPUT' } });
      const atLimit = await gql(SIGN, { data: { fileName: 'max.pdf', fileType: PDF, fileSize: 5_242_880 } }, user.jar);
      expect(atLimit.errors).toBeUndefined();
    });
  });

  describe('registration checks the bytes, not the name', () => {
    it('refuses an executable renamed resume.pdf with the message, and deletes it from storage', async () => {
      const user = await signedIn();
      const location = await upload(user.jar, 'resume.pdf', executableBytes(), PDF);
      expect(s3.objects().map((o) => o.key)).toContain(location);
      const refused = await register(user.jar, { fileName: 'resume.pdf', fileType: PDF, fileSize: 1024, fileUrl: location });
      expect(refused.errors?.[0]).toMatchObject({
        message: fileContentNotAllowed('resume.pdf'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(fileContentNotAllowed('resume.pdf')).toBe('resume.pdf is not a PDF, DOC or DOCX file.');
      expect(s3.objects().map((o) => o.key)).not.toContain(location);
      const list = await gql<{ emailAttachments: { totalCount: number } }>(LIST, {}, user.jar);
      expect(list.data!.emailAttachments.totalCount).toBe(0);
    });

    it('refuses text, an empty file, a PDF named .docx and a non-Word compound file named .doc', async () => {
      const user = await signedIn();
      const notWord = buildDoc('Quarterly numbers');
      const streamName = Buffer.from('WordDocument', 'utf16le');
      Buffer.from('Workbook\0\0\0\0', 'utf16le').copy(notWord, notWord.indexOf(streamName)); // an .xls-like file
      const cases: Array<[string, string, Buffer]> = [
        ['notes.pdf', PDF, Buffer.from('Interview notes\n')],
        ['empty.pdf', PDF, Buffer.alloc(0)],
        ['letter.docx', DOCX, pdfBytes],
        ['sheet.doc', DOC, notWord],
      ];
      for (const [fileName, fileType, bytes] of cases) {
        const location = await upload(user.jar, fileName, bytes, fileType);
        const refused = await register(user.jar, { fileName, fileType, fileSize: bytes.length, fileUrl: location });
        expect(refused.errors?.[0]?.message).toBe(fileContentNotAllowed(fileName));
        expect(s3.objects().map((o) => o.key)).not.toContain(location);
      }
    });

    it('keeps the checked bytes: a second PUT through the still-valid upload URL cannot swap them for an executable', async () => {
      const user = await signedIn();
      const { signedUrl, uploadLocation } = await sign(user.jar, {
        fileName: 'resume.pdf',
        fileType: PDF,
        fileSize: pdfBytes.length,
      });
      const putPdf = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': PDF }, body: new Uint8Array(pdfBytes) });
      expect(putPdf.status).toBe(200);
      const created = await register(user.jar, {
        fileName: 'resume.pdf',
        fileType: PDF,
        fileSize: pdfBytes.length,
        fileUrl: uploadLocation,
      });
      expect(created.errors).toBeUndefined();

      // Same type, same length, other bytes, same URL: storage takes it, but not where the registered file lives.
      const swapped = executableBytes().subarray(0, pdfBytes.length);
      const padded = new Uint8Array(pdfBytes.length);
      padded.set(swapped);
      const putSwap = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': PDF }, body: padded });
      expect(putSwap.status).toBe(200);
      const kept = await s3AttachmentStorage(app.config.s3).objectBytes(verifiedKeyOf(uploadLocation));
      expect(Buffer.from(kept!).equals(Buffer.from(pdfBytes))).toBe(true);

      // Registering the swapped upload again answers the row already stored, not the new bytes.
      const again = await register(user.jar, {
        fileName: 'resume.pdf',
        fileType: PDF,
        fileSize: pdfBytes.length,
        fileUrl: uploadLocation,
      });
      expect(again.data!.createEmailAttachment.emailAttachment.id).toBe(created.data!.createEmailAttachment.emailAttachment.id);
      const list = await gql<{ emailAttachments: { totalCount: number } }>(LIST, {}, user.jar);
      expect(list.data!.emailAttachments.totalCount).toBe(1);
    });

    it('registers a real PDF, DOCX and DOC, storing the type the bytes are', async () => {
      const user = await signedIn();
      const files: Array<[string, string, Buffer, string]> = [
        ['Resume.pdf', PDF, buildPdf([['Ada Lovelace', 'Analyst']]), PDF],
        ['Cover.docx', DOCX, await buildDocx(['Dear hiring manager,']), DOCX],
        ['Old resume.doc', DOC, buildDoc('Ada Lovelace\rAnalyst'), DOC],
        // A browser that reports no type for a Word file: the bytes name it.
        ['Notes.docx', '', await buildDocx(['Notes']), DOCX],
      ];
      for (const [fileName, fileType, bytes, storedType] of files) {
        const location = await upload(user.jar, fileName, bytes, fileType);
        const created = await register(user.jar, { fileName, fileType, fileSize: bytes.length, fileUrl: location });
        expect(created.errors).toBeUndefined();
        expect(created.data!.createEmailAttachment.emailAttachment).toMatchObject({
          fileName,
          fileSize: bytes.length,
          fileType: storedType,
        });
        // The checked bytes are kept under a key no upload URL names; the upload itself is gone.
        expect(s3.objects()).toContainEqual(
          expect.objectContaining({ key: verifiedKeyOf(location), size: bytes.length, contentType: storedType }),
        );
        expect(s3.objects().map((o) => o.key)).not.toContain(location);
      }
    });
  });
});
