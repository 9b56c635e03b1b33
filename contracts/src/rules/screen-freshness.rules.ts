// Screens agree (product.md §10, "Screens agree"): after an action on a sequence every screen that shows it reads the
// new state within SCREENS_AGREE_WITHIN_MS, without a reload. An email that is due now is sent by the worker a moment
// later, so the screen showing it asks again briefly until it has gone.

/** The promise to the user: how soon every screen of a sequence shows an action's result. */
export const SCREENS_AGREE_WITHIN_MS = 2_000;

/** How often a screen asks again while one of its emails is due now or being sent (the worker polls every 500 ms). */
export const SENDING_REFRESH_MS = 1_000;

/** How long a screen keeps asking about one due email: one held back (a daily limit, a revoked grant) stays as it is. */
export const SENDING_REFRESH_LIMIT_MS = 60_000;

/** An email due within this much (or overdue) counts as being sent now; it also covers a browser clock a little off. */
export const DUE_NOW_MARGIN_MS = 5_000;

/** True while the email waits to go out now (Send now, a first email due at once): the screen should ask again. */
export function isDueNow(
  email: { status: string; scheduledFor?: string | null } | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!email || email.status !== 'SCHEDULED' || !email.scheduledFor) return false;
  return new Date(email.scheduledFor).getTime() - now <= DUE_NOW_MARGIN_MS;
}
