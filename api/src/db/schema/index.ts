// Every table of the api, one file per domain. drizzle.config.ts points drizzle-kit here.
export * from './enums';
export * from './users';
export * from './sessions';
export * from './google-grants';
export * from './google-project-problems';
export * from './campaigns';
export * from './attachments';
export * from './campaign-emails';
export * from './billing';
export * from './analytics';
export * from './send-rate';
export * from './chat-conversations';
export * from './rate-limits';
export * from './notification-log';
export * from './reply-outcome-events';
export * from './gmail-quota';
export * from './email-lookups';
