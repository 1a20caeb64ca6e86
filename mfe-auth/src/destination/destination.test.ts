import type { ModalParams } from '@jetkiz/contracts';
import { destinationFromParams, destinationToParams, type Destination } from './destination';

const PROFILE = 'http://profile.test/';

describe('destination in modal params', () => {
  it.each<Destination>([
    { to: 'profile', url: 'http://profile.test/travels' },
    { to: 'site', path: '/schedule/4' },
    { to: 'modal', name: 'register-complete', params: { shipment: 'trip', trip_id: '9' } },
    { to: 'here' },
  ])('survives the trip through params: %j', (destination) => {
    expect(destinationFromParams(destinationToParams(destination), PROFILE)).toEqual(destination);
  });

  it.each<ModalParams>([
    { next: 'profile', next_url: 'https://elsewhere.example/' },
    { next: 'site', next_path: '//elsewhere.example/x' },
    { next: 'site', next_path: 'https://elsewhere.example/x' },
    { next: 'modal', next_modal: 'contacts' },
    { next: 'modal', next_modal: 'toString' },
    { next: 'somewhere' },
  ])('does not let a link send the user elsewhere: %j', (params) => {
    expect(destinationFromParams(params, PROFILE)).toEqual({ to: 'here' });
  });
});
