import http, { type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from './http-server';

/** One request over `agent`: its status and whether it went over a connection already used. */
function get(url: string, agent: http.Agent): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('the api HTTP server', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

  it("keeps an idle keep-alive connection open past Node's 5 s default: the next request on it is answered", async () => {
    server = createHttpServer((_req, res) => res.end('ok'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(url, agent)).toEqual({ status: 200, reusedSocket: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      // With the default the server would have closed this connection a second ago (then ECONNRESET or a new socket).
      expect(await get(url, agent)).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
