// Small edits to a raw RFC 5322 message's header block (what Exchange rewrites on submission), without re-encoding
// the body.

export interface SplitMessage {
  fields: string[];
  body: string;
  eol: string;
}

export function splitMessage(raw: string): SplitMessage {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const useCrlf = crlf !== -1 && (lf === -1 || crlf < lf + 1);
  const eol = useCrlf ? '\r\n' : '\n';
  const end = useCrlf ? crlf : lf;
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + eol.length * 2);
  const fields: string[] = [];
  for (const line of head.split(eol)) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && fields.length > 0) fields[fields.length - 1] += eol + line;
    else if (line !== '') fields.push(line);
  }
  return { fields, body, eol };
}

const fieldName = (field: string) =>
  field
    .slice(0, Math.max(0, field.indexOf(':')))
    .trim()
    .toLowerCase();

/** The unfolded value of the first header with this name. */
export function headerValue(message: SplitMessage, name: string): string | undefined {
  const field = message.fields.find((f) => fieldName(f) === name.toLowerCase());
  return field
    ?.slice(field.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** Removes every header with one of these names, then appends the given ones. */
export function rewriteHeaders(message: SplitMessage, remove: string[], add: Array<[string, string]>): SplitMessage {
  const dropped = new Set(remove.map((name) => name.toLowerCase()));
  return {
    ...message,
    fields: [...message.fields.filter((f) => !dropped.has(fieldName(f))), ...add.map(([n, v]) => `${n}: ${v}`)],
  };
}

export function joinMessage(message: SplitMessage): string {
  return message.fields.join(message.eol) + message.eol + message.eol + message.body;
}

/** Headers as Graph's internetMessageHeaders (name/value, unfolded). */
export function headerList(message: SplitMessage): Array<{ name: string; value: string }> {
  return message.fields.map((field) => ({
    name: field.slice(0, field.indexOf(':')).trim(),
    value: field
      .slice(field.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim(),
  }));
}

/** Strict base64 (line breaks allowed between groups, as Graph's own MIME example has). */
export function decodeStrictBase64(text: string): Buffer | undefined {
  const compact = text.replace(/[\r\n]/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0) return undefined;
  // A round trip, not a regex: a regex over a 4 MB body overflowed V8's stack on CI.
  const bytes = Buffer.from(compact, 'base64');
  return bytes.toString('base64') === compact ? bytes : undefined;
}
