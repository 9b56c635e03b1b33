import { EventEmitter } from 'node:events';
import express from 'express';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { listenHttp, PortInUseError } from '../http/listen';
import { extractLinks, parseMime } from '../mail/mime-parse';
import { renderInboxPage } from './inbox-page';
import type { InboxMessage } from './inbox-message.types';

export type { InboxMessage };

export interface SmtpInboxOptions {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  /** Largest message accepted, in bytes. */
  maxMessageBytes?: number;
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

function listenSmtp(server: SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, host) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

/** Catches the product's own mail (verification, password reset): SMTP in, JSON and an HTML inbox out. */
export async function startSmtpInbox({
  smtpPort = 0,
  httpPort = 0,
  host = '127.0.0.1',
  maxMessageBytes = 25 * 1024 * 1024,
}: SmtpInboxOptions = {}) {
  const stored: InboxMessage[] = []; // oldest first
  const arrivals = new EventEmitter();
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    hideSTARTTLS: true,
    logger: false,
    size: maxMessageBytes,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
          return;
        }
        parseMime(Buffer.concat(chunks)).then(
          (parsed) => {
            const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
            const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            const message: InboxMessage = {
              id: String(nextId++),
              to: parsed.to.length > 0 ? parsed.to : envelopeTo,
              from: parsed.fromText || envelopeFrom,
              subject: parsed.subject,
              text: parsed.text,
              html: parsed.html,
              links: extractLinks(parsed.html, parsed.text),
              date: new Date().toISOString(),
            };
            stored.push(message);
            arrivals.emit('message', message);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const actualSmtpPort = await listenSmtp(smtp, smtpPort, host);

  const newestFirst = () => [...stored].reverse();
  const app = express();
  app.disable('x-powered-by');
  app.get('/messages', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.toLowerCase() : undefined;
    res.json(to ? newestFirst().filter((message) => message.to.includes(to)) : newestFirst());
  });
  app.get('/messages/:id', (req, res) => {
    const message = stored.find((candidate) => candidate.id === req.params.id);
    if (message) res.json(message);
    else res.status(404).json({ error: 'not found' });
  });
  app.delete('/messages', (_req, res) => {
    stored.length = 0;
    res.status(204).end();
  });
  app.get('/inbox', (_req, res) => {
    res.type('html').send(renderInboxPage(newestFirst()));
  });

  let http;
  try {
    http = await listenHttp(app, httpPort, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  /** Resolves with the first message (already here or arriving) that matches. */
  const waitForMessage = (predicate: (message: InboxMessage) => boolean = () => true, timeoutMs = 10000) =>
    new Promise<InboxMessage>((resolve, reject) => {
      const existing = newestFirst().find(predicate);
      if (existing) {
        resolve(existing);
        return;
      }
      const onMessage = (message: InboxMessage) => {
        if (!predicate(message)) return;
        clearTimeout(timer);
        arrivals.off('message', onMessage);
        resolve(message);
      };
      const timer = setTimeout(() => {
        arrivals.off('message', onMessage);
        reject(new Error(`No matching message arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      arrivals.on('message', onMessage);
    });

  const httpServer = http;
  return {
    /** HTTP base of the inbox (GET /messages, GET /inbox). */
    url: httpServer.url,
    port: httpServer.port,
    httpPort: httpServer.port,
    smtpPort: actualSmtpPort,
    smtpUrl: `smtp://${host}:${actualSmtpPort}`,
    messages: newestFirst,
    waitForMessage,
    clear: () => {
      stored.length = 0;
    },
    close: async () => {
      await Promise.all([httpServer.close(), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}
