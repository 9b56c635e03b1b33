// Contacts: the list, one contact, add, update (pause, mark replied, applied date) and delete.
import {
  CONTACT_ADDED,
  CONTACT_DELETED,
  PAGE_SIZES,
  sendZoneForNewRecipient,
  validateAddContact,
  validateAppliedAt,
  type ContactSortInput,
  type CreateContactInput,
  type PaginationInput,
} from 'contracts';
import type { ContactRecord } from '../demo.fixtures';
import { sortRows, toConnection } from './connection.util';
import type { Args } from './mock-state';
import type { StoreContext } from './store-context';

type NewContact = CreateContactInput;

export function createContactsStore({ state, data, iso, nextId, views }: StoreContext) {
  const { contactView } = views;
  // Like the api: a typed applied day must be a real day, not in the future (the server's today).
  const appliedProblem = (day: string | null | undefined) =>
    day?.trim() ? validateAppliedAt(day.trim(), state.now().toISOString().slice(0, 10)) : null;
  const query = {
    contacts(args: { pagination?: PaginationInput; filter?: Args; sort?: ContactSortInput }) {
      const f = args.filter ?? {};
      const search = typeof f.search === 'string' ? f.search.toLowerCase() : '';
      const rows = data.contacts.filter(
        (x) =>
          (f.id == null || x.id === f.id) &&
          (f.campaignId == null || x.campaignId === f.campaignId) &&
          (!search || [x.email, x.firstName, x.lastName].some((v) => v?.toLowerCase().includes(search))),
      );
      const rowViews = rows.map(contactView);
      return toConnection(
        sortRows(rowViews, args.sort, { field: 'createdAt', direction: 'desc' }),
        args.pagination,
        PAGE_SIZES.contactsList,
      );
    },
    contact(args: { filter: Args }) {
      const contact = data.contacts.find((x) => x.id === args.filter.id);
      return contact ? contactView(contact) : null;
    },
  };

  // Like the api: the first recipient's domain guess replaces a zone nobody chose (never a chosen one).
  const applyRecipientZone = (record: ContactRecord) => {
    const campaign = views.findCampaign(record.campaignId);
    const guess = sendZoneForNewRecipient({ zone: campaign.timezone, source: campaign.timezoneSource }, record.email);
    if (!guess || data.contacts.some((x) => x.campaignId === campaign.id && x.id !== record.id)) return;
    Object.assign(campaign, { timezone: guess.zone, timezoneSource: guess.source, updatedAt: iso() });
  };

  const mutation = {
    createContact(args: { data: NewContact }) {
      const d = args.data;
      const mode = d.email ? 'email' : 'linkedin';
      const error = validateAddContact({ mode, ...d, email: d.email ?? (mode === 'linkedin' ? 'found@mock.test' : '') });
      const refused = error ?? appliedProblem(d.appliedAt);
      if (refused) return { success: false, message: refused, contact: null, hasPermission: state.hasGmailPermission };
      views.findCampaign(d.campaignId);
      const record: ContactRecord = {
        id: nextId(data.contacts, 200),
        campaignId: d.campaignId,
        email: d.email?.trim() || null,
        firstName: d.firstName.trim(),
        lastName: d.lastName?.trim() || null,
        linkedInUrl: d.linkedInUrl?.trim() || null,
        appliedAt: d.appliedAt?.trim() || null,
        status: 'IN_PROGRESS',
        isActive: true,
        errorMessage: null,
        createdAt: iso(),
        updatedAt: iso(),
      };
      data.contacts.push(record);
      applyRecipientZone(record);
      return { success: true, message: CONTACT_ADDED, contact: contactView(record), hasPermission: state.hasGmailPermission };
    },
    updateContact(args: {
      data: { id: number; isActive?: boolean | null; status?: ContactRecord['status'] | null; appliedAt?: string | null };
    }) {
      const contact = data.contacts.find((x) => x.id === args.data.id);
      if (!contact) return { success: false, message: 'Contact not found', contact: null };
      const refused = appliedProblem(args.data.appliedAt);
      if (refused) return { success: false, message: refused, contact: null };
      if (args.data.appliedAt !== undefined) contact.appliedAt = args.data.appliedAt?.trim() || null;
      if (args.data.isActive != null) contact.isActive = args.data.isActive;
      if (args.data.status != null) {
        contact.status = args.data.status;
        // Like the api: a reply marked by hand can be taken back for a while (until the next would-be send).
        contact.stopReason = 'MARKED_REPLIED';
        contact.replyUndoUntil = new Date(state.now().getTime() + 24 * 60 * 60 * 1000).toISOString();
      }
      contact.updatedAt = iso();
      return { success: true, message: 'Contact updated successfully', contact: contactView(contact) };
    },
    deleteContact(args: { id: number }) {
      const exists = data.contacts.some((x) => x.id === args.id);
      data.contacts = data.contacts.filter((x) => x.id !== args.id);
      data.emails = data.emails.filter((e) => e.contactId !== args.id);
      return exists ? { success: true, message: CONTACT_DELETED } : { success: false, message: 'Contact not found' };
    },
  };

  return { query, mutation };
}
