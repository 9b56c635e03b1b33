// A note's campaign-email row as the GraphQL ReplyNote (the resolvers and the request loader answer the same shape):
// contracts' buildReplyNoteView, the one rule the mocks use too.
import type { ReplyNote as ReplyNoteType } from 'contracts/resolvers-types';
import { buildReplyNoteView } from 'contracts';
import type { ReplyNoteRow } from '../delivery';

export const toReplyNote = (row: ReplyNoteRow, now: Date = new Date()): ReplyNoteType => buildReplyNoteView(row, now);
