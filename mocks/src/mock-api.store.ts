// An in-memory implementation of every Query and Mutation field over MockData. Handlers execute the real
// operation documents against the contract schema with this root value, so mock responses always have the
// schema's shape (a wrong or missing field fails execution, and graphql.handlers.test.ts).
import { GraphQLError } from 'graphql';
import {
  INTERVIEW_DATE_ONLY_FOR_INTERVIEW,
  NOT_A_REPLY_OUTCOMES,
  replyOutcomeSaved,
  type ReplyOutcome,
  alreadyOnPlanMessage,
  CHANGE_PLAN_IN_PORTAL,
  CHECKOUT_ITEMS,
  CHECKOUT_PRODUCT_OF,
  CHECKOUT_UNAVAILABLE,
  NO_BILLING_ACCOUNT,
  planOfProduct,
  type CheckoutProductId,
  CAMPAIGN_DELETED,
  REPLY_MARK_UNDONE,
  UNDO_ONLY_MARKED_REPLIES,
  SEND_NOW_CONTACT_PAUSED,
  SEND_NOW_NOT_NEXT,
  SEND_NOW_NOTHING_WAITING,
  SEND_NOW_SEQUENCE_PAUSED,
  SEND_NOW_SEQUENCE_STOPPED,
  sendNowQueued,
  ACCESS_REQUEST_RECEIVED,
  ATTACHMENT_NOT_FOUND,
  attachmentInUse,
  fileDeleted,
  fileDeletedAndDetached,
  AUTHORIZE_GMAIL_FOR_TEST,
  CAMPAIGN_CREATED,
  CAMPAIGN_NOT_FOUND,
  CONTACT_ADDED,
  CONTACT_DELETED,
  GMAIL_ACCESS_REQUIRED,
  GMAIL_ALREADY_DISCONNECTED,
  GMAIL_DISCONNECTED,
  GMAIL_SEND_ONLY_CONSENT_STARTED,
  GRAPHQL_ERROR_CODES,
  INVALID_EMAIL_ADDRESS,
  LINKEDIN_EMAIL_NOT_FOUND,
  MAX_ACTIVE_SEQUENCES_PER_DOMAIN,
  PAGE_SIZES,
  SEQUENCE_QUOTA_REACHED,
  SIGNED_URL_GENERATED,
  SEQUENCE_SCHEDULED,
  SEQUENCE_DRAFT_RUNNING,
  SEQUENCE_DRAFT_SAVED,
  UPLOAD_NOT_FOUND,
  billingPeriod,
  domainSequenceLimitReached,
  emailDomainOf,
  extractLinkedInUrl,
  holidayMoveReason,
  isAllowedAttachmentType,
  isEmailAddress,
  isFreeMailDomain,
  normalizeSequenceSteps,
  planById,
  recipientAlreadyInSequence,
  sameDomainWarning,
  sequencesTotal,
  unsupportedFileType,
  validateAddContact,
  validateAttachmentFile,
  validateCampaign,
  validateLinkedInUrl,
  validateChatConversation,
  unsendableStepsMessage,
  validateEmailAddress,
  validateReadableAddress,
  validateSequenceSteps,
  type CampaignEmailSortInput,
  type CampaignSortInput,
  type ContactSortInput,
  type EmailAttachmentSortInput,
  type EmailSequenceSortInput,
  type GmailAccessTier,
  type PaginationInput,
} from 'contracts';
import { mockCompanyReplyTime, mockTimeline } from './timeline.mock';
import { createReplyNoteMock, replyNoteOfferOf } from './reply-note.mock';
import type {
  AttachmentRecord,
  CampaignRecord,
  ChatConversationRecord,
  ContactRecord,
  EmailRecord,
  MockData,
  StepRecord,
} from './demo.fixtures';
import { MOCK_CHECKOUT_ORIGIN } from './demo.fixtures';
import { mockSearchSummary } from './search-summary.mock';

export interface MockState {
  data: MockData;
  signedIn: boolean;
  hasGmailPermission: boolean;
  /** The Gmail account behind hasGmailPermission (Settings › Email Permissions); absent: the fixture user, Send only. */
  gmail?: { googleEmail: string; tier: GmailAccessTier; needsReconnect: boolean };
  /** Settings › Notification Preferences; absent: both on (the api's default). */
  notificationPreferences?: { replyAlerts: boolean; sequenceUpdates: boolean };
  /** Injectable clock so tests and screenshots stay deterministic. */
  now: () => Date;
}

