import { splitReward, tengeToTiyn } from './deal-money';

describe('splitReward', () => {
  it('takes 20% and leaves the rest to the traveler', () => {
    expect(splitReward(tengeToTiyn(12_500))).toEqual({ commission: 250_000, traveler: 1_000_000 });
  });

  it('rounds the commission half up to the tiyn', () => {
    // 20% of 1,234,567 tiyn is 246,913.4; of 3 tiyn it is 0.6; of 5 tiyn it is exactly 1
    expect(splitReward(1_234_567)).toEqual({ commission: 246_913, traveler: 987_654 });
    expect(splitReward(3)).toEqual({ commission: 1, traveler: 2 });
    expect(splitReward(5)).toEqual({ commission: 1, traveler: 4 });
    expect(splitReward(2)).toEqual({ commission: 0, traveler: 2 });
  });

  it('always adds up to the reward', () => {
    for (const reward of [0, 1, 7, 99, 101, 12_345, 999_999_999]) {
      const { commission, traveler } = splitReward(reward);
      expect(commission + traveler).toBe(reward);
    }
  });

  it('refuses what is not whole tiyn', () => {
    expect(() => splitReward(1.5)).toThrow(RangeError);
    expect(() => splitReward(-1)).toThrow(RangeError);
  });
});
