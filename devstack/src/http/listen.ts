import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface ListeningServer {
  server: Server;
  port: number;
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4010 (https:// with a certificate) */
  url: string;
  close(): Promise<void>;
}

/** Error thrown when a fixed port is already taken, so launchers can say which one clearly. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(`Port ${port} on ${host} is already in use`);
    this.name = 'PortInUseError';
  }
}

/** A PEM certificate and key: the server speaks HTTPS (a stand-in whose clients refuse plain HTTP). */
export interface ServerCertificate {
  cert: string;
  key: string;
}

/** Starts an HTTP (or, with a certificate, HTTPS) server on host:port (0 = random); resolves once it is listening. */
export function listenHttp(
  handler: RequestListener,
  port: number,
  host: string,
  tls?: ServerCertificate,
): Promise<ListeningServer> {
  // An https.Server has the same listen/close/closeAllConnections as the http.Server the callers hold.
  const server = tls
    ? (createHttpsServer({ cert: tls.cert, key: tls.key }, handler) as unknown as Server)
    : createServer(handler);
  // Clients (fetch/undici) keep sockets alive; tracking them lets close() finish at once.
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
        url: `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
        close: () => closeServer(server),
      });
    });
  });
}

/** Closes a server and drops idle keep-alive sockets so the port is free when the promise resolves. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
