export { createJobQueue } from './job-queue';
export type { JobHandler, JobPayload, JobQueue, JobQueueOptions } from './job-queue';
