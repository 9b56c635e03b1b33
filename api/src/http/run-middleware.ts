// Runs Express middleware outside a router's chain, for a handler that needs what they set up only sometimes (a
// /dashboard page reads the session; the other static files never touch the session table).
import type { Request, RequestHandler, Response } from 'express';

/** Runs `handlers` in order on this request; rejects with the first error one passes on. */
export function runMiddleware(handlers: readonly RequestHandler[], req: Request, res: Response): Promise<void> {
  return handlers.reduce<Promise<void>>(
    (previous, handler) =>
      previous.then(
        () =>
          new Promise<void>((resolve, reject) => {
            handler(req, res, (error?: unknown) =>
              error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
            );
          }),
      ),
    Promise.resolve(),
  );
}
