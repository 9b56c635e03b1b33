import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { readableResumeText } from '../attachment';
import type { TokenKeyRing } from '../mailbox';
import {
  accessRequests,
  analyticsEvents,
  attachments,
  campaignEmails,
  campaigns,
  chatConversations,
  contacts,
  mailGrants,
  invoices,
  jobPostings,
  notificationLog,
  sequenceSteps,
  stepAttachments,
  subscriptions,
  usage,
  users,
} from '../../db/schema';

// v2: the mail grant is `mailPermission` with its provider and address (v1: gmailPermission.googleEmail); the job
// postings the user imported came with v2 too (`jobPostings`, each campaign's `jobPostingId`).
export const ACCOUNT_EXPORT_FORMAT = 'followup-agent.account-export.v2';

/** The chat's own JSON document, as JSON when it parses (it always should), else as the text stored. */
function parsedContext(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Everything the product holds about one user, as plain JSON. Columns are listed one by one (never `select *`)
 * so secrets cannot slip in as the schema grows: no password hash, no one-time tokens, no Google tokens,
 * no session data, no sending claims, no storage keys. Left out on purpose as well: the sign-in and Gmail
 * authorization states (auth_tokens, google_auth_states: hashes and PKCE verifiers), sessions, the rate-limit
 * counters and the reply poller's Gmail history cursor (machinery, not the user's data).
 */
