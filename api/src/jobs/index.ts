// Public surface of the background jobs.
export * from './job-names';
export * from './agenda';
export * from './worker';
export * from './job.queue';
export { purgeDeletedUsers } from './purge-deleted-users.job';
export { pruneFinishedJobs } from './prune-finished-jobs';
