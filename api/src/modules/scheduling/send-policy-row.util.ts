// A campaign's sending policy as the SQL reads of other modules select it: one column list and one row -> policy
// rule, so no caller passes the zone and the weekend switch on their own.
import { sql, type SQL } from 'drizzle-orm';
import { sendPolicyOf, type SendPolicy, type StoredSendSettings, type WorkWeek } from 'contracts';

/** The policy's columns of the campaigns row aliased `alias` (e.g. `k`), as the names PolicyRow reads. */
export function policyColumns(alias: string): SQL {
  const table = sql.raw(alias);
  return sql`${table}.timezone, ${table}.exclude_weekends, ${table}.send_window_start, ${table}.send_window_end,
             ${table}.work_week`;
}

export type PolicyRow = {
  timezone: string;
  exclude_weekends: boolean;
  send_window_start: number | null;
  send_window_end: number | null;
  work_week: string | null;
};

/** The stored settings of a row read with policyColumns. */
export function storedSettingsOfRow(row: PolicyRow): StoredSendSettings {
  return {
    zone: row.timezone,
    excludeWeekends: row.exclude_weekends,
    windowStart: row.send_window_start == null ? null : Number(row.send_window_start),
    windowEnd: row.send_window_end == null ? null : Number(row.send_window_end),
    workWeek: row.work_week as WorkWeek | null,
  };
}

/** The policy of a row read with policyColumns. */
export function policyOfRow(row: PolicyRow): SendPolicy {
  return sendPolicyOf(storedSettingsOfRow(row));
}

/** The policy of a campaigns row read through drizzle (camelCase fields). */
export function policyOfCampaign(campaign: {
  timezone: string;
  excludeWeekends: boolean;
  sendWindowStart: number;
  sendWindowEnd: number;
  workWeek: string | null;
}): SendPolicy {
  return sendPolicyOf({
    zone: campaign.timezone,
    excludeWeekends: campaign.excludeWeekends,
    windowStart: campaign.sendWindowStart,
    windowEnd: campaign.sendWindowEnd,
    workWeek: campaign.workWeek as WorkWeek | null,
  });
}
