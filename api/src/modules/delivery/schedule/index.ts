// The schedule wing: when each email of a sequence is due: the first one, the next follow-up, re-plans and resumes.
// Its one public face: other wings and the module root import it only through this file.
export { followUpAfter, followUpOrPending, scheduleMissingFollowUps } from './follow-up.service';
export { heldUntilReturn, holdNextForReturn, returnOpening } from './return-hold.service';
export { replanCampaignEmails, type ReplanInput, type ReplanResult } from './replan-sequence.service';
export {
  CONTACT_NOT_FOUND,
  onCampaignActivated,
  onContactActivated,
  resumeAfterReconnect,
  type ScheduledSequence,
  scheduleSequenceForContact,
  type ScheduleSequenceInput,
  SequenceScheduleError,
} from './sequence-scheduler.service';
