export { startRecordingServer } from './recording-server';
export type { RecordingServer } from './recording-server';
