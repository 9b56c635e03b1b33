import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

export interface HeaderField {
  name: string;
  value: string;
}

/** Header fields of a MIME message: everything threading and listing needs. */
export interface ParsedHeaders {
  /** Every header in message order, original name case, value unfolded and RFC 2047 decoded (as Gmail shows them). */
  headers: HeaderField[];
  from: string;
  fromText: string;
  to: string[];
  toText: string;
  cc: string[];
  subject: string;
  messageId?: string;
  inReplyTo?: string;
  references: string[];
  date?: Date;
  mimeType: string;
}

export interface ParsedBody {
  text: string;
  html: string;
  attachments: Array<{ filename?: string; contentType: string; size: number }>;
}

export type ParsedMessage = ParsedHeaders & ParsedBody;

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?=) in a header value. */
export function decodeEncodedWords(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text.
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  return joined.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (whole, charset: string, encoding: string, text: string) => {
    try {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset.split('*')[0]).decode(bytes);
    } catch {
      return whole;
    }
  });
}

function headerFields(mail: ParsedMail): HeaderField[] {
  return mail.headerLines.map(({ key, line }) => {
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : key;
    const rawValue = colon > 0 ? line.slice(colon + 1) : '';
    return { name, value: decodeEncodedWords(rawValue.replace(/\r?\n[ \t]+/g, ' ').trim()) };
  });
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const result: string[] = [];
  const visit = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.address) result.push(entry.address.toLowerCase());
      if (entry.group) visit(entry.group);
    }
  };
  for (const object of Array.isArray(field) ? field : field ? [field] : []) visit(object.value);
  return result;
}

function addressText(field: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(field) ? field : field ? [field] : []).map((object) => object.text).join(', ');
}

function asList(value: string | string[] | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : value.split(/\s+/)).filter(Boolean);
}

function headersOf(mail: ParsedMail): ParsedHeaders {
  const contentType = mail.headers.get('content-type');
  const mimeType =
    contentType && typeof contentType === 'object' && 'value' in contentType ? String(contentType.value) : 'text/plain';
  return {
    headers: headerFields(mail),
    from: addresses(mail.from)[0] ?? '',
    fromText: addressText(mail.from),
    to: addresses(mail.to),
    toText: addressText(mail.to),
    cc: addresses(mail.cc),
    subject: mail.subject ?? '',
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo,
    references: asList(mail.references),
    date: mail.date,
    mimeType,
  };
}

function bodyOf(mail: ParsedMail): ParsedBody {
  return {
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: attachment.size,
    })),
  };
}

const PARSE_OPTIONS = { skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true };

/** Headers and bodies of a whole message. */
export async function parseMime(source: Buffer | string): Promise<ParsedMessage> {
  const mail = await simpleParser(source, PARSE_OPTIONS);
  return { ...headersOf(mail), ...bodyOf(mail) };
}

/** Only the header block is handed to mailparser: several times cheaper than a full parse on the send path. */
export async function parseMimeHeaders(raw: Buffer): Promise<ParsedHeaders> {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const end = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf + 4 : lf >= 0 ? lf + 2 : raw.length;
  const mail = await simpleParser(Buffer.concat([raw.subarray(0, end), Buffer.from('\r\n')]), PARSE_OPTIONS);
  return headersOf(mail);
}

export async function parseMimeBody(raw: Buffer): Promise<ParsedBody> {
  return bodyOf(await simpleParser(raw, PARSE_OPTIONS));
}

/** Finds all http(s) URLs in an HTML body (href attributes first) and a text body, in order, without duplicates. */
export function extractLinks(html: string, text: string): string[] {
  const found: string[] = [];
  const add = (url: string) => {
    const cleaned = url.replace(/&amp;/g, '&').replace(/(?<![).,;:!?'"\]>])[).,;:!?'"\]>]+$/, '');
    if (!found.includes(cleaned)) found.push(cleaned);
  };
  for (const match of html.matchAll(/href\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi)) if (match[1]) add(match[1]);
  for (const match of html.replace(/<[^<>]*>/g, ' ').matchAll(/https?:\/\/[^\s<>"']+/gi)) add(match[0]);
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/gi)) add(match[0]);
  return found;
}
