// Column helpers shared by every table: all timestamps are `timestamp with time zone`.
import { timestamp } from 'drizzle-orm/pg-core';

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** Set by Postgres on insert and by Drizzle on every update made through it. */
export const updatedAt = () =>
  timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
