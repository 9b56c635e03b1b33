// Public surface of the scheduling module.
export {
  isInsideWindow,
  nextWindowOpening,
  firstSendAt,
  followUpDueAt,
  firstSendDue,
  followUpDue,
  holidayNoteOf,
  planSequence,
  spreadOverdue,
  type PlanSequenceInput,
  type PlannedSend,
  type DueTime,
} from './send-window.service';
export { ScheduleInputError } from './schedule-input.error';
export { policyColumns, policyOfCampaign, policyOfRow, storedSettingsOfRow, type PolicyRow } from './send-policy-row.util';
export { scheduleResolvers } from './scheduling.resolvers';
