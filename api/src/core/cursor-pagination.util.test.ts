import { encodeCursor, planKeysetPage, rowsWithTotal } from './cursor-pagination.util';
import { pgTable, integer, timestamp } from 'drizzle-orm/pg-core';

const items = pgTable('items', { id: integer('id').primaryKey(), createdAt: timestamp('created_at') });
const spec = { sortKey: items.createdAt, sortType: 'timestamptz', idColumn: items.id, direction: 'desc' as const };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

function counter(total: number) {
  let calls = 0;
  return { count: () => ((calls += 1), Promise.resolve([{ value: total }])), calls: () => calls };
}

test('a first page holding every row is its own count: no count query', async () => {
  const plan = planKeysetPage(spec, { first: 20 }, 20);
  const { count, calls } = counter(99);
  expect(await rowsWithTotal(plan, Promise.resolve(rows(3)), count)).toEqual({ rows: rows(3), totalCount: 3 });
  expect(calls()).toBe(0);
});

test('more rows than a page, or a cursor, asks the database for the total', async () => {
  const more = counter(57);
  const first = planKeysetPage(spec, { first: 2 }, 20);
  expect((await rowsWithTotal(first, Promise.resolve(rows(3)), more.count)).totalCount).toBe(57);
  expect(more.calls()).toBe(1);

  const paged = counter(57);
  const cursor = encodeCursor({ k: '2026-11-23 10:00:00+00', id: 5 });
  const next = planKeysetPage(spec, { first: 20, after: cursor }, 20);
  expect(next.cursorCondition).toBeDefined();
  expect((await rowsWithTotal(next, Promise.resolve(rows(1)), paged.count)).totalCount).toBe(57);
  expect(paged.calls()).toBe(1);
});
