// The Reply Engine conversation, one current one per user, kept so a reload or another device resumes it.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** One stored chat message (the GraphQL ChatMessage; timestamp as an ISO-8601 string). */
export interface StoredChatMessage {
  id: string;
  role: 'bot' | 'user';
  content: string;
  timestamp: string;
}

export const chatConversations = pgTable(
  'chat_conversations',
  {
    /** A new id per conversation: saving keeps it, startNewChatConversation deletes the row. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Unique: one current conversation per user (saving upserts on it); the index serves the foreign key. */
    userId: uuid('user_id')
      .notNull()
      .unique('chat_conversations_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Spec §4 chat step, 0..4. */
    step: smallint('step').notNull(),
    messages: jsonb('messages').$type<StoredChatMessage[]>().notNull(),
    /** The chat's own JSON document, kept as the exact text it sent (the api only checks it is a JSON object). */
    context: text('context').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_conversations_step_range', sql`${t.step} between 0 and 4`),
    check('chat_conversations_messages_array', sql`jsonb_typeof(${t.messages}) = 'array'`),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
