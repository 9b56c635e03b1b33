// The cached queries that show one sequence (a campaign and its contacts), so an action on it refreshes every screen
// that shows it (the campaign page, the contact page, the chat's block, the lists) and nothing else. One place for the
// shell and every remote: they share one query cache, so a key refreshed here is fresh on whichever screen reads it.
import { partialMatchKey, type InvalidateOptions, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  GetAllCampaignsDocument,
  GetCampaignEmailsDocument,
  GetCampaignWithEmailSequencesDocument,
  GetContactsForCampaignDocument,
  GetContactTimelineDocument,
  GetReplyNoteStateDocument,
  GetSingleCampaignDocument,
  GetSingleContactDocument,
  HomeDashboardDocument,
  SearchSummaryDocument,
} from 'contracts';
import { operationName } from './operation-name';

/** A sequence as the screens name it: its campaign, and the one contact an action was about (when it was). */
export interface SequenceRef {
  campaignId?: number | null;
  contactId?: number | null;
}

const name = operationName;

/** Lists and counts over all sequences: any sequence's change may move them; they cannot be keyed by one. */
const ACROSS_SEQUENCES = [GetAllCampaignsDocument, HomeDashboardDocument, SearchSummaryDocument].map(name);

const campaignKeys = (campaignId: number): QueryKey[] => [
  [name(GetSingleCampaignDocument), { filter: { id: campaignId } }],
  [name(GetCampaignWithEmailSequencesDocument), { filter: { id: campaignId } }],
  [name(GetContactsForCampaignDocument), { filter: { campaignId } }],
  [name(GetCampaignEmailsDocument), { filter: { campaignId } }],
];

const contactKeys = (contactId: number): QueryKey[] => [
  [name(GetSingleContactDocument), { filter: { id: contactId } }],
  [name(GetContactTimelineDocument), { contactId }],
  [name(GetCampaignEmailsDocument), { filter: { contactId } }],
  [name(GetReplyNoteStateDocument), { contactId }],
];

/**
 * The key prefixes (react-query's partial match) of the queries that show this campaign and this contact: the
 * campaign page and its contacts, the sequence editor, the contact page (details, timeline, history, reply note).
 */
export function sequenceQueryKeys(campaignId?: number | null, contactId?: number | null): QueryKey[] {
  return [...(campaignId != null ? campaignKeys(campaignId) : []), ...(contactId != null ? contactKeys(contactId) : [])];
}

interface ContactLike {
  id?: unknown;
  campaignId?: unknown;
}

/** Every contact the cache holds (from the contact pages and the contact lists), with its campaign. */
function cachedContacts(queryClient: QueryClient): ContactLike[] {
  const contacts: ContactLike[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as
      { contact?: ContactLike | null; contacts?: { edges?: Array<{ node?: ContactLike }> } } | undefined;
    if (query.queryKey[0] === name(GetSingleContactDocument) && data?.contact) contacts.push(data.contact);
    if (query.queryKey[0] === name(GetContactsForCampaignDocument))
      data?.contacts?.edges?.forEach((edge) => edge.node && contacts.push(edge.node));
  }
  return contacts;
}

/**
 * The whole sequence an action touched: a contact's campaign when only the contact was named (its campaign page
 * shows it too), and a campaign's contacts (a campaign-wide change also moves each contact's own page).
 */
function resolveSequence(queryClient: QueryClient, { campaignId, contactId }: SequenceRef) {
  const known = cachedContacts(queryClient);
  const campaign = campaignId ?? (known.find((contact) => contact.id === contactId)?.campaignId as number | undefined) ?? null;
  const contacts = new Set<number>(contactId != null ? [contactId] : []);
  for (const contact of known) {
    if (campaign != null && contact.campaignId === campaign && typeof contact.id === 'number') contacts.add(contact.id);
  }
  return { campaign, contacts };
}

/** The all-contacts list (no campaign in its filter) shows every sequence's contacts. */
function isAllContactsList(queryKey: QueryKey): boolean {
  if (queryKey[0] !== name(GetContactsForCampaignDocument)) return false;
  const variables = queryKey[1] as { filter?: { campaignId?: unknown } } | undefined;
  return variables?.filter?.campaignId == null;
}

/** True when the query shows the sequence: its own keys, its contacts' keys, or a list across sequences. */
export function showsSequence(queryKey: QueryKey, keys: readonly QueryKey[]): boolean {
  if (ACROSS_SEQUENCES.includes(String(queryKey[0])) || isAllContactsList(queryKey)) return true;
  return keys.some((key) => partialMatchKey(queryKey, key));
}

/**
 * Marks every query that shows the sequence stale and refetches those on screen (the rest refetch when a screen
 * mounts them); resolves once the screen's queries have answered. Other sequences' queries are left alone. A poll
 * passes `{ cancelRefetch: false }`, so a slow answer is waited for instead of being asked again and again.
 */
export async function invalidateSequence(
  queryClient: QueryClient,
  sequence: SequenceRef,
  options?: InvalidateOptions,
): Promise<void> {
  const { campaign, contacts } = resolveSequence(queryClient, sequence);
  const keys = [...sequenceQueryKeys(campaign), ...[...contacts].flatMap((id) => sequenceQueryKeys(null, id))];
  await queryClient.invalidateQueries({ predicate: (query: Query) => showsSequence(query.queryKey, keys) }, options);
}
