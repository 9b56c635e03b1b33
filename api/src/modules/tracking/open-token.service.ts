// The open-tracking pixel's URL carries the email id and an HMAC of it, so ids cannot be guessed or walked.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const OPEN_PIXEL_PATH = '/api/track/open';
const SIGNATURE_BYTES = 16;

function signature(secret: string, emailId: number): Buffer {
  return createHmac('sha256', secret).update(`open-pixel:${emailId}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function openToken(secret: string, emailId: number): string {
  return `${emailId}.${signature(secret, emailId).toString('base64url')}`;
}

/** The email id of a genuine token, else undefined. */
export function verifyOpenToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const emailId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(secret, emailId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? emailId : undefined;
}

export function openPixelUrl(appOrigin: string, secret: string, emailId: number): string {
  return `${appOrigin}${OPEN_PIXEL_PATH}/${openToken(secret, emailId)}.gif`;
}
