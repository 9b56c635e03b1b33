// An action on one sequence refreshes the screens that show it, and only those: its campaign's page and contacts,
// its contacts' own pages, and the lists across sequences; another sequence's cached screens stay as they are.
import {
  GetAllCampaignsDocument,
  GetCampaignEmailsDocument,
  GetContactTimelineDocument,
  GetContactsForCampaignDocument,
  GetSingleCampaignDocument,
  GetSingleContactDocument,
  HomeDashboardDocument,
  MailPermissionDocument,
} from 'contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createAppQueryClient } from '../query/query-client';
import { graphqlQueryKey } from './operation-name';
import { invalidateSequence } from './sequence-query-keys.util';

/** What the screens cached: two sequences (campaign 1 with contact 11, campaign 2 with contact 22) and the lists. */
function cachedScreens(): { client: QueryClient; keys: Record<string, readonly unknown[]> } {
  const client = createAppQueryClient();
  const keys = {
    campaign1: graphqlQueryKey(GetSingleCampaignDocument, { filter: { id: 1 } }),
    campaign2: graphqlQueryKey(GetSingleCampaignDocument, { filter: { id: 2 } }),
    rows1: graphqlQueryKey(GetContactsForCampaignDocument, { pagination: { first: 10 }, filter: { campaignId: 1 } }),
    rows2: graphqlQueryKey(GetContactsForCampaignDocument, { pagination: { first: 10 }, filter: { campaignId: 2 } }),
    allContacts: graphqlQueryKey(GetContactsForCampaignDocument, { pagination: { first: 10 }, filter: {} }),
    contact11: graphqlQueryKey(GetSingleContactDocument, { filter: { id: 11 } }),
    contact22: graphqlQueryKey(GetSingleContactDocument, { filter: { id: 22 } }),
    timeline11: graphqlQueryKey(GetContactTimelineDocument, { contactId: 11 }),
    timeline22: graphqlQueryKey(GetContactTimelineDocument, { contactId: 22 }),
    history11: graphqlQueryKey(GetCampaignEmailsDocument, { pagination: { first: 10 }, filter: { contactId: 11 } }),
    history22: graphqlQueryKey(GetCampaignEmailsDocument, { pagination: { first: 10 }, filter: { contactId: 22 } }),
    campaigns: graphqlQueryKey(GetAllCampaignsDocument, { pagination: { first: 5 } }),
    home: graphqlQueryKey(HomeDashboardDocument, {}),
    permission: graphqlQueryKey(MailPermissionDocument, {}),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  client.setQueryData(keys.contact11, { contact: { id: 11, campaignId: 1 } });
  client.setQueryData(keys.contact22, { contact: { id: 22, campaignId: 2 } });
  client.setQueryData(keys.rows1, { contacts: { edges: [{ node: { id: 11, campaignId: 1 } }] } });
  return { client, keys };
}

const staleOnes = (client: QueryClient, keys: Record<string, readonly unknown[]>) =>
  Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('invalidateSequence', () => {
  it("a campaign-wide change (zone, pause) refreshes the campaign, its contacts' pages and the lists, not another sequence", async () => {
    const { client, keys } = cachedScreens();
    await invalidateSequence(client, { campaignId: 1 });
    expect(staleOnes(client, keys)).toEqual(
      ['allContacts', 'campaign1', 'campaigns', 'contact11', 'history11', 'home', 'rows1', 'timeline11'].sort(),
    );
  });

  it("an action on one contact also refreshes its campaign's page, found from the cache", async () => {
    const { client, keys } = cachedScreens();
    await invalidateSequence(client, { contactId: 22 });
    expect(staleOnes(client, keys)).toEqual(
      ['allContacts', 'campaign2', 'campaigns', 'contact22', 'history22', 'home', 'rows2', 'timeline22'].sort(),
    );
  });
});
