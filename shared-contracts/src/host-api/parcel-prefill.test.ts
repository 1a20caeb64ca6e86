import { parcelPrefillOf, parcelPrefillParams } from './parcel-prefill';

describe('parcel prefill (create-parcel params, the widget page query)', () => {
  it('round-trips a trip’s route, date and id', () => {
    const prefill = { fromCityId: 1, toCityId: 2, deadline: '2031-05-06', tripId: 77 };
    const params = parcelPrefillParams(prefill);
    expect(params).toEqual({ from: '1', to: '2', date: '2031-05-06', trip: '77' });
    expect(parcelPrefillOf(params)).toEqual(prefill);
    expect(parcelPrefillOf(new URLSearchParams(params))).toEqual(prefill);
  });

  it('leaves out what is not an id or a date', () => {
    expect(parcelPrefillOf({ from: '0', to: 'Almaty', date: '06.05.2031', trip: '-3' })).toEqual({});
    expect(parcelPrefillOf(new URLSearchParams('from=3&parent=https%3A%2F%2Fshop.kz'))).toEqual({ fromCityId: 3 });
    expect(parcelPrefillParams({})).toEqual({});
  });
});
