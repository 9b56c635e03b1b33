import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';

let s3: S3StandIn;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3StandIn({ port: 0, maxObjectBytes: 1024 * 1024 });
  client = new S3Client(s3.clientConfig());
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});
beforeEach(() => {
  s3.reset();
});

describe('S3 stand-in', () => {
  it('round-trips a presigned PUT and a presigned GET', async () => {
    const key = 'users/42/resume (final).pdf';
    const putUrl = await getSignedUrl(
      client,
      new PutObjectCommand({ Bucket: 'attachments', Key: key, ContentType: 'application/pdf' }),
      {
        expiresIn: 300,
      },
    );
    expect(putUrl).toContain(`${s3.url}/attachments/`);
    const put = await fetch(putUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4 fake' });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

    const getUrl = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'attachments', Key: key }), { expiresIn: 300 });
    const get = await fetch(getUrl);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('application/pdf');
    expect(await get.text()).toBe('%PDF-1.4 fake');

    const listed = (await (await fetch(`${s3.url}/__control/objects`)).json()) as Array<Record<string, unknown>>;
    expect(listed).toEqual([expect.objectContaining({ bucket: 'attachments', key, size: 13, contentType: 'application/pdf' })]);
  });

  it('rejects an expired presigned URL with 403 AccessDenied', async () => {
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'attachments', Key: 'a.txt' }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 10 * 60 * 1000),
    });
    const response = await fetch(url);
    expect(response.status).toBe(403);
    const xml = await response.text();
    expect(xml).toContain('<Code>AccessDenied</Code>');
    expect(xml).toContain('Request has expired');
  });

  it('rejects an upload over the size limit', async () => {
    const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: 'attachments', Key: 'big.bin' }), { expiresIn: 60 });
    const response = await fetch(url, { method: 'PUT', body: new Uint8Array(1024 * 1024 + 1) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<Code>EntityTooLarge</Code>');
    expect(s3.objects()).toEqual([]);
  });

  it('serves plain SDK PutObject / HeadObject / GetObject calls', async () => {
    await client.send(
      new PutObjectCommand({
        Bucket: 'attachments',
        Key: 'notes/hello.txt',
        Body: 'hello from the sdk',
        ContentType: 'text/plain',
        Metadata: { owner: 'u1' },
      }),
    );
    const head = await client.send(new HeadObjectCommand({ Bucket: 'attachments', Key: 'notes/hello.txt' }));
    expect(head.ContentLength).toBe(18);
    expect(head.Metadata).toEqual({ owner: 'u1' });
    const got = await client.send(new GetObjectCommand({ Bucket: 'attachments', Key: 'notes/hello.txt' }));
    expect(got.ContentType).toBe('text/plain');
    expect(await got.Body?.transformToString()).toBe('hello from the sdk');
    await expect(client.send(new GetObjectCommand({ Bucket: 'attachments', Key: 'missing' }))).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  });

  it('refuses requests signed with another access key', async () => {
    const stranger = new S3Client({ ...s3.clientConfig(), credentials: { accessKeyId: 'someone', secretAccessKey: 'x' } });
    await expect(stranger.send(new GetObjectCommand({ Bucket: 'attachments', Key: 'a' }))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    stranger.destroy();
  });
});
