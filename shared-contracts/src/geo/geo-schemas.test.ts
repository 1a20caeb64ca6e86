import { validateObject } from '../validation';
import { GEO_QUERY_MAX_LENGTH } from './geo-limits';
import { geoReverseQuerySchema, geoSearchQuerySchema, shortLinkPointSchema, shortLinkSchema } from './geo-schemas';
import { ABAY_150 } from './testing';

const payload = { parcel_trip_bind_id: 7, parcel_id: 3, ...ABAY_150 };

describe('geo requests', () => {
  it('takes a search text with an optional city, and refuses an empty or too long one', () => {
    expect(validateObject(geoSearchQuerySchema, { q: 'Абая 150', city: '1' })).toEqual({});
    expect(validateObject(geoSearchQuerySchema, { q: '  ' })).toEqual({ q: ['fieldRequired'] });
    expect(validateObject(geoSearchQuerySchema, {})).toEqual({ q: ['fieldRequired'] });
    expect(validateObject(geoSearchQuerySchema, { q: 'а'.repeat(GEO_QUERY_MAX_LENGTH + 1) })).toEqual({ q: ['maxLengthNotValid'] });
    expect(validateObject(geoSearchQuerySchema, { q: 'Абая', city: 'Алматы' })).toEqual({ city: ['onlyNumbersRequired'] });
  });

  it('refuses a point outside the ranges of longitude and latitude, field by field', () => {
    expect(validateObject(geoReverseQuerySchema, { lon: '76.9', lat: '43.2' })).toEqual({});
    expect(validateObject(geoReverseQuerySchema, { lon: '180.5', lat: '-90.1' })).toEqual({
      lon: ['invalidMaxValue'],
      lat: ['invalidMinValue'],
    });
    expect(validateObject(geoReverseQuerySchema, { lon: 'east', lat: [43] })).toEqual({
      lon: ['onlyNumbersRequired'],
      lat: ['onlyNumbersRequired'],
    });
    expect(validateObject(geoReverseQuerySchema, {})).toEqual({ lon: ['fieldRequired'], lat: ['fieldRequired'] });
  });

  it("checks spec §3's short link payload and the point correction", () => {
    expect(validateObject(shortLinkSchema, payload)).toEqual({});
    expect(validateObject(shortLinkSchema, { ...payload, building: undefined })).toEqual({});
    expect(validateObject(shortLinkSchema, { ...payload, parcel_trip_bind_id: 0, street: '', longitude: 200 })).toEqual({
      parcel_trip_bind_id: ['invalidMinValue'],
      street: ['fieldRequired'],
      longitude: ['invalidMaxValue'],
    });
    expect(validateObject(shortLinkPointSchema, { point: { lon: 71.43, lat: 51.13 } })).toEqual({});
    expect(validateObject(shortLinkPointSchema, { point: { lon: 71.43 } })).toEqual({ 'point.lat': ['fieldRequired'] });
  });
});
