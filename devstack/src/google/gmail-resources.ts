import type { HeaderField } from '../mail/mime-parse';
import type { StoredMessage, StoredThread } from './mailbox.store';

export type MessageFormat = 'minimal' | 'metadata' | 'full' | 'raw';

export function parseFormat(value: unknown): MessageFormat | undefined {
  const format = typeof value === 'string' ? value.toLowerCase() : 'full';
  return format === 'minimal' || format === 'metadata' || format === 'full' || format === 'raw' ? format : undefined;
}

/** metadataHeaders may come repeated (?metadataHeaders=From&metadataHeaders=To) or comma separated. */
export function parseHeaderNames(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values
    .flatMap((item) => String(item).split(','))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

function bodyData(text: string) {
  const data = Buffer.from(text, 'utf8');
  return { size: data.length, data: data.toString('base64url') };
}

/** A users.messages resource in the requested format, shaped like Gmail's. */
export async function messageResource(message: StoredMessage, format: MessageFormat, headerNames: string[] = []) {
  const body = await message.body();
  const base = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labelIds,
    snippet: body.snippet,
    sizeEstimate: message.raw.length,
    historyId: String(message.historyId),
    internalDate: String(message.internalDate),
  };
  if (format === 'minimal') return base;
  if (format === 'raw') return { ...base, raw: message.raw.toString('base64url') };
  const { parsed } = message;
  const headers: HeaderField[] =
    format === 'metadata' && headerNames.length > 0
      ? parsed.headers.filter((header) => headerNames.includes(header.name.toLowerCase()))
      : parsed.headers;
  if (format === 'metadata') {
    return { ...base, payload: { partId: '', mimeType: parsed.mimeType, filename: '', headers, body: { size: 0 } } };
  }
  const parts = [
    ...(body.text ? [{ partId: '0', mimeType: 'text/plain', filename: '', headers: [], body: bodyData(body.text) }] : []),
    ...(body.html ? [{ partId: '1', mimeType: 'text/html', filename: '', headers: [], body: bodyData(body.html) }] : []),
  ];
  const payload = parsed.mimeType.startsWith('multipart/')
    ? { partId: '', mimeType: parsed.mimeType, filename: '', headers, body: { size: 0 }, parts }
    : { partId: '', mimeType: parsed.mimeType, filename: '', headers, body: bodyData(body.html || body.text) };
  return { ...base, payload };
}

export async function threadResource(thread: StoredThread, format: MessageFormat, headerNames: string[]) {
  const last = thread.messages[thread.messages.length - 1];
  return {
    id: thread.id,
    historyId: String(last?.historyId ?? 0),
    messages: await Promise.all(thread.messages.map((message) => messageResource(message, format, headerNames))),
  };
}
