// The user's one current chat conversation: read, save whole (one upsert), clear. Every call is keyed by the
// session user, so another user's conversation is never read or touched.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/db.client';
import { chatConversations, type StoredChatMessage } from '../../db/schema';

export interface ChatConversationRecord {
  id: number;
  step: number;
  messages: StoredChatMessage[];
  /** The chat's JSON object, as the exact text it saved. */
  context: string;
  updatedAt: Date;
}

export interface ChatConversationInput {
  step: number;
  messages: readonly StoredChatMessage[];
  context: string;
}

/** The user's current conversation, or null before the first save (and after starting a new one). */
export async function findChatConversation(db: Database, userId: string): Promise<ChatConversationRecord | null> {
  const [row] = await db
    .select({
      id: chatConversations.id,
      step: chatConversations.step,
      messages: chatConversations.messages,
      context: chatConversations.context,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId));
  return row ?? null;
}

/**
 * Replaces the user's conversation in one statement (insert, or update on the user_id unique constraint); the id
 * and created_at stay until the conversation is cleared. Checked input only (see validateChatConversation).
 */
export async function saveChatConversation(
  db: Database,
  userId: string,
  input: ChatConversationInput,
): Promise<ChatConversationRecord> {
  // Only the four known fields are stored, whatever else the objects carry.
  const messages = input.messages.map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp }));
  const [row] = await db
    .insert(chatConversations)
    .values({ userId, step: input.step, messages, context: input.context })
    .onConflictDoUpdate({
      target: chatConversations.userId,
      // excluded.*: the values are sent once, not twice.
      set: {
        step: sql`excluded.step`,
        messages: sql`excluded.messages`,
        context: sql`excluded.context`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: chatConversations.id, updatedAt: chatConversations.updatedAt });
  return { id: row!.id, step: input.step, messages, context: input.context, updatedAt: row!.updatedAt };
}

/** Clears the user's conversation ('New conversation'); nothing to clear is fine too. */
export async function deleteChatConversation(db: Database, userId: string): Promise<void> {
  await db.delete(chatConversations).where(eq(chatConversations.userId, userId));
}
