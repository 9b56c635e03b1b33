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

  describe('SigV4 signatures', () => {
    const signedPut = (key: string, contentLength?: number) =>
      getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: 'attachments', Key: key, ContentType: 'application/pdf', ContentLength: contentLength }),
        { expiresIn: 60, signableHeaders: new Set(['content-type', 'content-length']) },
      );

    it('accepts a PUT carrying exactly the signed Content-Type and Content-Length', async () => {
      const url = await signedPut('users/1/cv (1).pdf', 8);
      expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4' });
      expect(put.status).toBe(200);
      expect(s3.objects()).toEqual([expect.objectContaining({ key: 'users/1/cv (1).pdf', size: 8 })]);
    });

    it('refuses another Content-Type than the signed one with 403 SignatureDoesNotMatch', async () => {
      const url = await signedPut('users/1/cv.pdf', 8);
      const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/x-msdownload' }, body: 'MZ......' });
      expect(put.status).toBe(403);
      expect(await put.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
      const none = await fetch(url, { method: 'PUT', body: new Uint8Array(8) });
      expect(none.status).toBe(403);
      expect(s3.objects()).toEqual([]);
    });

    it('refuses a larger or smaller body than the signed Content-Length', async () => {
      const url = await signedPut('users/1/cv.pdf', 8);
      for (const body of [new Uint8Array(9), new Uint8Array(7), new Uint8Array(2 * 1024)]) {
        const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body });
        expect(put.status).toBe(403);
        expect(await put.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
      }
      expect(s3.objects()).toEqual([]);
    });

    it('refuses a URL whose key, query or expiry was changed after signing', async () => {
      const url = new URL(await signedPut('users/1/cv.pdf', 8));
      const put = (target: URL) =>
        fetch(target, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4' });
      const otherKey = new URL(url);
      otherKey.pathname = otherKey.pathname.replace('users/1/', 'users/2/');
      expect((await put(otherKey)).status).toBe(403);
      const longer = new URL(url);
      longer.searchParams.set('X-Amz-Expires', '600');
      expect((await put(longer)).status).toBe(403);
      const forged = new URL(url);
      forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
      expect((await put(forged)).status).toBe(403);
      expect(s3.objects()).toEqual([]);
    });

    it('refuses a request signed with the right access key but another secret', async () => {
      const forger = new S3Client({
        ...s3.clientConfig(),
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'guess' },
      });
      await expect(forger.send(new PutObjectCommand({ Bucket: 'attachments', Key: 'x.txt', Body: 'x' }))).rejects.toMatchObject({
        name: 'SignatureDoesNotMatch',
      });
      const url = await getSignedUrl(forger, new GetObjectCommand({ Bucket: 'attachments', Key: 'x.txt' }), { expiresIn: 60 });
      expect((await fetch(url)).status).toBe(403);
      forger.destroy();
      expect(s3.objects()).toEqual([]);
    });

    it('verifies presigned GETs with response overrides and header-signed SDK calls', async () => {
      await client.send(
        new PutObjectCommand({ Bucket: 'attachments', Key: "a/it's (1)+~.txt", Body: 'hello', ContentType: 'text/plain' }),
      );
      const url = await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: 'attachments',
          Key: "a/it's (1)+~.txt",
          ResponseContentDisposition: 'attachment; filename="it\'s (1).txt"',
        }),
        { expiresIn: 60 },
      );
      const get = await fetch(url);
      expect(get.status).toBe(200);
      expect(get.headers.get('content-disposition')).toBe('attachment; filename="it\'s (1).txt"');
      expect(await get.text()).toBe('hello');
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
