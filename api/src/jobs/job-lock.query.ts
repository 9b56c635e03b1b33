// Agenda's "lock the next job" query, replaced for deep queues. The stock one (@agendajs/postgres-backend 3.0.6,
// PostgresJobRepository.getNextJobToRun) asks for `(locked_at IS NULL AND next_run_at <= $3) OR locked_at <= $4`;
// the OR keeps it out of the index, so every call reads the heap row of each running job and of each dead row
// version ahead of the first free one, and is planned anew: 4.5 ms a call with 10,000 due sends, the largest
// PostgreSQL cost per email in `npm run bench`. This one takes the job whose lock expired first (its worker died;
// through the locked_at index), else the earliest due free job (locked_at IS NULL as an index condition), in one
// named prepared statement. Same contract: one
// job locked and returned, or none.
import type { PostgresJobRepository } from '@agendajs/postgres-backend';
import type { JobParameters, JobRepositoryOptions } from 'agenda';

const LOCK_NEXT_JOB = (table: string) => `
  WITH expired AS (
    SELECT id FROM "${table}"
     WHERE name = $2 AND disabled = FALSE AND locked_at <= $4
     ORDER BY locked_at
     LIMIT 1 FOR UPDATE SKIP LOCKED
  ), due AS (
    SELECT id FROM "${table}"
     WHERE name = $2 AND disabled = FALSE AND locked_at IS NULL AND next_run_at <= $3
       AND NOT EXISTS (SELECT 1 FROM expired)
     ORDER BY next_run_at ASC, priority DESC
     LIMIT 1 FOR UPDATE SKIP LOCKED
  )
  UPDATE "${table}" SET locked_at = $1, last_modified_by = $5
   WHERE id = (SELECT id FROM expired UNION ALL SELECT id FROM due LIMIT 1)
  RETURNING *`;

/** The repository's own row-to-job mapping (private in its typings, stable in the pinned version). */
interface RowMapper {
  rowToJob(row: Record<string, unknown>): JobParameters;
}

/**
 * Replaces the repository's getNextJobToRun. `prepared` false for the embedded PGlite, whose pooled connections
 * share one server session (a statement named by one would already exist for the next).
 */
export function useIndexedJobLocking(repository: PostgresJobRepository, tableName: string, prepared: boolean): void {
  const text = LOCK_NEXT_JOB(tableName);
  const mapper = repository as unknown as RowMapper;
  repository.getNextJobToRun = async (
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ) => {
    const result = await repository.getPool().query({
      name: prepared ? `agenda_lock_next_job_${tableName}` : undefined,
      text,
      values: [now ?? new Date(), jobName, nextScanAt, lockDeadline, options?.lastModifiedBy ?? null],
    });
    const row = result.rows[0] as Record<string, unknown> | undefined;
    return row ? mapper.rowToJob(row) : undefined;
  };
}
