import { notifyTriggerMigration } from './notify-trigger';

/**
 * The traveler sample also keeps who may read which parcel (issue 21): any change of a parcel (its route, deadline,
 * load, owner, or the parcel gone) or of its guest tokens notifies `traveler_sample` with the payload 'parcels',
 * from the writer's own transaction, and every API process forgets those grants. One NOTIFY per statement.
 */
export const { up, down } = notifyTriggerMigration({
  name: 'traveler_sample_parcels_changed',
  channel: 'traveler_sample',
  payload: 'parcels',
  watched: [
    { table: 'parcels', events: 'update or delete' },
    { table: 'parcel_guest_tokens', events: 'insert or update or delete' },
  ],
});
