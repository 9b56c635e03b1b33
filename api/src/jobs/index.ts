// Public surface of the background jobs.
export * from './job-names.constants';
export * from './agenda.factory';
export * from './job-worker.service';
export * from './job.queue';
export { purgeDeletedUsers } from './purge-deleted-users.job';
export { pruneFinishedJobs } from './prune-finished-jobs.job';
