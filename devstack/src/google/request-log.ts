// The last requests the stand-in answered (method, path without the query, and the client's own headers), so a test
// can tell which client called: Google's official libraries name themselves in `x-goog-api-client` (`gdcl/… gl-node/…`
// for the API clients, `gl-node/…` for google-auth-library) and `user-agent` (`google-api-nodejs-client/…`). Never
// records tokens or bodies.
import type { NextFunction, Request, Response } from 'express';

export interface LoggedRequest {
  method: string;
  path: string;
  /** The `uploadType` query parameter of a media upload, if any. */
  uploadType?: string;
  apiClient?: string;
  userAgent?: string;
}

/** Enough for a test's few calls; older entries drop off. */
const MAX_ENTRIES = 500;

export class RequestLog {
  private entries: LoggedRequest[] = [];

  middleware() {
    return (req: Request, _res: Response, next: NextFunction): void => {
      const uploadType = typeof req.query.uploadType === 'string' ? req.query.uploadType : undefined;
      this.entries.push({
        method: req.method,
        path: req.path,
        ...(uploadType ? { uploadType } : {}),
        ...(req.get('x-goog-api-client') ? { apiClient: req.get('x-goog-api-client') } : {}),
        ...(req.get('user-agent') ? { userAgent: req.get('user-agent') } : {}),
      });
      if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
      next();
    };
  }

  list(): LoggedRequest[] {
    return this.entries.map((entry) => ({ ...entry }));
  }

  reset(): void {
    this.entries = [];
  }
}
