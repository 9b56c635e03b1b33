import { createServer } from 'node:net';
import { PortInUseError } from '../http/listen';

/** Fails with PortInUseError when something already listens on the port (any interface). */
export function assertPortFree(port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, 'localhost') : error);
    });
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
