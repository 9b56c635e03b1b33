// The delivery engine: schedules a contact's sequence, sends each email once through the user's Gmail,
// stops on replies, pauses and deletions, and keeps the counters true. See README.md.
export {
  scheduleSequenceForContact,
  onCampaignActivated,
  onContactActivated,
  resumeAfterReconnect,
  SequenceScheduleError,
  CONTACT_NOT_FOUND,
  type ScheduleSequenceInput,
  type ScheduledSequence,
} from './sequence-scheduler.service';
export {
  markContactResponded,
  markContactBounced,
  markContactLeftCompany,
  MARKED_REPLY_UNDO_MS,
  type ContactReplyInput,
  type ReplyStopReason,
} from './contact-outcome.service';
export { undoMarkedReply, type UndoMarkedReplyResult } from './reply-undo.service';
export {
  setReplyOutcome,
  latestDetectedReply,
  listReplyOutcomes,
  recordDetectedOutcome,
  type SetReplyOutcomeInput,
  type SetReplyOutcomeResult,
} from './reply-outcome.service';
export { stopSequencesAtCompany } from './interview-stop.service';
export {
  createDeliveryEngine,
  type DeliveryEngine,
  type DeliveryEngineDeps,
  type DeliveryOutcome,
} from './delivery-engine.service';
export { deliverySettingsFrom, DEFAULT_DELIVERY_TIMINGS, type DeliverySettings } from './delivery.settings';
export { createDeliveryJobHandlers } from './delivery.handlers';
export { createDelivery, createDeliveryFor, type Delivery } from './delivery.factory';
export { createDeliveryResolvers } from './delivery.resolvers';
export { sendTestEmail, type TestEmailInput, type TestEmailResult } from './test-email.service';
export { s3AttachmentSigner, type AttachmentSigner } from './attachment-links.service';
export { pollReplies, type PollSummary } from './reply-poller.service';
export { sweepOrphanedEmails } from './send-job.sweeper';
export { replanCampaignEmails, type ReplanResult, type ReplanInput } from './replan-sequence.service';
export {
  scheduleReplyNote,
  replyNoteThreadOf,
  replyNotesOf,
  REPLY_NOTE_POSITION,
  type ReplyNoteRow,
  type ReplyNoteThread,
  type ScheduleReplyNoteResult,
} from './reply-note.scheduler';
export { replySubject } from './email-composer.service';
