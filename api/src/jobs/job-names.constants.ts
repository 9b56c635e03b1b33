// Every background job the app knows, in one place, with the data each one carries.

export enum JobName {
  SEND_CAMPAIGN_EMAIL = 'send-campaign-email',
  PURGE_DELETED_USERS = 'purge-deleted-users',
  POLL_REPLIES = 'poll-replies',
  /** Heads-ups before follow-ups (send-only accounts), reply alerts and sequence updates (modules/notification). */
  SEND_NOTIFICATIONS = 'send-notifications',
  /** The daily re-read of the job postings running sequences started from (modules/job-posting, issue 38). */
  RECHECK_JOB_POSTINGS = 'recheck-job-postings',
}

export interface JobDataByName {
  [JobName.SEND_CAMPAIGN_EMAIL]: { campaignEmailId: number };
  [JobName.PURGE_DELETED_USERS]: Record<string, never>;
  [JobName.POLL_REPLIES]: { userId?: string };
  [JobName.SEND_NOTIFICATIONS]: Record<string, never>;
  [JobName.RECHECK_JOB_POSTINGS]: Record<string, never>;
}

export const ALL_JOB_NAMES: readonly JobName[] = Object.values(JobName);

export function isJobName(value: string): value is JobName {
  return (ALL_JOB_NAMES as readonly string[]).includes(value);
}
