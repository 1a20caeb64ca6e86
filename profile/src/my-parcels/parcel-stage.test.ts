import { aBind, aMyParcel } from '../testing';
import { canChooseTraveler, parcelStage } from './parcel-stage';

describe('parcelStage', () => {
  it('follows the current bind, and delivery above all', () => {
    expect(parcelStage(aMyParcel({ bind: null }))).toBe('open');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'pending' }) }))).toBe('pending');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'accepted' }) }))).toBe('accepted');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'declined' }) }))).toBe('declined');
    expect(parcelStage(aMyParcel({ status: 'delivered', bind: aBind({ status: 'accepted' }) }))).toBe('delivered');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'paid' }) }))).toBe('paid');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'picked_up' }) }))).toBe('picked_up');
    expect(parcelStage(aMyParcel({ status: 'delivered', bind: aBind({ status: 'completed' }) }))).toBe('completed');
    expect(parcelStage(aMyParcel({ bind: aBind({ status: 'refunded' }) }))).toBe('refunded');
  });

  it('lets the sender choose a traveler while no request is open or taken', () => {
    expect(['open', 'declined', 'cancelled', 'refunded'].every((stage) => canChooseTraveler(stage as never))).toBe(true);
    expect(['pending', 'accepted', 'paid', 'picked_up', 'delivered', 'completed'].some((stage) => canChooseTraveler(stage as never))).toBe(
      false,
    );
  });
});
