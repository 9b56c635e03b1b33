import { defaultWorkWeek, type WorkWeek } from 'contracts';
import type { Campaign as CampaignType } from 'contracts/resolvers-types';
import type { Campaign } from '../../db/schema';

/**
 * A campaign row as the GraphQL parent object. Computed fields (contacts, sequenceSize, response figures,
 * emailSequences) are filled by Campaign field resolvers, so they are absent here; the generated resolver
 * types have no mapper for that, hence the single cast.
 */
export function toCampaignParent(row: Campaign): CampaignType {
  const parent = {
    id: row.id,
    name: row.name,
    timezone: row.timezone,
    timezoneSource: (row.timezoneSource as CampaignType['timezoneSource']) ?? null,
    excludeWeekends: row.excludeWeekends,
    sendWindowStart: row.sendWindowStart,
    sendWindowEnd: row.sendWindowEnd,
    workWeek: (row.workWeek as WorkWeek | null) ?? defaultWorkWeek(row.timezone),
    workWeekChosen: row.workWeek != null,
    isActive: row.isActive,
    trackOpens: row.trackOpens,
    emailsSent: row.emailsSent,
    lastEmailSentAt: row.lastEmailSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return parent as CampaignType;
}
