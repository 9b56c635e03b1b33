// Finding a recipient: the recipient check before adding a contact, and the LinkedIn email lookup.
import {
  LINKEDIN_EMAIL_NOT_FOUND,
  MAX_ACTIVE_SEQUENCES_PER_DOMAIN,
  domainSequenceLimitReached,
  emailDomainOf,
  extractLinkedInUrl,
  isFreeMailDomain,
  recipientAlreadyInSequence,
  sameDomainWarning,
  validateEmailAddress,
  validateLinkedInUrl,
  validateReadableAddress,
} from 'contracts';
import type { ContactRecord } from '../demo.fixtures';
import { badInput, notFound } from './connection.util';
import { MOCK_LINKEDIN_NOT_FOUND_ID } from './mock-state';
import type { StoreContext } from './store-context';

export function createRecipientsStore({ data }: StoreContext) {
  const query = {
    recipientCheck(args: { email: string; excludeContactId?: number | null }) {
      // The api's recipient rules over the fixtures (createContact here does not enforce them: the chat's flow re-adds
      // the fixture's Jordan Lee).
      const address = args.email.trim();
      const invalid = validateEmailAddress(address) ?? validateReadableAddress(address);
      if (invalid) return { allowed: false, message: invalid, warning: null, sameDomainActive: 0 };
      const campaignOf = (x: ContactRecord) => data.campaigns.find((c) => c.id === x.campaignId);
      const active = data.contacts.filter(
        (x) => x.status === 'IN_PROGRESS' && x.email && x.id !== args.excludeContactId && campaignOf(x),
      );
      const domain = emailDomainOf(address);
      const company = domain && !isFreeMailDomain(domain) ? domain : null;
      const atDomain = company ? active.filter((x) => emailDomainOf(x.email!) === company) : [];
      const same = active.find((x) => x.email!.toLowerCase() === address.toLowerCase());
      const base = { allowed: false, warning: null, sameDomainActive: atDomain.length };
      if (same) return { ...base, message: recipientAlreadyInSequence(address, campaignOf(same)!.name) };
      if (company && atDomain.length >= MAX_ACTIVE_SEQUENCES_PER_DOMAIN)
        return { ...base, message: domainSequenceLimitReached(company) };
      const names = atDomain.map((x) => [x.firstName, x.lastName].filter(Boolean).join(' '));
      return {
        ...base,
        allowed: true,
        message: null,
        warning: company && names.length ? sameDomainWarning(company, names) : null,
      };
    },
  };

  const mutation = {
    linkedInDetailsFetcher(args: { linkedInUrl: string }) {
      const error = validateLinkedInUrl(args.linkedInUrl);
      if (error) throw badInput(error);
      const url = extractLinkedInUrl(args.linkedInUrl)!;
      const slug = url.slice(url.lastIndexOf('/') + 1).toLowerCase();
      const profile = data.linkedInProfiles.find((p) => p.slug.toLowerCase() === slug);
      if (!profile || slug === MOCK_LINKEDIN_NOT_FOUND_ID) throw notFound(LINKEDIN_EMAIL_NOT_FOUND);
      return { email: profile.email, name: profile.name, emailConfidence: profile.emailConfidence };
    },
  };

  return { query, mutation };
}
