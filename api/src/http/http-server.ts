import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than browsers and load balancers
 * keep theirs (an ALB 60 s): a client that reuses a connection just as the server closes it gets ECONNRESET, and a
 * POST is not sent again for it. Outlasting the proxy's idle timeout leaves the closing to the client side.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The api's HTTP server: the app with keep-alive outlasting its clients' (headersTimeout must exceed it). */
export function createHttpServer(app: RequestListener): Server {
  const server = createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
