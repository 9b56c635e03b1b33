/**
 * Checks what a stand-in can check without re-computing SigV4 signatures: that the request is signed at
 * all, with the configured access key, and (for presigned URLs) that X-Amz-Date + X-Amz-Expires has not
 * passed. Signatures themselves are NOT verified (see devstack/README.md).
 */
export type AuthResult = { ok: true } | { ok: false; status: number; code: string; message: string };

/** 20240101T120000Z -> epoch ms */
function parseAmzDate(value: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
}

function accessKeyOf(credential: string | undefined): string | undefined {
  return credential?.split('/')[0];
}

export function checkS3Auth(
  query: URLSearchParams,
  authorizationHeader: string | undefined,
  accessKeyId: string,
  now = Date.now(),
): AuthResult {
  if (query.has('X-Amz-Signature') || query.has('X-Amz-Algorithm')) {
    if (accessKeyOf(query.get('X-Amz-Credential') ?? undefined) !== accessKeyId) {
      return {
        ok: false,
        status: 403,
        code: 'InvalidAccessKeyId',
        message: 'The AWS Access Key Id you provided does not exist in our records.',
      };
    }
    const signedAt = parseAmzDate(query.get('X-Amz-Date') ?? '');
    const expires = Number(query.get('X-Amz-Expires'));
    if (signedAt === undefined || !Number.isFinite(expires) || expires <= 0) {
      return {
        ok: false,
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message: 'X-Amz-Date and X-Amz-Expires must be given.',
      };
    }
    if (expires > 604800) {
      return {
        ok: false,
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message: 'X-Amz-Expires must be less than a week (in seconds) that is; 604800 seconds',
      };
    }
    if (now > signedAt + expires * 1000) return { ok: false, status: 403, code: 'AccessDenied', message: 'Request has expired' };
    return { ok: true };
  }
  if (authorizationHeader) {
    const credential = /Credential=([^,\s]+)/.exec(authorizationHeader)?.[1];
    if (accessKeyOf(credential) !== accessKeyId) {
      return {
        ok: false,
        status: 403,
        code: 'InvalidAccessKeyId',
        message: 'The AWS Access Key Id you provided does not exist in our records.',
      };
    }
    return { ok: true };
  }
  return { ok: false, status: 403, code: 'AccessDenied', message: 'Access Denied' };
}
