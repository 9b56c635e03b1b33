// The demo analytics events (product.md §2: view resume, dismiss, save, unsubscribe, resume download) as one closed list:
// the candidate remote sends them, POST /api/analytics/events accepts exactly these names and properties, and the
// hourly purge deletes them after ANALYTICS_RETENTION_DAYS (the privacy page says so).

export const ANALYTICS_EVENTS_PATH = '/api/analytics/events';

/** What 'View Resume' did (the candidate remote's credits store, product.md §4). */
export const RESUME_VIEW_OUTCOMES = ['free-view', 'already-revealed', 'credit-used', 'no-credits'] as const;
export type ResumeViewOutcome = (typeof RESUME_VIEW_OUTCOMES)[number];

/** Every property an event may carry, and its value type. */
export interface AnalyticsPropertyValues {
  /** A demo candidate's id ('sarah-chen'). */
  candidateId: string;
  outcome: ResumeViewOutcome;
}
export type AnalyticsPropertyName = keyof AnalyticsPropertyValues;

/** The closed list of event names, each with the properties it takes (all of them, nothing else). */
export const ANALYTICS_EVENTS = {
  candidate_view_resume: ['candidateId', 'outcome'],
  candidate_dismiss: ['candidateId'],
  candidate_save: ['candidateId'],
  candidate_unsubscribe: ['candidateId'],
  candidate_resume_download: ['candidateId'],
} as const satisfies Record<string, readonly AnalyticsPropertyName[]>;
export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENTS) as AnalyticsEventName[];

export type AnalyticsEventProperties<N extends AnalyticsEventName> = {
  [P in (typeof ANALYTICS_EVENTS)[N][number]]: AnalyticsPropertyValues[P];
};

/** Longest candidateId accepted (the demo ids are short slugs). */
export const ANALYTICS_ID_MAX_LENGTH = 64;
/** Largest request body: one event is well under 200 bytes. */
export const ANALYTICS_BODY_LIMIT_BYTES = 2048;
/** Events per client address: far more than a person clicks, little for a script filling the table. */
export const ANALYTICS_RATE_LIMIT = { points: 60, windowMs: 60_000 } as const;
/** Stored events older than this are deleted by the hourly purge. */
export const ANALYTICS_RETENTION_DAYS = 180;

export const ANALYTICS_BODY_SHAPE = 'Send a JSON object { "name": string, "properties": object } and nothing else.';
export const unknownAnalyticsEvent = (name: string): string =>
  `Unknown analytics event "${name}". Known events: ${ANALYTICS_EVENT_NAMES.join(', ')}.`;
export const unknownAnalyticsProperty = (event: AnalyticsEventName, property: string): string =>
  `The event "${event}" does not take the property "${property}"; it takes ${ANALYTICS_EVENTS[event].join(', ')}.`;
export const missingAnalyticsProperty = (event: AnalyticsEventName, property: AnalyticsPropertyName): string =>
  `The event "${event}" needs the property "${property}".`;
export const invalidAnalyticsProperty = (property: AnalyticsPropertyName): string =>
  property === 'outcome'
    ? `"outcome" must be one of ${RESUME_VIEW_OUTCOMES.join(', ')}.`
    : `"${property}" must be 1 to ${ANALYTICS_ID_MAX_LENGTH} letters, digits, '-' or '_'.`;
