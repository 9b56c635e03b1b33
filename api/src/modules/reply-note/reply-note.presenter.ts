// A note's campaign-email row as the GraphQL ReplyNote (the resolvers and the request loader answer the same shape).
import type { ReplyNote as ReplyNoteType, ReplyNoteStatus } from 'contracts/resolvers-types';
import { replyNoteGoesNow } from 'contracts';
import type { ReplyNoteRow } from '../delivery';

const STATUS: Record<string, ReplyNoteStatus> = {
  SCHEDULED: 'SCHEDULED',
  SENT: 'SENT',
  OPENED: 'SENT',
  RECEIVED: 'SENT',
  NO_RESPONSE: 'SENT',
  ERROR: 'FAILED',
};

export function toReplyNote(row: ReplyNoteRow, now: Date = new Date()): ReplyNoteType {
  const status = row.sentAt ? 'SENT' : (STATUS[row.status] ?? 'SCHEDULED');
  return {
    id: row.id,
    kind: row.kind,
    status,
    goesNow: replyNoteGoesNow({ status, scheduledFor: row.scheduledFor?.toISOString() ?? null }, now),
    subject: row.subject,
    body: row.body,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    timezone: row.timezone,
    threadId: row.threadId,
    errorMessage: row.errorMessage,
  };
}
