import type { Request } from 'express';
import type { Strategy } from 'passport';

export type StrategyOutcome =
  | { kind: 'success'; user: unknown; info: unknown }
  | { kind: 'fail'; reason: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'error'; error: unknown };

/** The actions passport gives a strategy for one request (see passport/lib/middleware/authenticate.js). */
interface StrategyActions {
  success(user: unknown, info?: unknown): void;
  fail(challenge?: unknown, status?: number): void;
  redirect(url: string, status?: number): void;
  error(error: unknown): void;
  pass(): void;
  authenticate(req: Request, options?: object): void;
}

function describeChallenge(challenge: unknown): string {
  if (typeof challenge === 'string') return challenge;
  const message = (challenge as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : 'authentication failed';
}

/**
 * Runs one passport strategy step and reports what it decided, instead of letting it write the response.
 * This is what passport.authenticate() does internally (a per-request object inheriting from the strategy,
 * with the five actions attached); doing it here lets POST /sign-in/social answer the consent URL as JSON.
 */
export function runStrategy(strategy: Strategy, req: Request, options: object = {}): Promise<StrategyOutcome> {
  return new Promise((resolve) => {
    const attempt = Object.create(strategy) as StrategyActions;
    attempt.success = (user, info) => resolve({ kind: 'success', user, info });
    attempt.fail = (challenge) => resolve({ kind: 'fail', reason: describeChallenge(challenge) });
    attempt.redirect = (url) => resolve({ kind: 'redirect', url });
    attempt.error = (error) => resolve({ kind: 'error', error });
    attempt.pass = () => resolve({ kind: 'fail', reason: 'strategy passed' });
    try {
      attempt.authenticate(req, options);
    } catch (error) {
      resolve({ kind: 'error', error });
    }
  });
}
