import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PortInUseError } from '../http/listen';
import { servePgliteOverWire } from './pglite-wire-server';

export interface PgliteOptions {
  /** Folder holding the database files (created when missing). */
  dataDir: string;
  port?: number;
  host?: string;
  /**
   * Socket connections accepted at once. All of them share ONE Postgres session (taken in turns, see
   * pglite-wire-server), so this only has to be above the total size of every client pool.
   */
  maxConnections?: number;
}

export type PgliteServer = Awaited<ReturnType<typeof startPglite>>;

/** PGlite persisted in dataDir, served over the Postgres wire protocol so node-postgres can use it. */
export async function startPglite({ dataDir, port = 0, host = '127.0.0.1', maxConnections = 100 }: PgliteOptions) {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  let server;
  try {
    server = await servePgliteOverWire(db, { host, port, maxConnections });
  } catch (error) {
    await db.close();
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUseError(port, host) : error;
  }
  const actualPort = server.port;
  let closed = false;
  return {
    url: `postgres://postgres@${host}:${actualPort}/postgres`,
    port: actualPort,
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      await server.stop();
      await db.close();
    },
  };
}
