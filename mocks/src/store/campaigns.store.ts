// Campaigns: the list, one campaign (with a contact), create, update and delete.
import {
  CAMPAIGN_CREATED,
  CAMPAIGN_DELETED,
  DEFAULT_SEND_WINDOW,
  JOB_POSTING_NOT_FOUND,
  PAGE_SIZES,
  TRACK_OPENS_DEFAULT,
  sendZoneSourceAfterEdit,
  type SendZoneSource,
  validateCampaign,
  validateSendWindow,
  type CampaignSortInput,
  type WorkWeek,
  type PaginationInput,
} from 'contracts';
import type { CampaignRecord } from '../demo.fixtures';
import { badInput, sortRows, toConnection } from './connection.util';
import type { Args } from './mock-state';
import type { StoreContext } from './store-context';

type SettingsField =
  | 'name'
  | 'timezone'
  | 'timezoneSource'
  | 'excludeWeekends'
  | 'isActive'
  | 'trackOpens'
  | 'sendWindowStart'
  | 'sendWindowEnd'
  | 'workWeek';

/** Like the api: new hours are one window with the stored ones, checked with the contracts' rule. */
function checkWindow(data: Partial<Pick<CampaignRecord, SettingsField>>, campaign: CampaignRecord) {
  const window = {
    start: data.sendWindowStart ?? campaign.sendWindowStart ?? DEFAULT_SEND_WINDOW.start,
    end: data.sendWindowEnd ?? campaign.sendWindowEnd ?? DEFAULT_SEND_WINDOW.end,
  };
  const problem = validateSendWindow(window);
  if (problem) throw badInput(problem);
}

export function createCampaignsStore({ data, iso, nextId, views }: StoreContext) {
  const { campaignView, contactView, findCampaign } = views;
  const query = {
    campaigns(args: { pagination?: PaginationInput; filter?: Args; sort?: CampaignSortInput }) {
      const f = args.filter ?? {};
      const search = typeof f.search === 'string' ? f.search.toLowerCase() : '';
      const rows = data.campaigns.filter(
        (c) =>
          (f.id == null || c.id === f.id) &&
          (f.isActive == null || c.isActive === f.isActive) &&
          (!search || c.name.toLowerCase().includes(search)),
      );
      return toConnection(
        sortRows(rows, args.sort, { field: 'updatedAt', direction: 'desc' }).map(campaignView),
        args.pagination,
        PAGE_SIZES.campaigns,
      );
    },
    campaign(args: { filter: Args; contactFilter?: Args }) {
      const campaign = data.campaigns.find((c) => c.id === args.filter.id);
      const cf = args.contactFilter ?? {};
      const contact = data.contacts.find(
        (x) => (cf.id != null && x.id === cf.id) || (cf.id == null && cf.campaignId != null && x.campaignId === cf.campaignId),
      );
      return { campaign: campaign ? campaignView(campaign) : null, contact: contact ? contactView(contact) : null };
    },
  };

  const mutation = {
    createCampaign(args: {
      data: {
        name: string;
        timezone: string;
        timezoneSource?: SendZoneSource | null;
        excludeWeekends: boolean;
        isActive?: boolean | null;
        trackOpens?: boolean | null;
        sendWindowStart?: number | null;
        sendWindowEnd?: number | null;
        workWeek?: WorkWeek | null;
        jobPostingId?: number | null;
      };
    }) {
      const error = validateCampaign(args.data);
      if (error) return { success: false, message: error, campaign: null };
      const postingId = args.data.jobPostingId ?? null;
      if (postingId !== null && !data.jobPostings?.some((p) => p.id === postingId)) {
        return { success: false, message: JOB_POSTING_NOT_FOUND, campaign: null };
      }
      const record: CampaignRecord = {
        id: nextId(data.campaigns, 100),
        name: args.data.name.trim(),
        timezone: args.data.timezone,
        timezoneSource: args.data.timezoneSource ?? null,
        excludeWeekends: args.data.excludeWeekends,
        ...(args.data.sendWindowStart != null && { sendWindowStart: args.data.sendWindowStart }),
        ...(args.data.sendWindowEnd != null && { sendWindowEnd: args.data.sendWindowEnd }),
        ...(args.data.workWeek != null && { workWeek: args.data.workWeek }),
        isActive: args.data.isActive ?? true,
        trackOpens: args.data.trackOpens ?? TRACK_OPENS_DEFAULT,
        ...(postingId !== null && { jobPostingId: postingId }),
        lastEmailSentAt: null,
        createdAt: iso(),
        updatedAt: iso(),
      };
      data.campaigns.push(record);
      return { success: true, message: CAMPAIGN_CREATED, campaign: campaignView(record) };
    },
    updateCampaign(args: { id: number; data: Partial<Pick<CampaignRecord, SettingsField>> }) {
      const campaign = findCampaign(args.id);
      checkWindow(args.data, campaign);
      // Like the api: a zone sent without a source keeps it when unchanged, else it was chosen.
      const timezoneSource = sendZoneSourceAfterEdit(
        { zone: campaign.timezone, source: campaign.timezoneSource },
        { zone: args.data.timezone, source: args.data.timezoneSource },
      );
      for (const [key, value] of Object.entries(args.data)) {
        if (value !== null && value !== undefined) Object.assign(campaign, { [key]: value });
      }
      campaign.timezoneSource = timezoneSource;
      campaign.updatedAt = iso();
      return campaignView(campaign);
    },
    deleteCampaign(args: { id: number }) {
      findCampaign(args.id);
      // Like the api: a contact's sequence cancelled before any of its emails went out gives its count back.
      const unsent = data.contacts.filter((x) => {
        const emails = data.emails.filter((e) => e.contactId === x.id);
        return x.campaignId === args.id && emails.length > 0 && emails.every((e) => e.sentAt === null);
      }).length;
      data.billing.sequencesUsed = Math.max(0, data.billing.sequencesUsed - unsent);
      data.campaigns = data.campaigns.filter((c) => c.id !== args.id);
      data.contacts = data.contacts.filter((x) => x.campaignId !== args.id);
      data.steps = data.steps.filter((s) => s.campaignId !== args.id);
      data.emails = data.emails.filter((e) => e.campaignId !== args.id);
      return { success: true, message: CAMPAIGN_DELETED };
    },
  };

  return { query, mutation };
}
