// Public surface of the scheduling module. The plans themselves are contracts' (contracts/schedule); this module
// gives them the recipient's public holidays (date-holidays) and reads policies from rows.
import './holiday-calendar.registration';

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
} from 'contracts/schedule';
export { ScheduleInputError } from 'contracts/schedule';
export { policyColumns, policyOfCampaign, policyOfRow, storedSettingsOfRow, type PolicyRow } from './send-policy-row.util';
export { scheduleResolvers } from './scheduling.resolvers';
