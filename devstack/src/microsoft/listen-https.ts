import { createServer, type Server } from 'node:https';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, PortInUseError } from '../http/listen';
import type { TlsCertificate } from './tls-certificate';

export interface ListeningHttpsServer {
  server: Server;
  port: number;
  /** Base URL without a trailing slash, e.g. https://127.0.0.1:4080 */
  url: string;
  close(): Promise<void>;
}

/** Starts an HTTPS server on host:port (0 = random) with the given certificate. */
export function listenHttps(
  handler: RequestListener,
  port: number,
  host: string,
  tls: TlsCertificate,
): Promise<ListeningHttpsServer> {
  const server = createServer({ cert: tls.cert, key: tls.key }, handler);
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, host) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const actualPort = (server.address() as AddressInfo).port;
      resolve({
        server,
        port: actualPort,
        url: `https://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
        // closeServer takes an http.Server; https.Server has the same close/closeAllConnections.
        close: () => closeServer(server as unknown as import('node:http').Server),
      });
    });
  });
}
