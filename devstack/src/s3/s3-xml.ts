import type { Response } from 'express';
import { randomBytes } from 'node:crypto';

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** S3's XML error document. HEAD answers carry no body, as on S3. */
export function sendS3Error(
  res: Response,
  status: number,
  code: string,
  message: string,
  extra: Record<string, string> = {},
): void {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  res.status(status).setHeader('x-amz-request-id', requestId);
  if (res.req.method === 'HEAD') {
    res.end();
    return;
  }
  const fields = Object.entries(extra)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  res
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${fields}` +
        `<RequestId>${requestId}</RequestId></Error>`,
    );
}
