// The store wing: what every other wing shares: the per-email context read, the claim and the writes that follow it, send jobs, the Gmail quota budget, composing a message and the SQL helpers.
// Its one public face: other wings and the module root import it only through this file.
export { claimWithContext, type DeliveryContext, messageIdFor, readDeliveryContext } from './delivery-context.repository';
export {
  cancelScheduledEmail,
  claimForSend,
  countReplyCheckFailure,
  insertFollowUp,
  markEmailFailed,
  markNotInSent,
  markSent,
  type MarkSentInput,
  pruneSendRateWindows,
  recordServerError,
  releaseClaim,
  rescheduleEmail,
  scheduleJobOnly,
  sendingResumesAt,
  setWaiting,
} from './email-claim.repository';
export { conversationAnchorFor, conversationHeaders, type ConversationHeaders } from './conversation-headers.util';
export { type AttachmentLink, composeMail, fillPlaceholders, newMessageId, replySubject } from './email-composer.service';
export { sendingResumeTime } from './gmail-limit.util';
export { mailProviderOf, sendingPausedUntil } from './mail-grant-reads.repository';
export { runPrepared, usesSharedSession } from './prepared-query.util';
export {
  msUntilNextMinute,
  pruneQuotaWindows,
  QuotaBudgetSpentError,
  quotaCharge,
  type QuotaCharge,
  returnGmailUnits,
  takeSendBudget,
} from './quota-budget.repository';
export { enqueueSendJobs, type SendJob } from './send-job.enqueue';
export { type ResendInput, scheduleResend } from './email-resend.repository';
export { asDate, asOptionalDate } from './sql-values.util';
export {
  cancelUnsentEmailsOfCampaign,
  cancelUnsentEmailsOfContact,
  type CancelledUnsentEmail,
  recordOpen,
  replaceUnsentStepText,
  stopScheduledEmailsOfUser,
} from './unsent-emails.repository';
export { claimDueHeadsUps, type ClaimedHeadsUp, releaseHeadsUpClaim } from './heads-up-claim.repository';
export { clearInterviewTimeOfReply, pauseFromHeadsUp, setSequenceLengthOfCampaign } from './contact-state.repository';
export {
  closeUnansweredSequences,
  type ContactReplyInput,
  markContactBounced,
  markContactBouncedReasonUnknown,
  markContactLeftCompany,
  markContactResponded,
  markContactStoppedForInterview,
  MARKED_REPLY_UNDO_MS,
  type ReplyStopReason,
} from './contact-stop.repository';
export { cancelScheduledReplyNote, updateScheduledReplyNote, type ReplyNoteChange } from './reply-note-edit.repository';
export {
  insertReplyNoteRow,
  REPLY_NOTE_POSITION,
  type ReplyNoteKindName,
  type ReplyNoteText,
  type ReplyNoteThread,
} from './reply-note-rows.repository';
export {
  holdUnsentEmail,
  insertScheduledEmail,
  markNotDeliveredAgain,
  markSendNow,
  replanUnsentEmail,
  resumeUnsentEmail,
  unmarkAnsweredEmails,
} from './unsent-email-times.repository';
