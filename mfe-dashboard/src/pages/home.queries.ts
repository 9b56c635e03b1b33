// The home page's queries, named once for the page and for its route (which starts them while the page's chunk loads).
import {
  GetAllCampaignsDocument,
  HomeDashboardDocument,
  SearchSummaryDocument,
  type GetAllCampaignsQueryVariables,
} from 'contracts';
import { pageQuery, type PageQuery } from 'shared-ui';

/** The latest sequences the page lists. */
export const RECENT_SEQUENCES_VARIABLES: GetAllCampaignsQueryVariables = {
  pagination: { first: 5 },
  sort: { field: 'updatedAt', direction: 'desc' },
};

/** The weeks of the search picture are cut on Mondays in the zone the user is in (the browser's). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const homeFirstQueries = (): PageQuery[] => [
  pageQuery(HomeDashboardDocument, {}),
  pageQuery(GetAllCampaignsDocument, RECENT_SEQUENCES_VARIABLES),
  pageQuery(SearchSummaryDocument, { timeZone: browserTimeZone() }),
];
