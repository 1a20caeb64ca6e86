import { aMyTrip, aParcel, aBind } from '../testing';
import { offerReward, travelerPayout } from './offer-reward';

describe('offerReward', () => {
  it("is the parcel's reward, else the trip's offered amount", () => {
    const trip = aMyTrip({ offered_amount: 10000 });
    expect(offerReward({ bind: aBind(), parcel: aParcel({ reward: 7000 }) }, trip)).toBe(7000);
    expect(offerReward({ bind: aBind(), parcel: aParcel({ reward: null }) }, trip)).toBe(10000);
  });
});

describe('travelerPayout', () => {
  it('keeps 80% for the traveler after the 20% commission', () => {
    expect(travelerPayout(10000)).toBe(8000);
    expect(travelerPayout(7555)).toBe(6044);
  });
});
