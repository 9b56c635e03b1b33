import pg from 'pg';
import { startS3StandIn, type S3StandIn } from 'devstack/s3';
import { ATTACHMENT_NOT_FOUND, fileTooLarge, GMAIL_SEND_SCOPE, unsupportedFileType, UPLOAD_NOT_FOUND } from 'contracts';
import { CookieJar } from '../../testing/cookie-jar';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { s3Env } from '../../testing/s3-env';

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
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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
    const response = await app.request('/api/auth/sign-up/email', {
      json: { name: 'Ada', email: `ada.files${++counter}.${Date.now()}@example.com`, password: 'secret-pass' },
      jar,
    });
    const { user } = (await response.json()) as { user: { id: string } };
    return { jar, id: user.id };
  }

  const gql = async <T>(query: string, variables: Record<string, unknown>, jar: CookieJar) =>
    (await app.graphql<T>(query, variables, jar)).body as { data?: T | null; errors?: Errors };

  async function upload(jar: CookieJar, fileName: string, body: Uint8Array = pdfBytes, fileType = PDF) {
    const signed = await gql<{ generateSignedUrl: { signedUrl: string; uploadLocation: string; message: string } }>(
      SIGN,
      { data: { fileName, fileType } },
      jar,
    );
    const { signedUrl, uploadLocation } = signed.data!.generateSignedUrl;
    const put = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': fileType }, body: new Uint8Array(body) });
    expect(put.status).toBe(200);
    return uploadLocation;
  }

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

    const second = await upload(
      user.jar,
      'Cover letter.docx',
      Buffer.from('docx bytes'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    await gql(
      CREATE,
      {
        data: {
          fileName: 'Cover letter.docx',
          fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          fileSize: 10,
          fileUrl: second,
        },
      },
      user.jar,
    );

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
    const admin = new pg.Pool({ connectionString: app.config.database.url, max: 1 });
    await admin.query(`insert into google_grants (user_id, google_email, scopes) values ($1, 'bea@gmail.com', $2)`, [
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

    // Claims to be small but S3 holds 5 MB + 1 byte: the stored size wins.
    const location = await upload(user.jar, 'sneaky.pdf', Buffer.alloc(5_242_881, 1));
    const sneaky = await gql(
      CREATE,
      { data: { fileName: 'sneaky.pdf', fileType: PDF, fileSize: 1000, fileUrl: location } },
      user.jar,
    );
    expect(sneaky.errors?.[0]?.message).toBe(fileTooLarge('sneaky.pdf'));

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
});
