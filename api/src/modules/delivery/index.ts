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
} from './schedule';
export {
  markContactResponded,
  markContactBounced,
  markContactLeftCompany,
  MARKED_REPLY_UNDO_MS,
  type ContactReplyInput,
  type ReplyStopReason,
} from './replies';
export { undoMarkedReply, type UndoMarkedReplyResult } from './replies';
export {
  setReplyOutcome,
  latestDetectedReply,
  listReplyOutcomes,
  recordDetectedOutcome,
  type SetReplyOutcomeInput,
  type SetReplyOutcomeResult,
} from './replies';
export { stopSequencesAtCompany } from './replies';
export { createDeliveryEngine, type DeliveryEngine, type DeliveryEngineDeps, type DeliveryOutcome } from './send';
export { type BounceResendResult, resendBouncedEmail } from './send';
export { deliverySettingsFrom, DEFAULT_DELIVERY_TIMINGS, type DeliverySettings } from './delivery.settings';
export { createDeliveryJobHandlers } from './delivery.handlers';
export { createDelivery, createDeliveryFor, type Delivery } from './delivery.factory';
export { createDeliveryResolvers } from './delivery.resolvers';
export { createDeliveryLoaders } from './delivery.loaders';
export { sendTestEmail, type TestEmailInput, type TestEmailResult } from './send';
export { s3AttachmentSigner, type AttachmentSigner } from './send';
export { pollReplies, type PollSummary } from './replies';
// Settling interrupted sends from the Sent folder (the engine benchmark's crash scenario).
export { CONFIRM_AFTER_MS, confirmInterruptedSends } from './replies';
export { sweepOrphanedEmails } from './send';
export { replanCampaignEmails, type ReplanResult, type ReplanInput } from './schedule';
export {
  scheduleReplyNote,
  replyNoteThreadOf,
  replyNotesOf,
  REPLY_NOTE_POSITION,
  type ReplyNoteRow,
  type ReplyNoteThread,
  type ScheduleReplyNoteResult,
} from './send';
export { cancelScheduledReplyNote, updateScheduledReplyNote, type ReplyNoteChange } from './send';
export { replySubject } from './store';
// Delivery is the one writer of campaign_emails and of a contact's sequence state (issue 36): other modules change
// them through these.
export {
  cancelUnsentEmailsOfCampaign,
  cancelUnsentEmailsOfContact,
  type CancelledUnsentEmail,
  clearInterviewTimeOfReply,
  pauseFromHeadsUp,
  setSequenceLengthOfCampaign,
  claimDueHeadsUps,
  type ClaimedHeadsUp,
  recordOpen,
  releaseHeadsUpClaim,
  replaceUnsentStepText,
  stopScheduledEmailsOfUser,
} from './store';
