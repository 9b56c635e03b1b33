// One keyset-paged list with its total: the campaigns, contacts, email history and attachment library all page the
// same way (sort key + id, page size + 1 rows to learn whether more follow), so the query is written once here.
import { count, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/db.client';
import { planKeysetPage, rowsWithTotal, toPage, whereAll, type Page, type PaginationArgs } from './cursor-pagination.util';

export interface KeysetList<TTable extends PgTable> {
  table: TTable;
  idColumn: AnyPgColumn;
  /** The rows the list holds (owner, filters, search); the cursor condition is added to it. */
  where: SQL | undefined;
  /** The sort column and its Postgres type (the cursor's key is cast back to it). */
  sort: { column: AnyPgColumn | SQL; type: string };
  direction: 'asc' | 'desc';
  pagination?: PaginationArgs | null;
  defaultPageSize: number;
}

/** One page of `table` in (sort key, id) order, with cursors, page info and the list's total count. */
export async function listKeysetPage<TTable extends PgTable & { $inferSelect: { id: number } }>(
  db: Database,
  list: KeysetList<TTable>,
): Promise<Page<TTable['$inferSelect']> & { totalCount: number }> {
  const args = list.pagination ?? {};
  const plan = planKeysetPage(
    { sortKey: list.sort.column, sortType: list.sort.type, idColumn: list.idColumn, direction: list.direction },
    args,
    list.defaultPageSize,
  );
  const table = list.table as PgTable;
  const { rows, totalCount } = await rowsWithTotal(
    plan,
    db
      .select({ row: table, sortKeyText: plan.sortKeyText })
      .from(table)
      .where(whereAll(list.where, plan.cursorCondition))
      .orderBy(...plan.orderBy)
      .limit(plan.limit),
    () => db.select({ value: count() }).from(table).where(list.where),
  );
  const page = toPage(
    rows.map(({ row, sortKeyText }) => ({ ...(row as TTable['$inferSelect']), sortKeyText })),
    plan,
    args,
  );
  return { ...page, totalCount };
}
