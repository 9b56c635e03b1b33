/**
 * Reads a Google media upload body: uploadType=media (the body is the message/rfc822 itself) or
 * uploadType=multipart (multipart/related: a JSON metadata part such as {threadId}, then the message).
 */
export function readUpload(
  uploadType: string | undefined,
  contentType: string | undefined,
  body: Buffer,
): { raw: Buffer; threadId?: string } | { error: string } {
  if (uploadType === 'media' || uploadType === undefined) {
    return body.length > 0 ? { raw: body } : { error: 'Media upload body is empty' };
  }
  if (uploadType !== 'multipart') return { error: `Unsupported uploadType: ${uploadType}` };
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return { error: 'multipart upload needs a boundary' };
  const parts = splitMultipart(body, boundary);
  const [metadataPart, messagePart] = parts;
  if (!metadataPart || !messagePart) return { error: 'multipart upload needs a metadata part and a message part' };
  let threadId: string | undefined;
  try {
    const metadata = JSON.parse(metadataPart.toString('utf8') || '{}') as { threadId?: unknown };
    if (typeof metadata.threadId === 'string' && metadata.threadId) threadId = metadata.threadId;
  } catch {
    return { error: 'Invalid JSON metadata part' };
  }
  return { raw: messagePart, threadId };
}

/** Bodies of the parts of a multipart payload (headers of each part dropped). */
function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let position = body.indexOf(delimiter);
  while (position >= 0) {
    const start = position + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    let part = body.subarray(start, next);
    part = part.subarray(part.indexOf('\n') + 1); // line end after the delimiter
    const headerEnd = part.indexOf('\r\n\r\n') >= 0 ? part.indexOf('\r\n\r\n') + 4 : part.indexOf('\n\n') + 2;
    let content = part.subarray(headerEnd);
    // The line break before the next delimiter belongs to the delimiter.
    if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
    else if (content.subarray(-1).toString() === '\n') content = content.subarray(0, -1);
    parts.push(content);
    position = next;
  }
  return parts;
}
