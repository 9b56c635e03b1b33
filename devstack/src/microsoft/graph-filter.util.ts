import type { MailMessage } from './mail.store';

// The $filter clauses the product needs: receivedDateTime comparisons and eq on conversationId / internetMessageId
// / subject, joined with `and`. Anything else answers 400 like Graph's parser does for what it cannot evaluate.

type Clause = (message: MailMessage) => boolean;
const COMPARE: Record<string, (a: string, b: string) => boolean> = {
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  ge: (a, b) => a >= b,
  gt: (a, b) => a > b,
  le: (a, b) => a <= b,
  lt: (a, b) => a < b,
};
const FIELDS: Record<string, (m: MailMessage) => string> = {
  receiveddatetime: (m) => m.receivedDateTime,
  sentdatetime: (m) => m.sentDateTime,
  conversationid: (m) => m.conversationId,
  internetmessageid: (m) => m.internetMessageId,
  subject: (m) => m.subject,
};

/** Normalizes a literal: 'quoted' strings (with '' escapes) or a bare ISO date-time. */
function literal(raw: string): string | undefined {
  if (raw.startsWith("'") && raw.endsWith("'") && raw.length >= 2) return raw.slice(1, -1).replace(/''/g, "'");
  const time = Date.parse(raw);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 19) + 'Z';
}

function clause(text: string): Clause | undefined {
  const first = text.indexOf(' ');
  const second = text.indexOf(' ', first + 1);
  if (first < 1 || second < 0) return undefined;
  const field = FIELDS[text.slice(0, first).toLowerCase()];
  const compare = COMPARE[text.slice(first + 1, second).toLowerCase()];
  const value = literal(text.slice(second + 1).trim());
  if (!field || !compare || value === undefined) return undefined;
  const isDate = text.slice(0, first).toLowerCase().endsWith('datetime');
  return (message) => compare(isDate ? field(message).slice(0, 19) + 'Z' : field(message), value);
}

/** A predicate for `$filter`, `null` when there is none, or `undefined` when it cannot be parsed. */
export function parseFilter(value: unknown): Clause | null | undefined {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const clauses = value.split(/ and /i).map((part) => clause(part.trim()));
  if (clauses.some((c) => c === undefined)) return undefined;
  return (message) => clauses.every((c) => c!(message));
}

/**
 * List messages: with `$filter` and `$orderby` together, the `$orderby` properties must appear in `$filter`, in the
 * same order, before any others; otherwise 400 InefficientFilter.
 */
export function inefficientOrder(filter: unknown, orderby: unknown): boolean {
  if (typeof filter !== 'string' || typeof orderby !== 'string' || !filter.trim() || !orderby.trim()) return false;
  const firstWord = (part: string) => (part.trim().split(' ')[0] ?? '').toLowerCase();
  const ordered = orderby.split(',').map(firstWord);
  const fields = filter.split(/ and /i).map(firstWord);
  return ordered.some((field, index) => fields[index] !== field);
}
