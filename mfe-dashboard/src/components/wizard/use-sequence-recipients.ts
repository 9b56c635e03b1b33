// Who a sequence goes to, for its editor and preview: the contact the wizard came with, else the campaign's active
// contacts (editing a sequence on its own goes to each of them). The first one's name fills the placeholders shown.
import { GetContactsForCampaignDocument, type PlaceholderValues } from 'contracts';
import { useGraphQLQuery, useSessionStore } from 'shared-ui';

/** Someone the sequence goes to, as the wizard shows them. */
export interface WizardRecipient {
  firstName: string;
  lastName?: string | null;
  email?: string | null;
}

/** A handful is enough to name them: 'Dana Lee <dana@acme.com> and 2 more'. */
const RECIPIENTS_SHOWN = 5;

export interface SequenceRecipients {
  /** The people the sequence goes to (the wizard's contact, or the campaign's active contacts), first one first. */
  recipients: WizardRecipient[];
  /** How many active contacts the campaign has in all (the wizard's contact counts as one). */
  total: number;
  loading: boolean;
  /** The first recipient's first name and the user's name: what the placeholders show. */
  names: PlaceholderValues;
}

export function useSequenceRecipients(campaignId: number, recipient: WizardRecipient | null): SequenceRecipients {
  const yourName = useSessionStore((state) => state.user?.name ?? null);
  const { data, isPending } = useGraphQLQuery(
    GetContactsForCampaignDocument,
    { pagination: { first: RECIPIENTS_SHOWN }, filter: { campaignId }, sort: { field: 'createdAt', direction: 'asc' } },
    { enabled: recipient === null },
  );
  const active = (data?.contacts.edges ?? [])
    .map((edge) => edge.node)
    .filter((contact) => contact.isActive && (contact.status === null || contact.status === 'IN_PROGRESS'));
  const recipients = recipient ? [recipient] : active;
  return {
    recipients,
    total: recipient ? 1 : Math.max(active.length, data?.contacts.totalCount ?? 0),
    loading: recipient === null && isPending,
    names: { contactFirstName: recipients[0]?.firstName ?? null, yourName },
  };
}

/** 'Dana Lee <dana@acme.com>', with ' and 2 more' when the sequence goes to more contacts. */
export function recipientLabel({ recipients, total }: Pick<SequenceRecipients, 'recipients' | 'total'>): string | null {
  const [first] = recipients;
  if (!first) return null;
  const name = [first.firstName, first.lastName].filter(Boolean).join(' ');
  const more = total - 1;
  return `${name} <${first.email ?? 'email pending'}>${more > 0 ? ` and ${more} more (each gets their own first name)` : ''}`;
}
