// One row per email a contact gets (scheduled, then sent). The sender claims due rows
// (claim_token + claim_expires_at) so two workers never send the same email.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { campaigns, sequenceSteps } from './campaigns';
import { contacts } from './contacts';
import { createdAt, timestampTz, updatedAt } from './columns';
import { campaignEmailStatusEnum } from './enums';
import { users } from './users';

export type CampaignEmailKind = 'SEQUENCE' | 'THANK_YOU' | 'GRACIOUS_REPLY';

export const campaignEmails = pgTable(
  'campaign_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** Kept null when the step is later edited away: the sent email stays in the history. */
    stepId: integer('step_id').references(() => sequenceSteps.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: campaignEmailStatusEnum('status').notNull().default('SCHEDULED'),
    scheduledFor: timestampTz('scheduled_for'),
    claimedAt: timestampTz('claimed_at'),
    claimToken: text('claim_token'),
    claimExpiresAt: timestampTz('claim_expires_at'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestampTz('sent_at'),
    openedAt: timestampTz('opened_at'),
    respondedAt: timestampTz('responded_at'),
    errorMessage: text('error_message'),
    bcc: text('bcc'),
    gmailMessageId: text('gmail_message_id'),
    threadId: text('thread_id'),
    rfcMessageId: text('rfc_message_id'),
    /** Outlook on the web's link to this email (Graph's webLink of the Sent Items copy; read only with Mail.ReadBasic). */
    outlookWebLink: text('outlook_web_link'),
    /** Send-only accounts: when the user was emailed the heads-up (with its one-click links) for this follow-up. */
    headsUpSentAt: timestampTz('heads_up_sent_at'),
    /** Reply checks before this follow-up that Gmail refused (throttled, down): the next one waits longer. */
    replyCheckFailures: integer('reply_check_failures').notNull().default(0),
    /**
     * When the first attempt Gmail answered 5xx began (null if none did): Gmail sometimes sends such an email anyway,
     * so before any resend the mailbox is looked at, or with 'Send only' it is not resent (product.md §10).
     */
    serverErrorAt: timestampTz('server_error_at'),
    /**
     * When the user clicked 'Send now' (product.md): set with scheduled_for to the same instant, so the email skips the
     * sending window while its due time is still the one Send now gave it (a later move, e.g. by the cap, ends that).
     */
    sendNowRequestedAt: timestampTz('send_now_requested_at'),
    /**
     * SEQUENCE, or a note the user approved after a reply (THANK_YOU, GRACIOUS_REPLY; product.md §11): the claim lets a
     * note go to a contact that replied, and its sending schedules no follow-up.
     */
    kind: text('kind').$type<CampaignEmailKind>().notNull().default('SEQUENCE'),
    /** A note's answer to the last message of its thread (the recruiter's), for In-Reply-To/References. */
    replyToMessageId: text('reply_to_message_id'),
    /**
     * The one References value every email of a same-thread run carries from its first email on, so the recipient's
     * Gmail keeps the run in one conversation even when Gmail's own Message-IDs cannot be read (product.md §10).
     */
    conversationAnchor: text('conversation_anchor'),
    /** True when rfc_message_id was read back from Gmail (the ID the recipient got), not the one we set. */
    messageIdFromGmail: boolean('message_id_from_gmail').notNull().default(false),
    /**
     * When a failure notice after Gmail's daily limit showed that Gmail accepted this email (200) but never delivered
     * it (product.md §10): it is sent again once after the hold; one already marked is never sent a third time.
     */
    undeliveredAt: timestampTz('undelivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A step can never be materialised twice for a contact; also serves the contact_id foreign key.
    unique('campaign_emails_contact_id_position_unique').on(t.contactId, t.position),
    check('campaign_emails_kind_known', sql`${t.kind} in ('SEQUENCE', 'THANK_YOU', 'GRACIOUS_REPLY')`),
    // The sender's "what is due" query.
    index('campaign_emails_status_scheduled_for_idx').on(t.status, t.scheduledFor),
    index('campaign_emails_user_id_idx').on(t.userId),
    // The per-account cap: a user's sends in the last 24 hours.
    index('campaign_emails_user_id_sent_at_idx')
      .on(t.userId, t.sentAt)
      .where(sql`${t.sentAt} is not null`),
    index('campaign_emails_campaign_id_idx').on(t.campaignId),
    index('campaign_emails_step_id_idx').on(t.stepId),
    // The reply poller looks emails up by Gmail thread.
    index('campaign_emails_thread_id_idx')
      .on(t.threadId)
      .where(sql`${t.threadId} is not null`),
  ],
);

export type CampaignEmail = typeof campaignEmails.$inferSelect;
export type NewCampaignEmail = typeof campaignEmails.$inferInsert;
