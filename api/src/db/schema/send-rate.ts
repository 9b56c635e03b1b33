// The project-wide Gmail send rate, shared by every worker: one counter row per wall-clock second.
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const sendRateWindows = pgTable('send_rate_windows', {
  /** Unix time in whole seconds. */
  second: bigint('second', { mode: 'number' }).primaryKey(),
  sends: integer('sends').notNull().default(0),
});
