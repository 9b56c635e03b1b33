// Notes after a reply (product.md §11): a thank-you after an interview, a gracious reply to a 'not moving forward',
// drafted by the sequences' writer and sent by the delivery engine only once the user approves. See README.md.
export { createReplyNoteResolvers } from './reply-note.resolvers';
export { createReplyNoteLoaders } from './reply-note.loaders';
export { toReplyNote } from './reply-note.presenter';
export { draftReplyNote, approveReplyNote, ReplyNoteError, type ReplyNoteDraftResult } from './reply-note.service';
export { noteSendAt, thankYouSendAt } from 'contracts/schedule';
