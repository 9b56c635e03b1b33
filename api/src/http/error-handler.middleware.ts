import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logging/logger';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

interface HttpError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/**
 * Last handler: client errors raised by middleware (bad JSON, body too large) keep their 4xx status
 * and safe message; everything else is logged and answered with a bare 500 (no stack, no internals).
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const httpError = (error ?? {}) as HttpError;
    const status = httpError.status ?? httpError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      (req.log ?? logger).warn({ err: error }, 'request rejected');
      res.status(status).json({ message: httpError.expose && httpError.message ? httpError.message : 'Bad request' });
      return;
    }
    (req.log ?? logger).error({ err: error }, 'request failed');
    res.status(500).json({ message: INTERNAL_ERROR_MESSAGE });
  };
}

/** Unknown paths under /api answer JSON, like the rest of the api. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** Anything nothing else answered (missing assets, non-HTML requests for unknown paths). */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};
