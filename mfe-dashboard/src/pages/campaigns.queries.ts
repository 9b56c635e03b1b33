// The sequences list's queries, named once for the page and for its route (which starts the first ones early).
import { GetAllCampaignsDocument, PAGE_SIZES, type GetAllCampaignsQueryVariables } from 'contracts';
import { pageQuery, type PageQuery } from 'shared-ui';
import { sequenceQuotaQuery } from '../components/billing/sequence-quota.query';

export const CAMPAIGNS_PAGE_SIZE = PAGE_SIZES.campaigns;

/** The list's variables: newest activity first, the search and status filter applied by the server. */
export function campaignsListVariables(
  pagination: { first: number; after?: string },
  filter: { search?: string; isActive?: boolean },
): GetAllCampaignsQueryVariables {
  return { pagination, sort: { field: 'updatedAt', direction: 'desc' }, filter };
}

/** What the page asks on arrival: the first page, unfiltered, and the quota. */
export const campaignsFirstQueries = (): PageQuery[] => [
  pageQuery(GetAllCampaignsDocument, campaignsListVariables({ first: CAMPAIGNS_PAGE_SIZE }, {})),
  sequenceQuotaQuery(),
];
