// Drizzle's node-postgres driver hands timestamps of raw `db.execute` results back as strings (it parses them
// itself only for typed queries). These helpers read such columns.
export function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function asOptionalDate(value: unknown): Date | null {
  return value === null || value === undefined ? null : asDate(value);
}
