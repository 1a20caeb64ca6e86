import type { City } from '../entities';
import { CityList, cityOptions } from './city-list';

const CITIES: City[] = [
  { id: 1, name_ru: 'Шымкент', name_kk: 'Шымкент', name_en: 'Shymkent', latitude: 42.3, longitude: 69.6 },
  { id: 2, name_ru: 'Алматы', name_kk: 'Алматы', name_en: 'Almaty', latitude: 43.2, longitude: 76.9 },
  { id: 3, name_ru: 'Астана', name_kk: 'Астана', name_en: 'Astana', latitude: 51.2, longitude: 71.4 },
];

/** An API whose `GET /cities` answers each of `answers` in turn (an Error fails the call), counting the calls. */
function citiesApi(...answers: (City[] | Error)[]) {
  const api = {
    calls: 0,
    cities: async () => {
      const answer = answers[Math.min(api.calls++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return api;
}

describe('CityList', () => {
  it('asks for the cities once however many parts of the page want them', async () => {
    const api = citiesApi(CITIES);
    const list = new CityList(api);
    await Promise.all([list.load(), list.load()]);
    await list.load();
    expect(api.calls).toBe(1);
    expect(list.status).toBe('ready');
    expect(list.nameOf(1, 'en')).toBe('Shymkent');
    expect(list.nameOf(1, 'ru')).toBe('Шымкент');
    expect(list.nameOf(404, 'en')).toBeNull();
  });

  it('tries again after a failure', async () => {
    const list = new CityList(citiesApi(new Error('down'), CITIES));
    await list.load();
    expect(list.status).toBe('failed');
    await list.load();
    expect(list.status).toBe('ready');
  });

  it('offers the cities in the alphabet of the page', async () => {
    const list = new CityList(citiesApi(CITIES));
    await list.load();
    expect(list.options('en')).toEqual([
      { value: '2', label: 'Almaty' },
      { value: '3', label: 'Astana' },
      { value: '1', label: 'Shymkent' },
    ]);
    expect(cityOptions(CITIES, 'ru').map((option) => option.label)).toEqual(['Алматы', 'Астана', 'Шымкент']);
  });
});
