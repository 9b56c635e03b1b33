// Counts the statements a pg pool sends to PostgreSQL (every client's query call, pool.query included), so a test can
// show what a request really costs the database. Attach it before the pool opens its first connection.
import type pg from 'pg';

export interface StatementCounter {
  /** Statements sent since the counter was made or last reset. */
  readonly count: number;
  reset(): void;
}

export function countStatements(pool: pg.Pool): StatementCounter {
  let count = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      count++;
      return query(...args);
    };
  });
  return {
    get count() {
      return count;
    },
    reset: () => void (count = 0),
  };
}
