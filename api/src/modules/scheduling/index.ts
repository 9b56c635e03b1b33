// Public surface of the scheduling module.
export {
  isInsideWindow,
  nextWindowOpening,
  firstSendAt,
  followUpDueAt,
  planSequence,
  spreadOverdue,
  type PlanSequenceInput,
  type PlannedSend,
} from './send-window.service';
export { ScheduleInputError } from './schedule-input.error';
export { scheduleResolvers } from './scheduling.resolvers';
