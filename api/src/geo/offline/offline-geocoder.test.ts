import { createTestDatabase } from '../../testing';
import { BUILDING_STEP_M, distanceM, offlineGeocoder } from './offline-geocoder';
import GAZETTEER from './kazakhstan-gazetteer.json';

const geocoder = offlineGeocoder();

describe('the offline gazetteer', () => {
  it('holds every city of GET /cities, by id, names and centre, each with a street', async () => {
    const { db } = await createTestDatabase();
    const cities = await db.selectFrom('cities').selectAll().orderBy('id').execute();
    const byId = new Map(GAZETTEER.cities.map((city) => [city.id, city]));
    for (const city of cities) {
      expect(byId.get(city.id)).toMatchObject({
        ru: city.name_ru,
        kk: city.name_kk,
        en: city.name_en,
        lon: city.longitude,
        lat: city.latitude,
      });
      expect(byId.get(city.id)!.streets.length).toBeGreaterThan(0);
    }
    for (const city of GAZETTEER.cities) {
      for (const [, , , lon, lat] of city.streets) expect(distanceM(lon as number, lat as number, city.lon, city.lat)).toBeLessThan(15_000);
    }
  });

  it('finds a street in ru, kk and en, ignoring case, accents, Kazakh letters and street kinds, keeping the building', async () => {
    const [ru] = await geocoder.search('пр. Абая, 150', 1, 'ru');
    expect(ru).toMatchObject({ label: 'проспект Абая, 150, Алматы', street: 'проспект Абая', building: '150', city_id: 1, city: 'Алматы' });
    const [kk] = await geocoder.search('абай даңғылы 150', 1, 'kk');
    expect(kk).toMatchObject({ street: 'Абай даңғылы', building: '150', city: 'Алматы', lon: ru.lon, lat: ru.lat });
    const [en] = await geocoder.search('ABAY AVE 150', 1, 'en');
    expect(en).toMatchObject({ label: 'Abay Avenue, 150, Almaty', lon: ru.lon, lat: ru.lat });
    const [folded] = await geocoder.search('кабанбай', undefined, 'kk');
    expect(folded).toMatchObject({ street: 'Қабанбай батыр даңғылы', city_id: 2, building: null });
    const [inside] = await geocoder.search('фараби', undefined, 'en');
    expect(inside).toMatchObject({ street: 'Al-Farabi Avenue', city_id: 1 });
  });

  it('narrows by a city named in the text or given, and offers the city itself', async () => {
    const inAstana = await geocoder.search('Астана Абая', undefined, 'ru');
    expect(inAstana[0]).toMatchObject({ street: 'проспект Абая', city_id: 2 });
    const onlyTaraz = await geocoder.search('толе би', 6, 'ru');
    expect(onlyTaraz.map((item) => item.city_id)).toEqual([6]);
    const [city] = await geocoder.search('Oskemen Өскемен', undefined, 'en');
    expect(city).toBeUndefined();
    const [ustKamenogorsk] = await geocoder.search('Өскемен', undefined, 'en');
    expect(ustKamenogorsk).toMatchObject({ label: 'Ust-Kamenogorsk', street: null, city_id: 8 });
    expect(await geocoder.search('улица', undefined, 'ru')).toEqual([]);
    expect(await geocoder.search('Zzyzx', undefined, 'ru')).toEqual([]);
  });

  it('moves a building along its street by the documented step, the same for the same address', async () => {
    const [first] = await geocoder.search('Достык 1', 1, 'ru');
    const [hundred] = await geocoder.search('Достык 101', 1, 'ru');
    expect(distanceM(first.lon, first.lat, hundred.lon, hundred.lat)).toBeCloseTo(100 * BUILDING_STEP_M, -1);
    expect(hundred.lat).toBeLessThan(first.lat);
    expect(await geocoder.search('Достык 101', 1, 'ru')).toEqual(await geocoder.search('достык, д. 101', 1, 'ru'));
  });

  it('answers a point with the nearest street, else the city centre, else nothing', async () => {
    expect(await geocoder.reverse(76.9551, 43.2406, 'en')).toMatchObject({
      street: 'Abay Avenue',
      building: null,
      city_id: 1,
      city: 'Almaty',
    });
    expect(await geocoder.reverse(76.83, 43.3, 'ru')).toMatchObject({ street: null, city_id: 1, lon: 76.889709, lat: 43.238949 });
    expect(await geocoder.reverse(37.62, 55.75, 'ru')).toBeNull();
  });
});
