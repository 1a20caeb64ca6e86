import { notifyTriggerMigration } from './notify-trigger';

/**
 * The traveler sample's cards are cached per API process (issue 21); every process drops them when a NOTIFY on
 * `traveler_sample` arrives. The triggers send it from the very transaction of any change the sample reads (a
 * trip, its traveler's public id or avatar, a rating, a verification), whoever the writer is, and Postgres delivers
 * it at commit only. One NOTIFY per statement: a bulk load sends one, and identical ones in a transaction fold.
 */
export const { up, down } = notifyTriggerMigration({
  name: 'traveler_sample_changed',
  channel: 'traveler_sample',
  payload: '',
  watched: [
    { table: 'trips', events: 'insert or update or delete' },
    { table: 'users', events: 'update of public_id, avatar_url or delete' },
    { table: 'user_ratings', events: 'insert or update or delete' },
    { table: 'verification_submissions', events: 'insert or update of status, user_id or delete' },
  ],
});