export async function exportAccount(db: Database, userId: string, ring: TokenKeyRing, now: Date = new Date()) {
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      notifyReplyAlerts: users.notifyReplyAlerts,
      notifySequenceUpdates: users.notifySequenceUpdates,
      // Whether they exist, never their values.
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      hasGoogle: sql<boolean>`${users.googleSub} is not null`,
      hasMicrosoft: sql<boolean>`${users.microsoftSub} is not null`,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return undefined;

  const campaignRows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      timezone: campaigns.timezone,
      excludeWeekends: campaigns.excludeWeekends,
      isActive: campaigns.isActive,
      trackOpens: campaigns.trackOpens,
      emailsSent: campaigns.emailsSent,
      lastEmailSentAt: campaigns.lastEmailSentAt,
      jobPostingId: campaigns.jobPostingId,
      createdAt: campaigns.createdAt,
      updatedAt: campaigns.updatedAt,
      deletedAt: campaigns.deletedAt,
    })
    .from(campaigns)
    .where(eq(campaigns.userId, userId))
    .orderBy(asc(campaigns.id));
  const campaignIds = campaignRows.map((campaign) => campaign.id);

  const stepRows = campaignIds.length
    ? await db
        .select({
          id: sequenceSteps.id,
          campaignId: sequenceSteps.campaignId,
          position: sequenceSteps.position,
          subject: sequenceSteps.subject,
          body: sequenceSteps.body,
          daysDelay: sequenceSteps.daysDelay,
          nextMailInThread: sequenceSteps.nextMailInThread,
          createdAt: sequenceSteps.createdAt,
          updatedAt: sequenceSteps.updatedAt,
        })
        .from(sequenceSteps)
        .where(inArray(sequenceSteps.campaignId, campaignIds))
        .orderBy(asc(sequenceSteps.campaignId), asc(sequenceSteps.position))
    : [];
  const stepIds = stepRows.map((step) => step.id);
  const links = stepIds.length
    ? await db
        .select({ stepId: stepAttachments.stepId, attachmentId: stepAttachments.attachmentId })
        .from(stepAttachments)
        .where(inArray(stepAttachments.stepId, stepIds))
    : [];

  const contactRows = await db
    .select({
      id: contacts.id,
      campaignId: contacts.campaignId,
      email: contacts.email,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      linkedInUrl: contacts.linkedinUrl,
      status: contacts.status,
      isActive: contacts.isActive,
      emailsSent: contacts.emailsSent,
      maxEmails: contacts.maxEmails,
      errorMessage: contacts.errorMessage,
      respondedAt: contacts.respondedAt,
      stopReason: contacts.stopReason,
      replyUndoUntil: contacts.replyUndoUntil,
      createdAt: contacts.createdAt,
      updatedAt: contacts.updatedAt,
      deletedAt: contacts.deletedAt,
    })
    .from(contacts)
    .where(eq(contacts.userId, userId))
    .orderBy(asc(contacts.id));

  const emailRows = await db
    .select({
      id: campaignEmails.id,
      campaignId: campaignEmails.campaignId,
      contactId: campaignEmails.contactId,
      stepId: campaignEmails.stepId,
      position: campaignEmails.position,
      subject: campaignEmails.subject,
      body: campaignEmails.body,
      status: campaignEmails.status,
      scheduledFor: campaignEmails.scheduledFor,
      sentAt: campaignEmails.sentAt,
      openedAt: campaignEmails.openedAt,
      respondedAt: campaignEmails.respondedAt,
      errorMessage: campaignEmails.errorMessage,
      bcc: campaignEmails.bcc,
      headsUpSentAt: campaignEmails.headsUpSentAt,
      gmailMessageId: campaignEmails.gmailMessageId,
      rfcMessageId: campaignEmails.rfcMessageId,
      threadId: campaignEmails.threadId,
      createdAt: campaignEmails.createdAt,
      updatedAt: campaignEmails.updatedAt,
    })
    .from(campaignEmails)
    .where(eq(campaignEmails.userId, userId))
    .orderBy(asc(campaignEmails.id));

  const attachmentRows = await db
    .select({
      id: attachments.id,
      fileName: attachments.fileName,
      fileType: attachments.fileType,
      fileSize: attachments.fileSize,
      // The text read from a resume for the Reply Engine, kept so it is read once.
      extractedText: attachments.extractedText,
      textStatus: attachments.textStatus,
      createdAt: attachments.createdAt,
      deletedAt: attachments.deletedAt,
    })
    .from(attachments)
    .where(eq(attachments.userId, userId))
    .orderBy(asc(attachments.id));

  const [grant] = await db
    .select({
      provider: mailGrants.provider,
      address: mailGrants.address,
      scopes: mailGrants.scopes,
      createdAt: mailGrants.createdAt,
      updatedAt: mailGrants.updatedAt,
      revokedAt: mailGrants.revokedAt,
    })
    .from(mailGrants)
    .where(eq(mailGrants.userId, userId));

  const [subscription] = await db
    .select({ plan: subscriptions.plan, renewsAt: subscriptions.renewsAt, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const usageRows = await db
    .select({ period: usage.period, sequencesUsed: usage.sequencesUsed, addonSequences: usage.addonSequences })
    .from(usage)
    .where(eq(usage.userId, userId))
    .orderBy(asc(usage.period));
  const invoiceRows = await db
    .select({
      id: invoices.id,
      amountCents: invoices.amountCents,
      currency: invoices.currency,
      description: invoices.description,
      status: invoices.status,
      issuedAt: invoices.issuedAt,
      url: invoices.url,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt));
  const activity = await db
    .select({ name: analyticsEvents.name, properties: analyticsEvents.properties, occurredAt: analyticsEvents.occurredAt })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.occurredAt));

  const [chat] = await db
    .select({
      step: chatConversations.step,
      messages: chatConversations.messages,
      context: chatConversations.context,
      createdAt: chatConversations.createdAt,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId));
  const notifications = await db
    .select({
      kind: notificationLog.kind,
      contactId: notificationLog.contactId,
      status: notificationLog.status,
      sentAt: notificationLog.sentAt,
      createdAt: notificationLog.createdAt,
    })
    .from(notificationLog)
    .where(eq(notificationLog.userId, userId))
    .orderBy(asc(notificationLog.id));
  // The public "request access" list is keyed by address, not by account.
  const [accessRequest] = await db
    .select({ email: accessRequests.email, createdAt: accessRequests.createdAt })
    .from(accessRequests)
    .where(sql`lower(${accessRequests.email}) = lower(${profile.email})`);

  const { hasPassword, hasGoogle, hasMicrosoft, ...profileFields } = profile;
  // What the user imported and what the daily re-check found; the posting's own text is the employer's, not theirs.
  const postingRows = await db
    .select({
      id: jobPostings.id,
      url: jobPostings.url,
      ats: jobPostings.ats,
      role: jobPostings.role,
      company: jobPostings.company,
      companyDomain: jobPostings.companyDomain,
      location: jobPostings.location,
      status: jobPostings.status,
      importedAt: jobPostings.importedAt,
      lastCheckedAt: jobPostings.lastCheckedAt,
      closedAt: jobPostings.closedAt,
      closedReason: jobPostings.closedReason,
    })
    .from(jobPostings)
    .where(eq(jobPostings.userId, userId))
    .orderBy(asc(jobPostings.id));

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      ...profileFields,
      signInMethods: [
        ...(hasPassword ? ['password'] : []),
        ...(hasGoogle ? ['google'] : []),
        ...(hasMicrosoft ? ['microsoft'] : []),
      ],
    },
    mailPermission: grant ?? null,
    campaigns: campaignRows,
    jobPostings: postingRows,
    sequenceSteps: stepRows.map((step) => ({
      ...step,
      attachmentIds: links.filter((link) => link.stepId === step.id).map((link) => link.attachmentId),
    })),
    contacts: contactRows,
    emails: emailRows,
    // The resume text is stored sealed; the user gets it readable.
    attachments: attachmentRows.map((row) => ({
      ...row,
      extractedText: readableResumeText(row.extractedText, ring, { id: row.id, userId }),
    })),
    chatConversation: chat ? { ...chat, context: parsedContext(chat.context) } : null,
    billing: { subscription: subscription ?? null, usage: usageRows, invoices: invoiceRows },
    notifications,
    accessRequest: accessRequest ?? null,
    activity,
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccount>>>;
