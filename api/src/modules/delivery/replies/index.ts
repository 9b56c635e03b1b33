// The replies wing: reading what came back (poll, pre-send check, classifier), its outcomes and stops, and settling interrupted sends from the Sent folder.
// Its one public face: other wings and the module root import it only through this file.
export {
  closeUnansweredSequences,
  type ContactReplyInput,
  markContactBounced,
  markContactLeftCompany,
  markContactResponded,
  MARKED_REPLY_UNDO_MS,
  type ReplyStopReason,
} from '../store';
export { CONFIRM_AFTER_MS, confirmInterruptedSends, lookForCopy } from './delivery-confirmation.service';
export { stopSequencesAtCompany } from './interview-stop.service';
export { returnOpening } from './out-of-office.service';
export { checkThreadsForReplies, type ThreadCheck } from './reply-check.service';
export {
  latestDetectedReply,
  listReplyOutcomes,
  recordDetectedOutcome,
  setReplyOutcome,
  type SetReplyOutcomeInput,
  type SetReplyOutcomeResult,
} from './reply-outcome.service';
export { pollReplies, type PollSummary } from './reply-poller.service';
export { undoMarkedReply, type UndoMarkedReplyResult } from './reply-undo.service';
