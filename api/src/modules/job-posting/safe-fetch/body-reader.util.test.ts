// The body cap over real HTTP on loopback: counted after decompression (a small gzip that inflates to 10 MB stops
// at the cap), a declared Content-Length past it refused before reading, and encodings we cannot read refused.
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { readCappedBody } from './body-reader.util';

const CAP = 2 * 1024 * 1024;
const bomb = gzipSync(Buffer.alloc(10 * 1024 * 1024));
const small = gzipSync(Buffer.from('<p>Data Analyst</p>'));

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/bomb') res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    else if (req.url === '/small') res.writeHead(200, { 'content-encoding': 'gzip' }).end(small);
    else if (req.url === '/declared') res.writeHead(200, { 'content-length': String(CAP + 1) }).end();
    else res.writeHead(200, { 'content-encoding': 'zstd-unknown' }).end('x');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const response = (path: string) => new Promise<IncomingMessage>((done) => get(`${base}${path}`, done));
const read = async (path: string) => readCappedBody(await response(path), CAP, new AbortController().signal);

describe('the capped body', () => {
  it(`stops a ${bomb.length}-byte gzip that inflates to 10 MB at the 2 MB cap`, async () => {
    expect(await read('/bomb')).toMatchObject({ ok: false, kind: 'too-large' });
  });

  it('reads a gzip body that fits', async () => {
    const outcome = await read('/small');
    expect(outcome.ok && outcome.bytes.toString()).toBe('<p>Data Analyst</p>');
  });

  it('refuses a declared Content-Length past the cap before reading', async () => {
    expect(await read('/declared')).toMatchObject({ ok: false, kind: 'too-large', reason: 'content-length' });
  });

  it('refuses an encoding it cannot read', async () => {
    expect(await read('/unknown')).toMatchObject({ ok: false, kind: 'network', reason: 'content-encoding' });
  });
});
