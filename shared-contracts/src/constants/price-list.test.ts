import { PARCEL_CLASSES } from './business';
import { PRICE_LIST, priceListAmount } from './price-list';

describe('price list', () => {
  it('prices every parcel class in every band', () => {
    for (const band of PRICE_LIST) expect(Object.keys(band.amounts).sort()).toEqual(Object.keys(PARCEL_CLASSES).sort());
  });

  it('grows with the distance and ends with an open band', () => {
    expect(PRICE_LIST.at(-1)!.maxKm).toBeNull();
    for (let index = 1; index < PRICE_LIST.length; index += 1) {
      for (const parcelClass of ['documents', 'S', 'M', 'L'] as const) {
        expect(PRICE_LIST[index]!.amounts[parcelClass]).toBeGreaterThan(PRICE_LIST[index - 1]!.amounts[parcelClass]);
      }
    }
  });

  it('picks the band by distance, its upper bound included', () => {
    expect(priceListAmount('S', 0)).toBe(2000);
    expect(priceListAmount('S', 300)).toBe(2000);
    expect(priceListAmount('S', 301)).toBe(3000);
    expect(priceListAmount('L', 1000)).toBe(6000);
    expect(priceListAmount('L', 2400)).toBe(8000);
    expect(priceListAmount('documents', 970)).toBe(2500);
  });
});
