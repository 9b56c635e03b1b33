/**
 * Decodes an `aws-chunked` body (what the AWS SDK streams with STREAMING-* payload hashes):
 * `<hex size>[;chunk-signature=...]\r\n<data>\r\n ... 0\r\n[trailers]\r\n`.
 */
export function decodeAwsChunked(body: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let position = 0;
  while (position < body.length) {
    const lineEnd = body.indexOf('\r\n', position);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(position, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size === 0) break;
    const start = lineEnd + 2;
    chunks.push(body.subarray(start, start + size));
    position = start + size + 2;
  }
  return Buffer.concat(chunks);
}

export function isAwsChunked(headers: Record<string, string | string[] | undefined>): boolean {
  const encoding = String(headers['content-encoding'] ?? '');
  const payloadHash = String(headers['x-amz-content-sha256'] ?? '');
  return encoding.split(',').some((item) => item.trim() === 'aws-chunked') || payloadHash.startsWith('STREAMING-');
}
