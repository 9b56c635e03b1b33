import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
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

  describe('ListObjectsV2 and DeleteObjects', () => {
    const put = (key: string) => client.send(new PutObjectCommand({ Bucket: 'attachments', Key: key, Body: 'x' }));
    const listAll = async (prefix: string) => {
      const pages: string[][] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: 'attachments', Prefix: prefix, ContinuationToken: token }),
        );
        pages.push((page.Contents ?? []).map((object) => object.Key!));
        expect(page.KeyCount).toBe(pages.at(-1)!.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
        if (page.IsTruncated) expect(token).toBeTruthy();
      } while (token);
      return pages;
    };

    it('pages 1,001 keys by 1,000 with a continuation token, in key order, within the prefix', async () => {
      const keys = Array.from({ length: 1001 }, (_, i) => `users/a/${String(i).padStart(4, '0')}.txt`);
      for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map(put));
      await put('users/b/other.txt');
      const pages = await listAll('users/a/');
      expect(pages.map((page) => page.length)).toEqual([1000, 1]);
      expect(pages.flat()).toEqual(keys);
    });

    it('honours a smaller max-keys, start-after and a delimiter, and refuses a forged token', async () => {
      await Promise.all(['a/1', 'a/2', 'a/3', 'b/x/1', 'b/y/2', 'c'].map(put));
      const first = await client.send(new ListObjectsV2Command({ Bucket: 'attachments', MaxKeys: 2 }));
      expect(first.Contents?.map((o) => o.Key)).toEqual(['a/1', 'a/2']);
      expect(first.IsTruncated).toBe(true);
      const after = await client.send(new ListObjectsV2Command({ Bucket: 'attachments', StartAfter: 'a/3' }));
      expect(after.Contents?.map((o) => o.Key)).toEqual(['b/x/1', 'b/y/2', 'c']);
      const grouped = await client.send(new ListObjectsV2Command({ Bucket: 'attachments', Prefix: 'b/', Delimiter: '/' }));
      expect(grouped.Contents ?? []).toEqual([]);
      expect(grouped.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['b/x/', 'b/y/']);
      await expect(
        client.send(new ListObjectsV2Command({ Bucket: 'attachments', ContinuationToken: 'bm90LWEtdG9rZW4=' })),
      ).rejects.toMatchObject({ name: 'InvalidArgument', $metadata: { httpStatusCode: 400 } });
    });

    it('a lowered listPageSize pages like S3 at 1,000', async () => {
      const small = await startS3StandIn({ port: 0, listPageSize: 2 });
      const smallClient = new S3Client(small.clientConfig());
      try {
        for (const key of ['k1', 'k2', 'k3']) {
          await smallClient.send(new PutObjectCommand({ Bucket: 'attachments', Key: key, Body: 'x' }));
        }
        const first = await smallClient.send(new ListObjectsV2Command({ Bucket: 'attachments' }));
        expect([first.KeyCount, first.IsTruncated, first.MaxKeys]).toEqual([2, true, 1000]);
        const second = await smallClient.send(
          new ListObjectsV2Command({ Bucket: 'attachments', ContinuationToken: first.NextContinuationToken }),
        );
        expect(second.Contents?.map((o) => o.Key)).toEqual(['k3']);
        expect(second.IsTruncated).toBe(false);
      } finally {
        smallClient.destroy();
        await small.close();
      }
    });

    it('deletes a batch, reporting each key, or only errors in quiet mode', async () => {
      await Promise.all(['d/1', 'd/2', 'keep'].map(put));
      const loud = await client.send(
        new DeleteObjectsCommand({ Bucket: 'attachments', Delete: { Objects: [{ Key: 'd/1' }, { Key: 'never-there' }] } }),
      );
      expect(loud.Deleted?.map((d) => d.Key)).toEqual(['d/1', 'never-there']);
      expect(loud.Errors ?? []).toEqual([]);
      const quiet = await client.send(
        new DeleteObjectsCommand({ Bucket: 'attachments', Delete: { Objects: [{ Key: 'd/2' }], Quiet: true } }),
      );
      expect(quiet.Deleted ?? []).toEqual([]);
      expect(s3.objects().map((o) => o.key)).toEqual(['keep']);
    });

    it('answers per-key errors and keeps those objects', async () => {
      await Promise.all(['ok/1', 'locked/1'].map(put));
      s3.failDeletesUnder('locked/');
      const result = await client.send(
        new DeleteObjectsCommand({
          Bucket: 'attachments',
          Delete: { Objects: [{ Key: 'ok/1' }, { Key: 'locked/1' }], Quiet: true },
        }),
      );
      expect(result.Errors).toEqual([{ Key: 'locked/1', Code: 'AccessDenied', Message: 'Access Denied' }]);
      expect(s3.objects().map((o) => o.key)).toEqual(['locked/1']);
    });

    it('refuses more than 1,000 keys in one request (MalformedXML)', async () => {
      const objects = Array.from({ length: 1001 }, (_, i) => ({ Key: `k${i}` }));
      await expect(
        client.send(new DeleteObjectsCommand({ Bucket: 'attachments', Delete: { Objects: objects } })),
      ).rejects.toMatchObject({ name: 'MalformedXML', $metadata: { httpStatusCode: 400 } });
    });

    it('requires Content-MD5 or a checksum header, and checks Content-MD5', async () => {
      await put('m/1');
      const bare = new S3Client(s3.clientConfig());
      // Drop the integrity headers the SDK adds before the request is signed.
      bare.middlewareStack.add(
        (next) => async (args) => {
          const headers = (args.request as { headers: Record<string, string> }).headers;
          for (const name of Object.keys(headers))
            if (/^(x-amz-checksum-|x-amz-sdk-checksum|content-md5)/i.test(name)) delete headers[name];
          if (tamper) headers['content-md5'] = 'AAAAAAAAAAAAAAAAAAAAAA==';
          return next(args);
        },
        { step: 'build', priority: 'low' },
      );
      let tamper = false;
      const send = () => bare.send(new DeleteObjectsCommand({ Bucket: 'attachments', Delete: { Objects: [{ Key: 'm/1' }] } }));
      await expect(send()).rejects.toMatchObject({ name: 'InvalidRequest', message: expect.stringContaining('Content-MD5') });
      tamper = true;
      await expect(send()).rejects.toMatchObject({ name: 'BadDigest' });
      bare.destroy();
      expect(s3.objects().map((o) => o.key)).toEqual(['m/1']);
    });
  });
});
