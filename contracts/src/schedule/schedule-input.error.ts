// Bad input to the scheduler (unknown timezone, invalid date, bad delay). A caller maps it to a user-facing error
// (GraphQL BAD_USER_INPUT); any other error thrown from this module is a bug.

export class ScheduleInputError extends Error {
  override readonly name = 'ScheduleInputError';
}

/** Not in the spec's catalogue: the spec never shows an unknown zone, only a required one. */
export const unknownTimezoneMessage = (zone: string): string => `Unknown timezone: ${zone}`;
export const INVALID_DATE = 'Invalid date';
export const INVALID_OVERDUE_COUNT = 'The number of overdue emails must be a whole number of at least 0';
export const INVALID_SPACING = 'The spacing between overdue emails must be a number of milliseconds of at least 0';
