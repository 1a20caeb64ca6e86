import type { City } from '../../entities';

/** The cities component tests answer `GET /cities` with. */
export const TEST_CITIES: City[] = [
  { id: 1, name_ru: 'Алматы', name_kk: 'Алматы', name_en: 'Almaty', latitude: 43.24, longitude: 76.89 },
  { id: 2, name_ru: 'Астана', name_kk: 'Астана', name_en: 'Astana', latitude: 51.17, longitude: 71.45 },
  { id: 3, name_ru: 'Шымкент', name_kk: 'Шымкент', name_en: 'Shymkent', latitude: 42.32, longitude: 69.59 },
];