/** A LinkedIn id that the mocked lookup never finds (to exercise the not-found path; so does any id not in
 * `data.linkedInProfiles`). */
export const MOCK_LINKEDIN_NOT_FOUND_ID = 'not-found';
/** Origin of the mocked signed upload URLs (a PUT there is answered by the MSW handlers). */
export const MOCK_UPLOAD_ORIGIN = 'https://uploads.mock.test';

type Args = Record<string, unknown>;
type Sort = { field: string; direction: 'asc' | 'desc' } | null | undefined;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: GRAPHQL_ERROR_CODES.badUserInput } });
const notFound = (message: string) => new GraphQLError(message, { extensions: { code: GRAPHQL_ERROR_CODES.notFound } });

function sortRows<T>(rows: readonly T[], sort: Sort, fallback: { field: string; direction: 'asc' | 'desc' }): T[] {
  const { field, direction } = sort ?? fallback;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

const encodeCursor = (index: number): string => btoa(`mock:${index}`);
const decodeCursor = (cursor: string): number => {
  const index = Number(atob(cursor).replace('mock:', ''));
  if (!Number.isInteger(index)) throw badInput('Invalid pagination cursor');
  return index;
};

/** Relay connection over an already filtered and sorted list. */
export function toConnection<T>(rows: readonly T[], pagination: PaginationInput | null | undefined, defaultSize: number) {
  const p = pagination ?? {};
  let start = 0;
  let end = rows.length;
  if (p.after) start = decodeCursor(p.after) + 1;
  if (p.before) end = Math.min(end, decodeCursor(p.before));
  if (p.last != null || (p.before && p.first == null)) {
    start = Math.max(start, end - Math.min(p.last ?? defaultSize, 100));
  } else {
    end = Math.min(end, start + Math.min(p.first ?? defaultSize, 100));
  }
  const edges = rows.slice(start, end).map((node, offset) => ({ node, cursor: encodeCursor(start + offset) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: end < rows.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: rows.length,
  };
}

/** The file name as stored in an object key: no path separators or odd characters. */
const safeFileName = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-120) || 'file';

export function createMockApi(state: MockState) {
  const { data } = state;
  const nextId = (rows: readonly { id: number }[], base: number) => rows.reduce((max, row) => Math.max(max, row.id), base) + 1;
  const iso = () => state.now().toISOString();
  const uploadPrefix = () => `${MOCK_UPLOAD_ORIGIN}/users/${data.user.id}/`;
  let nextUpload = 1;
  let nextChatConversationId = 1;

  const emailsOf = (contactId: number) =>
    sortRows(
      data.emails.filter((e) => e.contactId === contactId),
      null,
      { field: 'position', direction: 'asc' },
    );
  const sentCount = (emails: readonly EmailRecord[]) => emails.filter((e) => e.sentAt !== null).length;

  const attachmentView = (a: AttachmentRecord) => ({ ...a });
  const stepView = (s: StepRecord) => ({
    ...s,
    emailAttachments: data.attachments.filter((a) => s.attachmentIds.includes(a.id)).map(attachmentView),
  });
  const emailView = (e: EmailRecord) => ({ ...e, kind: e.kind ?? 'SEQUENCE' });
  const replyNotes = createReplyNoteMock({ data, now: () => state.now(), badInput, notFound });

  function campaignView(c: CampaignRecord) {
    const contacts = data.contacts.filter((x) => x.campaignId === c.id);
    const emails = data.emails.filter((e) => e.campaignId === c.id);
    const steps = data.steps.filter((s) => s.campaignId === c.id);
    const responded = emails.filter((e) => e.respondedAt && e.sentAt);
    const hours = responded.map((e) => (Date.parse(e.respondedAt!) - Date.parse(e.sentAt!)) / 3_600_000);
    const repliedContacts = contacts.filter((x) => x.status === 'RESPONDED').length;
    return {
      ...c,
      gmailSendingPausedUntil: c.gmailSendingPausedUntil ?? null,
      // Like the api: the next unsent email's due time, planned in the campaign's current zone (re-planned on change).
      nextSendAt:
        steps.length > 0 && contacts.some((x) => data.billing.scheduledContactIds.includes(x.id) && x.status === 'IN_PROGRESS')
          ? query.sequenceSchedulePreview({ timezone: c.timezone, excludeWeekends: c.excludeWeekends, delays: [0] })[0]!.sendAt
          : null,
      // A draft until a contact's sequence is first scheduled (the api: any campaign_emails row).
      isDraft: emails.length === 0,
      emailsSent: sentCount(emails),
      emailsOpened: emails.filter((e) => e.openedAt).length,
      contacts: contacts.length,
      sequenceSize: steps.length,
      averageResponseTime: hours.length ? hours.reduce((a, b) => a + b, 0) / hours.length : null,
      averageResponseRate: contacts.length ? (repliedContacts / contacts.length) * 100 : null,
      emailSequences: (args: { sort?: EmailSequenceSortInput; pagination?: PaginationInput }) =>
        toConnection(
          sortRows(steps, args.sort, { field: 'position', direction: 'asc' }).map(stepView),
          args.pagination,
          PAGE_SIZES.editorEmails,
        ),
    };
  }

  function contactView(x: ContactRecord) {
    const emails = emailsOf(x.id);
    const campaign = data.campaigns.find((c) => c.id === x.campaignId);
    const latest = sortRows(emails, null, { field: 'createdAt', direction: 'desc' }).sort((a, b) => b.position - a.position)[0];
    return {
      ...x,
      emailsSent: sentCount(emails),
      maxEmails: data.steps.filter((s) => s.campaignId === x.campaignId).length,
      campaign: campaign ? campaignView(campaign) : null,
      campaignEmail: latest ? emailView(latest) : null,
      campaignEmails: emails.map(emailView),
      replyOutcomes: x.replyOutcomes ?? [],
      appliedAt: x.appliedAt ?? null,
      timeline: () => mockTimeline(x, emails, state.now()),
      companyReplyTime: () => mockCompanyReplyTime(x, data),
      replyNoteOffer: replyNoteOfferOf(x),
      replyNote: () => replyNotes.replyNoteOf(x),
    };
  }

  const findCampaign = (id: number) => {
    const campaign = data.campaigns.find((c) => c.id === id);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    return campaign;
  };

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
    contacts(args: { pagination?: PaginationInput; filter?: Args; sort?: ContactSortInput }) {
      const f = args.filter ?? {};
      const search = typeof f.search === 'string' ? f.search.toLowerCase() : '';
      const rows = data.contacts.filter(
        (x) =>
          (f.id == null || x.id === f.id) &&
          (f.campaignId == null || x.campaignId === f.campaignId) &&
          (!search || [x.email, x.firstName, x.lastName].some((v) => v?.toLowerCase().includes(search))),
      );
      const views = rows.map(contactView);
      return toConnection(
        sortRows(views, args.sort, { field: 'createdAt', direction: 'desc' }),
        args.pagination,
        PAGE_SIZES.contactsList,
      );
    },
    contact(args: { filter: Args }) {
      const contact = data.contacts.find((x) => x.id === args.filter.id);
      return contact ? contactView(contact) : null;
    },
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
    campaignEmails(args: { pagination?: PaginationInput; filter?: Args; sort?: CampaignEmailSortInput }) {
      const f = args.filter ?? {};
      const rows = data.emails.filter(
        (e) => (f.contactId == null || e.contactId === f.contactId) && (f.campaignId == null || e.campaignId === f.campaignId),
      );
      return toConnection(
        sortRows(rows, args.sort, { field: 'createdAt', direction: 'desc' }).map(emailView),
        args.pagination,
        PAGE_SIZES.emailHistory,
      );
    },
    emailAttachments(args: { filter?: Args; pagination?: PaginationInput; sort?: EmailAttachmentSortInput }) {
      const search = typeof args.filter?.search === 'string' ? args.filter.search.toLowerCase() : '';
      const rows = data.attachments.filter((a) => !search || a.fileName.toLowerCase().includes(search));
      return toConnection(
        sortRows(rows, args.sort, { field: 'createdAt', direction: 'desc' }).map(attachmentView),
        args.pagination,
        PAGE_SIZES.attachments,
      );
    },
    homeDashboard() {
      const contacts = data.contacts.length;
      const replied = data.contacts.filter((x) => x.status === 'RESPONDED').length;
      return {
        id: data.user.id,
        campaigns: data.campaigns.filter((c) => c.isActive).length,
        contacts,
        emailSent: sentCount(data.emails),
        responseRate: contacts ? Math.round((replied / contacts) * 1000) / 10 : 0,
      };
    },
    searchSummary(args: { timeZone: string }) {
      return mockSearchSummary(data, args.timeZone, state.now());
    },
    gmailConnection() {
      const connected = state.hasGmailPermission;
      const gmail =
        state.gmail ?? (connected ? { googleEmail: data.user.email, tier: 'SEND_ONLY', needsReconnect: false } : null);
      if (!gmail) return { connected: false, googleEmail: null, tier: null, needsReconnect: false };
      return { connected, googleEmail: gmail.googleEmail, tier: gmail.tier, needsReconnect: !connected && gmail.needsReconnect };
    },
    mailPermission() {
      return state.hasGmailPermission
        ? { hasPermission: true, message: 'Gmail permission granted' }
        : { hasPermission: false, message: 'Gmail permission not granted' };
    },
    notificationPreferences() {
      return { replyAlerts: true, sequenceUpdates: true, ...state.notificationPreferences };
    },
    billingOverview() {
      const { billing } = data;
      const plan = planById(billing.planId);
      return {
        planName: plan.name,
        planSequences: plan.sequencesPerMonth,
        addOnSequences: billing.addOnSequences,
        sequencesTotal: sequencesTotal(plan, billing.addOnSequences),
        sequencesUsed: billing.sequencesUsed,
        period: billingPeriod(state.now()),
        invoices: sortRows(billing.invoices, null, { field: 'issuedAt', direction: 'desc' }).map((i) => ({ ...i })),
        renewsAt: planById(billing.planId).isFree ? null : billing.renewsAt,
        cancelsAt: planById(billing.planId).isFree ? null : billing.cancelsAt,
        paymentFailed: billing.paymentFailed,
        canManageBilling: billing.hasBillingAccount,
        checkout: { ...billing.checkout },
      };
    },
    chatConversation() {
      return data.chatConversation ? structuredClone(data.chatConversation) : null;
    },
    sequenceSchedulePreview(args: { timezone: string; excludeWeekends: boolean; delays: number[]; startAt?: string | null }) {
      // Approximation in UTC (the api computes real working hours in the timezone).
      let at = new Date(args.startAt ?? iso());
      const skipWeekend = () => {
        while (args.excludeWeekends && (at.getUTCDay() === 0 || at.getUTCDay() === 6)) {
          at = new Date(at.getTime() + 86_400_000);
        }
      };
      // Two US public holidays, so component tests can see a moved step (the api reads date-holidays).
      const usHoliday = (date: Date) =>
        args.timezone.startsWith('America/')
          ? { '2026-11-26': 'Thanksgiving Day', '2026-12-25': 'Christmas Day' }[date.toISOString().slice(0, 10)]
          : undefined;
      return args.delays.map((daysDelay, index) => {
        at = new Date(at.getTime() + (index === 0 ? 0 : daysDelay) * 86_400_000);
        skipWeekend();
        const movedFrom = at;
        const holiday = usHoliday(at);
        if (holiday) {
          at = new Date(at.getTime() + 86_400_000);
          skipWeekend();
        }
        const moved = holiday
          ? { movedFrom: movedFrom.toISOString(), movedReason: holidayMoveReason([holiday], 'the United States') }
          : { movedFrom: null, movedReason: null };
        return { position: index + 1, daysDelay: index === 0 ? 0 : daysDelay, sendAt: at.toISOString(), ...moved };
      });
    },
  };

  const mutation = {
    raiseAccessRequest(args: { email: string }) {
      if (!isEmailAddress(args.email)) return { success: false, message: INVALID_EMAIL_ADDRESS };
      return { success: true, message: ACCESS_REQUEST_RECEIVED };
    },
    createCampaign(args: {
      data: { name: string; timezone: string; excludeWeekends: boolean; isActive?: boolean | null; trackOpens?: boolean | null };
    }) {
      const error = validateCampaign(args.data);
      if (error) return { success: false, message: error, campaign: null };
      const record: CampaignRecord = {
        id: nextId(data.campaigns, 100),
        name: args.data.name.trim(),
        timezone: args.data.timezone,
        excludeWeekends: args.data.excludeWeekends,
        isActive: args.data.isActive ?? true,
        trackOpens: args.data.trackOpens ?? true,
        lastEmailSentAt: null,
        createdAt: iso(),
        updatedAt: iso(),
      };
      data.campaigns.push(record);
      return { success: true, message: CAMPAIGN_CREATED, campaign: campaignView(record) };
    },
    updateCampaign(args: {
      id: number;
      data: Partial<Pick<CampaignRecord, 'name' | 'timezone' | 'excludeWeekends' | 'isActive' | 'trackOpens'>>;
    }) {
      const campaign = findCampaign(args.id);
      for (const [key, value] of Object.entries(args.data)) {
        if (value !== null && value !== undefined) Object.assign(campaign, { [key]: value });
      }
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
    createEmailSequence(args: {
      campaignId: number;
      data: {
        emails: Array<{
          position: number;
          subject: string;
          body: string;
          attachments?: number[] | null;
          daysDelay: number;
          nextMailInThread: boolean;
        }>;
      };
    }) {
      // The api refuses what a recruiter would read as unfinished ('X role', an empty body) only when scheduling.
      const error = validateSequenceSteps(args.data.emails) ?? unsendableStepsMessage(args.data.emails);
      if (error) return { success: false, message: error, count: 0 };
      findCampaign(args.campaignId);
      const attachmentIds = args.data.emails.flatMap((email) => email.attachments ?? []);
      if (attachmentIds.some((id) => !data.attachments.some((a) => a.id === id))) {
        return { success: false, message: ATTACHMENT_NOT_FOUND, count: 0 };
      }
      if (!state.hasGmailPermission) return { success: false, message: GMAIL_ACCESS_REQUIRED, count: 0 };
      // Like the api: each active contact scheduled for the first time uses one of the month's sequences.
      const { billing } = data;
      const newlyScheduled = data.contacts
        .filter((x) => x.campaignId === args.campaignId && x.isActive && x.status === 'IN_PROGRESS')
        .filter((x) => !billing.scheduledContactIds.includes(x.id))
        .map((x) => x.id);
      const total = sequencesTotal(planById(billing.planId), billing.addOnSequences);
      if (billing.sequencesUsed + newlyScheduled.length > total) {
        return { success: false, message: SEQUENCE_QUOTA_REACHED, count: 0 };
      }
      billing.sequencesUsed += newlyScheduled.length;
      billing.scheduledContactIds.push(...newlyScheduled);
      const firstId = nextId(data.steps, 300);
      const steps = normalizeSequenceSteps(sortRows(args.data.emails, null, { field: 'position', direction: 'asc' }));
      data.steps = data.steps.filter((s) => s.campaignId !== args.campaignId);
      steps.forEach((step, index) => {
        data.steps.push({
          id: firstId + index,
          campaignId: args.campaignId,
          subject: step.subject,
          body: step.body,
          daysDelay: step.daysDelay,
          position: step.position,
          nextMailInThread: step.nextMailInThread,
          attachmentIds: step.attachments ?? [],
          createdAt: iso(),
        });
      });
      return { success: true, message: SEQUENCE_SCHEDULED, count: steps.length };
    },
    /** Like the api: the same checks as createEmailSequence, steps replaced, nobody scheduled, no Gmail or quota. */
    saveSequenceDraft(args: {
      campaignId: number;
      data: {
        emails: Array<{
          position: number;
          subject: string;
          body: string;
          attachments?: number[] | null;
          daysDelay: number;
          nextMailInThread: boolean;
        }>;
      };
    }) {
      const error = validateSequenceSteps(args.data.emails);
      if (error) return { success: false, message: error, count: 0 };
      findCampaign(args.campaignId);
      const attachmentIds = args.data.emails.flatMap((email) => email.attachments ?? []);
      if (attachmentIds.some((id) => !data.attachments.some((a) => a.id === id))) {
        return { success: false, message: ATTACHMENT_NOT_FOUND, count: 0 };
      }
      if (data.emails.some((e) => e.campaignId === args.campaignId))
        return { success: false, message: SEQUENCE_DRAFT_RUNNING, count: 0 };
      const firstId = nextId(data.steps, 300);
      const steps = normalizeSequenceSteps(sortRows(args.data.emails, null, { field: 'position', direction: 'asc' }));
      data.steps = data.steps.filter((s) => s.campaignId !== args.campaignId);
      steps.forEach((step, index) => {
        data.steps.push({
          id: firstId + index,
          campaignId: args.campaignId,
          subject: step.subject,
          body: step.body,
          daysDelay: step.daysDelay,
          position: step.position,
          nextMailInThread: step.nextMailInThread,
          attachmentIds: step.attachments ?? [],
          createdAt: iso(),
        });
      });
      return { success: true, message: SEQUENCE_DRAFT_SAVED, count: steps.length };
    },
    createContact(args: {
      data: {
        email?: string | null;
        linkedInUrl?: string | null;
        firstName: string;
        lastName?: string | null;
        campaignId: number;
        appliedAt?: string | null;
      };
    }) {
      const d = args.data;
      const mode = d.email ? 'email' : 'linkedin';
      const error = validateAddContact({ mode, ...d, email: d.email ?? (mode === 'linkedin' ? 'found@mock.test' : '') });
      if (error) return { success: false, message: error, contact: null, hasPermission: state.hasGmailPermission };
      findCampaign(d.campaignId);
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
      return { success: true, message: CONTACT_ADDED, contact: contactView(record), hasPermission: state.hasGmailPermission };
    },
    updateContact(args: {
      data: { id: number; isActive?: boolean | null; status?: ContactRecord['status'] | null; appliedAt?: string | null };
    }) {
      const contact = data.contacts.find((x) => x.id === args.data.id);
      if (!contact) return { success: false, message: 'Contact not found', contact: null };
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
    undoMarkReplied(args: { contactId: number }) {
      const contact = data.contacts.find((x) => x.id === args.contactId);
      if (!contact) return { success: false, message: 'Contact not found', contact: null };
      if (contact.stopReason !== 'MARKED_REPLIED') return { success: false, message: UNDO_ONLY_MARKED_REPLIES, contact: null };
      Object.assign(contact, { status: 'IN_PROGRESS', stopReason: null, replyUndoUntil: null, updatedAt: iso() });
      return { success: true, message: REPLY_MARK_UNDONE, contact: contactView(contact) };
    },
    // Like the api (product.md §1): the outcome is kept; an answer stops the sequence, an acknowledgement or
    // out-of-office resumes one stopped as a reply. (Other sequences at the company are not stopped here.)
    setContactOutcome(args: { contactId: number; outcome: string; interviewAt?: string | null }) {
      const contact = data.contacts.find((x) => x.id === args.contactId);
      if (!contact) return { success: false, message: 'Contact not found', contact: null };
      if (args.interviewAt && args.outcome !== 'INTERVIEW_INVITE') throw badInput(INTERVIEW_DATE_ONLY_FOR_INTERVIEW);
      const at = iso();
      const notAReply = (NOT_A_REPLY_OUTCOMES as readonly string[]).includes(args.outcome);
      if (notAReply && contact.status === 'RESPONDED') Object.assign(contact, { status: 'IN_PROGRESS', stopReason: null });
      if (!notAReply && contact.status === 'IN_PROGRESS')
        Object.assign(contact, { status: 'RESPONDED', stopReason: 'MARKED_REPLIED' });
      const interviewAt =
        args.outcome === 'INTERVIEW_INVITE' ? (args.interviewAt ?? contact.interviewAt ?? null) : (contact.interviewAt ?? null);
      const replyOutcomes = contact.replyOutcomes ?? [];
      replyOutcomes.push({
        id: replyOutcomes.length + 1,
        outcome: args.outcome,
        source: 'APP',
        occurredAt: at,
        threadId: null,
        returnDate: null,
        interviewAt: args.outcome === 'INTERVIEW_INVITE' ? (args.interviewAt ?? null) : null,
      });
      Object.assign(contact, { outcome: args.outcome, outcomeConfirmedAt: at, interviewAt, replyOutcomes, updatedAt: at });
      return { success: true, message: replyOutcomeSaved(args.outcome as ReplyOutcome), contact: contactView(contact) };
    },
    // Like the api (product.md §10): the next scheduled email of a running contact becomes due now.
    sendNextEmailNow(args: { contactId: number; emailId?: number | null }) {
      const contact = data.contacts.find((x) => x.id === args.contactId);
      const campaign = contact && data.campaigns.find((c) => c.id === contact.campaignId);
      if (!contact || !campaign) throw notFound('Contact not found');
      if (contact.status !== 'IN_PROGRESS') throw badInput(SEND_NOW_SEQUENCE_STOPPED);
      if (!campaign.isActive) throw badInput(SEND_NOW_SEQUENCE_PAUSED);
      if (!contact.isActive) throw badInput(SEND_NOW_CONTACT_PAUSED);
      const next = emailsOf(contact.id).find((e) => e.status === 'SCHEDULED');
      if (!next) throw badInput(SEND_NOW_NOTHING_WAITING);
      if (args.emailId != null && args.emailId !== next.id) throw badInput(SEND_NOW_NOT_NEXT);
      Object.assign(next, { scheduledFor: iso(), errorMessage: null, updatedAt: iso() });
      const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
      return { message: sendNowQueued(name), email: emailView(next) };
    },
    deleteContact(args: { id: number }) {
      const exists = data.contacts.some((x) => x.id === args.id);
      data.contacts = data.contacts.filter((x) => x.id !== args.id);
      data.emails = data.emails.filter((e) => e.contactId !== args.id);
      return exists ? { success: true, message: CONTACT_DELETED } : { success: false, message: 'Contact not found' };
    },
    linkedInDetailsFetcher(args: { linkedInUrl: string }) {
      const error = validateLinkedInUrl(args.linkedInUrl);
      if (error) throw badInput(error);
      const url = extractLinkedInUrl(args.linkedInUrl)!;
      const slug = url.slice(url.lastIndexOf('/') + 1).toLowerCase();
      const profile = data.linkedInProfiles.find((p) => p.slug.toLowerCase() === slug);
      if (!profile || slug === MOCK_LINKEDIN_NOT_FOUND_ID) throw notFound(LINKEDIN_EMAIL_NOT_FOUND);
      return { email: profile.email, name: profile.name, emailConfidence: profile.emailConfidence };
    },
    generateJobEmails(args: {
      hiringManagerName: string;
      jobRole: string;
      attachmentId?: number | null;
      aboutMe?: string | null;
    }) {
      const subject = `Quick follow-up on the ${args.jobRole} role`;
      const sign = '\n\nBest regards,\n{{your_name}}';
      return {
        success: true,
        message: 'Emails generated successfully',
        data: {
          email_1: {
            subject,
            body: `Hi ${args.hiringManagerName},\n\nI recently applied for the ${args.jobRole} role and wanted to introduce myself.${args.aboutMe ? ` ${args.aboutMe}` : ''}${sign}`,
          },
          follow_up_1: {
            subject,
            body: `Hi ${args.hiringManagerName},\n\nJust following up on my application for the ${args.jobRole} role.${sign}`,
          },
          follow_up_2: {
            subject,
            body: `Hi ${args.hiringManagerName},\n\nOne last note: I'd love a quick chat about the ${args.jobRole} role.${sign}`,
          },
        },
      };
    },
    sendTestEmail() {
      if (!state.hasGmailPermission) {
        return { success: false, hasRefreshToken: false, message: AUTHORIZE_GMAIL_FOR_TEST };
      }
      return { success: true, hasRefreshToken: true, message: `Test email sent to ${data.user.email}` };
    },
    startGoogleAuthFlow() {
      return { success: true, message: 'Google Mail authorization started', url: null };
    },
    updateNotificationPreferences(args: { data: { replyAlerts?: boolean | null; sequenceUpdates?: boolean | null } }) {
      // Like the api: only the switches given change.
      const current = { replyAlerts: true, sequenceUpdates: true, ...state.notificationPreferences };
      state.notificationPreferences = {
        replyAlerts: args.data.replyAlerts ?? current.replyAlerts,
        sequenceUpdates: args.data.sequenceUpdates ?? current.sequenceUpdates,
      };
      return { ...state.notificationPreferences };
    },
    // Like the api: the token is revoked (emails wait for the reconnect) and the send-only consent starts.
    downgradeGmailToSendOnly() {
      const googleEmail = state.gmail?.googleEmail ?? data.user.email;
      state.hasGmailPermission = false;
      state.gmail = { googleEmail, tier: 'SEND_ONLY', needsReconnect: true };
      return { success: true, message: GMAIL_SEND_ONLY_CONSENT_STARTED, url: null };
    },
    disconnectGmail() {
      if (!state.hasGmailPermission) return { success: false, message: GMAIL_ALREADY_DISCONNECTED };
      const { googleEmail, tier } = state.gmail ?? { googleEmail: data.user.email, tier: 'SEND_ONLY' as const };
      state.hasGmailPermission = false;
      state.gmail = { googleEmail, tier, needsReconnect: true };
      return { success: true, message: GMAIL_DISCONNECTED };
    },
    generateSignedUrl(args: { data: { fileName: string; fileType: string } }) {
      if (!isAllowedAttachmentType(args.data.fileName, args.data.fileType)) {
        throw badInput(unsupportedFileType(args.data.fileName));
      }
      // Same layout as the api: one folder per user, one per upload.
      const location = `${uploadPrefix()}${Date.parse(iso())}-${nextUpload++}/${safeFileName(args.data.fileName)}`;
      return {
        message: SIGNED_URL_GENERATED,
        signedUrl: `${location}?signature=mock`,
        uploadLocation: location,
      };
    },
    createEmailAttachment(args: { data: { fileName: string; fileType: string; fileSize: number; fileUrl: string } }) {
      const typeError = validateAttachmentFile({ name: args.data.fileName, type: args.data.fileType, size: 0 });
      if (typeError) throw badInput(typeError);
      // Only the caller's own uploads; the uploaded size (when the PUT went through the mock) wins over the claim.
      const location = args.data.fileUrl.split('?')[0]!;
      if (!location.startsWith(uploadPrefix())) throw notFound(UPLOAD_NOT_FOUND);
      const fileSize = data.uploads[location] ?? args.data.fileSize;
      const error = validateAttachmentFile({ name: args.data.fileName, type: args.data.fileType, size: fileSize });
      if (error) throw badInput(error);
      const record: AttachmentRecord = {
        id: nextId(data.attachments, 0),
        fileName: args.data.fileName,
        fileSize,
        fileType: args.data.fileType,
        createdAt: iso(),
      };
      data.attachments.push(record);
      return { emailAttachment: attachmentView(record) };
    },
    /** Like the api: a file on emails not sent yet is only deleted (and taken off them) once confirmed. */
    deleteEmailAttachment(args: { id: number; detachFromSequences?: boolean | null }) {
      const record = data.attachments.find((a) => a.id === args.id);
      if (!record) throw notFound(ATTACHMENT_NOT_FOUND);
      const carrying = data.steps.filter((step) => step.attachmentIds.includes(record.id));
      const unsent = carrying.filter((step) => {
        const emails = data.emails.filter((e) => e.campaignId === step.campaignId && e.position === step.position);
        return emails.length === 0 || emails.some((e) => e.status === 'SCHEDULED');
      });
      const usedBy = data.campaigns
        .filter((c) => unsent.some((step) => step.campaignId === c.id))
        .map((c) => ({ campaignId: c.id, name: c.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const names = usedBy.map((usage) => usage.name);
      if (usedBy.length > 0 && !args.detachFromSequences) {
        return { deleted: false, message: attachmentInUse(record.fileName, names), usedBy };
      }
      data.attachments = data.attachments.filter((a) => a.id !== record.id);
      for (const step of carrying) step.attachmentIds = step.attachmentIds.filter((id) => id !== record.id);
      const message = usedBy.length > 0 ? fileDeletedAndDetached(record.fileName, names) : fileDeleted(record.fileName);
      return { deleted: true, message, usedBy };
    },
    saveChatConversation(args: { data: Pick<ChatConversationRecord, 'step' | 'messages' | 'context'> }) {
      // Like the api: the same bounds and messages; the whole conversation is replaced, its id kept until cleared.
      const error = validateChatConversation(args.data);
      if (error) throw badInput(error);
      const record: ChatConversationRecord = {
        id: data.chatConversation?.id ?? nextChatConversationId++,
        step: args.data.step,
        messages: args.data.messages.map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp })),
        context: args.data.context,
        updatedAt: iso(),
      };
      data.chatConversation = record;
      return structuredClone(record);
    },
    startNewChatConversation() {
      data.chatConversation = null;
      return true;
    },
    // The mock hands out a checkout page URL; nothing changes until a test changes `data.billing` (as the webhook would).
    createCheckoutSession(args: { product: CheckoutProductId }) {
      const item = CHECKOUT_ITEMS.find((key) => CHECKOUT_PRODUCT_OF[key] === args.product);
      if (!item || !data.billing.checkout[item]) throw badInput(CHECKOUT_UNAVAILABLE);
      const plan = planOfProduct(args.product);
      if (plan && plan.id === data.billing.planId) throw badInput(alreadyOnPlanMessage(plan.name));
      if (plan && !planById(data.billing.planId).isFree) throw badInput(CHANGE_PLAN_IN_PORTAL);
      return { url: `${MOCK_CHECKOUT_ORIGIN}/c/pay/${args.product}` };
    },
    createBillingPortalSession() {
      if (!data.billing.hasBillingAccount) throw badInput(NO_BILLING_ACCOUNT);
      return { url: `${MOCK_CHECKOUT_ORIGIN}/p/session` };
    },
  };

  return { query: { ...query, ...replyNotes.query }, mutation: { ...mutation, ...replyNotes.mutation } };
}

export type MockApi = ReturnType<typeof createMockApi>;
