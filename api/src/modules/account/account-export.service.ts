import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import {
  analyticsEvents,
  attachments,
  campaignEmails,
  campaigns,
  contacts,
  googleGrants,
  invoices,
  sequenceSteps,
  stepAttachments,
  subscriptions,
  usage,
  users,
} from '../../db/schema';

export const ACCOUNT_EXPORT_FORMAT = 'followup-agent.account-export.v1';

/**
 * Everything the product holds about one user, as plain JSON. Columns are listed one by one (never `select *`)
 * so secrets cannot slip in as the schema grows: no password hash, no one-time tokens, no Google tokens,
 * no session data, no sending claims.
 */
export async function exportAccount(db: Database, userId: string, now: Date = new Date()) {
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      // Whether they exist, never their values.
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      hasGoogle: sql<boolean>`${users.googleSub} is not null`,
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
      createdAt: attachments.createdAt,
      deletedAt: attachments.deletedAt,
    })
    .from(attachments)
    .where(eq(attachments.userId, userId))
    .orderBy(asc(attachments.id));

  const [grant] = await db
    .select({
      googleEmail: googleGrants.googleEmail,
      scopes: googleGrants.scopes,
      createdAt: googleGrants.createdAt,
      updatedAt: googleGrants.updatedAt,
      revokedAt: googleGrants.revokedAt,
    })
    .from(googleGrants)
    .where(eq(googleGrants.userId, userId));

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

  const { hasPassword, hasGoogle, ...profileFields } = profile;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      ...profileFields,
      signInMethods: [...(hasPassword ? ['password'] : []), ...(hasGoogle ? ['google'] : [])],
    },
    gmailPermission: grant ?? null,
    campaigns: campaignRows,
    sequenceSteps: stepRows.map((step) => ({
      ...step,
      attachmentIds: links.filter((link) => link.stepId === step.id).map((link) => link.attachmentId),
    })),
    contacts: contactRows,
    emails: emailRows,
    attachments: attachmentRows,
    billing: { subscription: subscription ?? null, usage: usageRows, invoices: invoiceRows },
    activity,
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccount>>>;
