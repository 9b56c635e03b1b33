import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_BLOCKED = 'Cross-site request blocked';

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * CSRF defence for cookie-authenticated endpoints. A state-changing request must carry
 * Content-Type application/json, which browsers cannot send cross-site without a CORS preflight
 * (that we never grant); and when the browser names its Origin it must be our own.
 */
export function sameOriginJsonOnly(appOrigin: string, options: { methods?: readonly string[] } = {}): RequestHandler {
  // By default every method that may change state; /graphql narrows this to POST (the only method that
  // can run a mutation there; graphql-http answers 405 for the others).
  const guarded = (method: string) => (options.methods ? options.methods.includes(method) : !SAFE_METHODS.has(method));
  return (req, res, next) => {
    if (!guarded(req.method)) return next();
    const origin = req.get('origin');
    if (!isJson(req.get('content-type')) || (origin !== undefined && origin !== appOrigin)) {
      res.status(403).json({ message: CROSS_SITE_BLOCKED });
      return;
    }
    next();
  };
}
