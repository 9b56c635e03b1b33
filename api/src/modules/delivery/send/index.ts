// The send wing: the engine that decides, claims and sends one email, and the ways in (send now, test email, notes after a reply, the sweep).
// Its one public face: other wings and the module root import it only through this file.
export { type AttachmentSigner, s3AttachmentSigner } from './attachment-links.service';
export {
  createDeliveryEngine,
  type DeliveryEngine,
  type DeliveryEngineDeps,
  type DeliveryOutcome,
} from './delivery-engine.service';
export {
  REPLY_NOTE_POSITION,
  type ReplyNoteRow,
  replyNotesOf,
  type ReplyNoteThread,
  replyNoteThreadOf,
  scheduleReplyNote,
  type ScheduleReplyNoteResult,
} from './reply-note.scheduler';
export { cancelScheduledReplyNote, updateScheduledReplyNote, type ReplyNoteChange } from '../store';
export { sweepOrphanedEmails } from './send-job.sweeper';
export { sendNextEmailNow } from './send-now.service';
export { type BounceResendResult, resendBouncedEmail } from './bounce-resend.service';
export { sendTestEmail, type TestEmailInput, type TestEmailResult } from './test-email.service';
