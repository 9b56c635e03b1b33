// PGlite is ONE Postgres session, but node-postgres pools open several connections to it. Forwarding each wire
// message as it arrives (what @electric-sql/pglite-socket does) lets one client's Parse/Bind/Execute/Sync interleave
// with another's, so an unnamed prepared statement gets replaced under a query ('unnamed prepared statement does
// not exist'), and a query can land inside someone else's transaction.
//
// This server gives the session to one connection at a time: a connection takes it with its first message and keeps
// it until PGlite answers ReadyForQuery with status 'I' (idle: no transaction, extended-protocol cycle finished).
// Messages are forwarded in batches ending at a Sync, Query or Flush, which PGlite processes in one call.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST_CODE = 80877103;
const CANCEL_REQUEST_CODE = 80877102;
/** Messages after which the client waits for an answer: forward what is buffered. */
const BATCH_ENDS = new Set(['S', 'Q', 'H', 'F', 'c', 'f', 'p']);

/** A FIFO lock over the single session, re-entrant for its owner. */
class SessionGate {
  private owner: object | null = null;
  private readonly waiting: Array<{ who: object; go: () => void }> = [];

  async take(who: object): Promise<void> {
    if (this.owner === null || this.owner === who) {
      this.owner = who;
      return;
    }
    await new Promise<void>((go) => this.waiting.push({ who, go }));
  }

  owns(who: object): boolean {
    return this.owner === who;
  }

  release(who: object): void {
    if (this.owner !== who) return;
    const next = this.waiting.shift();
    this.owner = next?.who ?? null;
    next?.go();
  }

  forget(who: object): void {
    const index = this.waiting.findIndex((entry) => entry.who === who);
    if (index >= 0) this.waiting.splice(index, 1);
    this.release(who);
  }
}

class WireConnection {
  private buffer = Buffer.alloc(0);
  private batch: Buffer[] = [];
  private started = false;
  private closed = false;
  /** Batches of this connection run one after another. */
  private work: Promise<void> = Promise.resolve();
  /** The last bytes PGlite sent, to read the status of a final ReadyForQuery. */
  private tail = Buffer.alloc(0);

  constructor(
    private readonly socket: Socket,
    private readonly db: PGlite,
    private readonly gate: SessionGate,
    private readonly onClosed: () => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('close', () => this.close());
    socket.on('error', () => this.close());
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const message = this.started ? this.nextTypedMessage() : this.nextStartupMessage();
      if (!message) return;
      if (!this.started) {
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST_CODE) {
          this.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST_CODE) {
          this.socket.end(); // cancelling is not supported by PGlite
          return;
        }
        this.started = true;
        this.forward([message]);
        continue;
      }
      const type = String.fromCharCode(message[0]!);
      if (type === 'X') {
        this.socket.end();
        this.close();
        return;
      }
      this.batch.push(message);
      if (BATCH_ENDS.has(type)) {
        this.forward(this.batch);
        this.batch = [];
      }
    }
  }

  private nextStartupMessage(): Buffer | null {
    if (this.buffer.length < 8) return null;
    const length = this.buffer.readInt32BE(0);
    return this.take(length);
  }

  private nextTypedMessage(): Buffer | null {
    if (this.buffer.length < 5) return null;
    return this.take(1 + this.buffer.readInt32BE(1));
  }

  private take(length: number): Buffer | null {
    if (this.buffer.length < length) return null;
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return message;
  }

  private forward(messages: Buffer[]): void {
    const input = new Uint8Array(Buffer.concat(messages));
    this.work = this.work.then(() => this.run(input)).catch(() => this.fail());
  }

  private async run(input: Uint8Array): Promise<void> {
    if (this.closed) return;
    await this.gate.take(this);
    if (this.closed) return this.gate.release(this);
    this.tail = Buffer.alloc(0);
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(input, {
        onRawData: (data) => {
          if (data.length === 0) return;
          this.tail = Buffer.concat([this.tail, Buffer.from(data)]).subarray(-6);
          if (this.socket.writable) this.socket.write(Buffer.from(data));
        },
      }),
    );
    if (this.sessionIsIdle()) this.gate.release(this);
  }

  /** True when PGlite's answer ended with ReadyForQuery 'I'. */
  private sessionIsIdle(): boolean {
    const { tail } = this;
    return tail.length === 6 && tail[0] === 0x5a /* Z */ && tail.readInt32BE(1) === 5 && tail[5] === 0x49; /* I */
  }

  private fail(): void {
    this.socket.destroy();
    this.close();
  }

  /** A connection that leaves mid-transaction must not leave the session inside it. */
  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.work = this.work.then(async () => {
      if (this.gate.owns(this) && this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
      this.gate.forget(this);
      this.onClosed();
    });
  }
}

export interface PgliteWireServer {
  port: number;
  stop(): Promise<void>;
}

/** Serves `db` over the Postgres wire protocol on host:port (0 = a free port). */
export async function servePgliteOverWire(
  db: PGlite,
  { host, port, maxConnections }: { host: string; port: number; maxConnections: number },
): Promise<PgliteWireServer> {
  const gate = new SessionGate();
  const connections = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections.add(socket);
    new WireConnection(socket, db, gate, () => connections.delete(socket));
  });
  server.maxConnections = maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
