export { SAMPLE_SIZE, hasFittingTrip, isFittingTrip, sampleQuery, travelerCards } from './fitting-trips';
export type { FitSubject } from './fitting-trips';
export { TRIP_CREATED_JOB, createMatchNotices } from './match-notices';
export type { MatchNoticeSender, MatchNotices } from './match-notices';
export { sampleRoutes } from './sample-routes';
export type { SenderParcelAccess } from './sample-routes';
export { TRAVELER_SAMPLE_CHANNEL, createSampleCache } from './sample-cache';
export type { SampleCache } from './sample-cache';
