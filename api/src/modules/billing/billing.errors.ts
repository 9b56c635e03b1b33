// Why a billing request was refused: `input` = the user's request cannot be met (BAD_USER_INPUT, its message shown);
// `rateLimited` = too many checkouts in the hour (RATE_LIMITED, its message shown); `unavailable` = Stripe could not be
// reached or refused us (a server-side problem, logged).
export class BillingError extends Error {
  constructor(
    readonly kind: 'input' | 'rateLimited' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}
