// Notifications: the product's own emails about a user's sequences (heads-ups with signed one-click links for
// send-only accounts, reply alerts, sequence updates), the one-click pages, and Notification Preferences. See README.md.
export { sequenceActionRoutes, type SequenceActionRoutesOptions } from './sequence-action.routes';
export {
  SEQUENCE_ACTION_PATH,
  sequenceActionKey,
  sequenceActionUrl,
  signSequenceAction,
  verifySequenceAction,
  type SequenceAction,
  type SequenceActionClaims,
} from './sequence-action-token.service';
export { createNotificationJobHandlers, notificationDepsFor, runNotifications } from './notification.job';
export { sendDueHeadsUps, type NotificationDeps, type HeadsUpSummary } from './heads-up.service';
export { sendSequenceEvents, type EventSummary } from './sequence-events.service';
export { notificationResolvers } from './notification.resolvers';
export {
  notificationPreferences,
  updateNotificationPreferences,
  type NotificationPreferences,
} from './notification-preferences.service';
export {
  REPLY_OUTCOME_PATH,
  replyOutcomeKey,
  replyOutcomeUrl,
  signReplyOutcome,
  verifyReplyOutcome,
  type ReplyOutcomeClaims,
} from './reply-outcome-token.service';
