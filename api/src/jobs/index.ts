export { createJobQueue, DEFAULT_MAX_ATTEMPTS, periodicJobKind } from './job-queue';
export type { HandleOptions, JobHandler, JobPayload, JobQueue, JobQueueOptions } from './job-queue';
export { purgeFinishedJobs } from './retention';
export { devJobsRoutes } from './dev-jobs-routes';
