// Files in the user's attachment library (object storage) and which steps carry them.
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sequenceSteps } from './campaigns';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Object key in the bucket; file_url is what the client was given (spec createEmailAttachment.fileUrl). */
    storageKey: text('storage_key').notNull(),
    fileUrl: text('file_url'),
    /** Text read from the file the first time the Reply Engine drafts from it (a resume), so it is read once. */
    extractedText: text('extracted_text'),
    /** 'ok', or why no text could be read ('no-text', 'unreadable', 'unsupported', 'too-large'); null: never read. */
    textStatus: text('text_status'),
    createdAt: createdAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  // The library query (a user's files, newest first); also serves the user_id foreign key.
  (t) => [index('attachments_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);

export const stepAttachments = pgTable(
  'step_attachments',
  {
    stepId: integer('step_id')
      .notNull()
      .references(() => sequenceSteps.id, { onDelete: 'cascade' }),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'step_attachments_pkey', columns: [t.stepId, t.attachmentId] }),
    index('step_attachments_attachment_id_idx').on(t.attachmentId),
  ],
);

export type Attachment = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;
export type StepAttachment = typeof stepAttachments.$inferSelect;
