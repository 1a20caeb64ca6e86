import { aBind, aMyParcel } from '../testing';
import { canChooseTraveler, parcelStage } from './parcel-stage';

describe('parcelStage', () => {
  it('follows the current bind, and delivery above all', () => {
    expect(parcelStage(aMyParcel({ bind: null }))).toBe('open');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'pending' }) }))).toBe('pending');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'accepted' }) }))).toBe('accepted');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'declined' }) }))).toBe('declined');
    expect(parcelStage(aMyParcel({ status: 'delivered', bind: aBind({ status: 'accepted' }) }))).toBe('delivered');
  });

  it('lets the sender choose a traveler while no request is open or taken', () => {
    expect(['open', 'declined', 'cancelled'].every((stage) => canChooseTraveler(stage as never))).toBe(true);
    expect(['pending', 'accepted', 'delivered'].some((stage) => canChooseTraveler(stage as never))).toBe(false);
  });
});
