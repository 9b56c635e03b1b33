// Every background job the app knows, in one place, with the data each one carries.

export enum JobName {
  SEND_CAMPAIGN_EMAIL = 'send-campaign-email',
  PURGE_DELETED_USERS = 'purge-deleted-users',
  POLL_REPLIES = 'poll-replies',
}

export interface JobDataByName {
  [JobName.SEND_CAMPAIGN_EMAIL]: { campaignEmailId: number };
  [JobName.PURGE_DELETED_USERS]: Record<string, never>;
  [JobName.POLL_REPLIES]: { userId?: string };
}

export const ALL_JOB_NAMES: readonly JobName[] = Object.values(JobName);

export function isJobName(value: string): value is JobName {
  return (ALL_JOB_NAMES as readonly string[]).includes(value);
}
