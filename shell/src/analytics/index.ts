export { scheduleTrackers } from './schedule-trackers';
export type { TrackerIds } from './tracker-ids';
