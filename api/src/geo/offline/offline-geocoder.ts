import { GEO_MAX_SUGGESTIONS, type AddressSuggestion } from '@jetkiz/contracts';
import type { AddressLanguage, Geocoder } from '../geocoder';
import { foldForSearch, parseAddressQuery } from './address-text';
import GAZETTEER from './kazakhstan-gazetteer.json';

type Names = Record<AddressLanguage, string>;
/** ru, kk, en, lon, lat of the street's reference point, bearing (degrees) along which its numbers grow */
type StreetRow = [string, string, string, number, number, number];

export interface GazetteerCity {
  id: number;
  ru: string;
  kk: string;
  en: string;
  lon: number;
  lat: number;
  streets: StreetRow[];
}

interface Place {
  names: Names;
  /** every folded word of the names in all three languages */
  words: string[];
  /** the folded names, for matches inside a word */
  folded: string[];
}

interface Street extends Place {
  city: City;
  lon: number;
  lat: number;
  bearing: number;
}

interface City extends Place {
  id: number;
  lon: number;
  lat: number;
}

/** A building moves the point this far per number along the street, up to BUILDING_OFFSET_MAX_M. */
export const BUILDING_STEP_M = 5;
export const BUILDING_OFFSET_MAX_M = 1500;
/** Reverse look-up: the nearest street point within this distance, else the nearest city centre within the next. */
export const REVERSE_STREET_RADIUS_M = 1500;
export const REVERSE_CITY_RADIUS_M = 30_000;

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

const WORD_PREFIX_SCORE = 2;
const INSIDE_NAME_SCORE = 1;
const CITY_NAME_SCORE = 1.5;

function placeOf(names: Names, kindWords: (name: string) => string[]): Place {
  const folded = Object.values(names).map(foldForSearch);
  return { names, folded, words: [...new Set(Object.values(names).flatMap(kindWords))] };
}

const wordsOf = (name: string) => foldForSearch(name).split(' ');
/** A street's name words without its kind ("улица", "даңғылы", "Avenue"): "абая" must not match "улица". */
const streetWordsOf = (name: string) => parseAddressQuery(name).words;

function matchScore(place: Place, word: string): number {
  if (place.words.some((candidate) => candidate.startsWith(word))) return WORD_PREFIX_SCORE;
  if (word.length >= 3 && place.folded.some((name) => name.includes(word))) return INSIDE_NAME_SCORE;
  return 0;
}

/** Great-circle distance in metres. */
export function distanceM(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Where building `building` of the street lies: its number n (the digits it starts with) times BUILDING_STEP_M
 * from the street's reference point along the street's bearing, at most BUILDING_OFFSET_MAX_M. The gazetteer
 * keeps one point a street, so this is an estimate the person corrects on the map; the same address always gives
 * the same point.
 */
export function buildingPoint(
  street: { lon: number; lat: number; bearing: number },
  building: string | null,
): { lon: number; lat: number } {
  const number = building ? Number.parseInt(building, 10) : Number.NaN;
  if (!Number.isFinite(number) || number <= 0) return { lon: street.lon, lat: street.lat };
  const metres = Math.min(number * BUILDING_STEP_M, BUILDING_OFFSET_MAX_M);
  const bearing = (street.bearing * Math.PI) / 180;
  const lat = street.lat + (metres * Math.cos(bearing)) / METRES_PER_DEGREE;
  const lon = street.lon + (metres * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((street.lat * Math.PI) / 180));
  return { lon: round6(lon), lat: round6(lat) };
}

function streetSuggestion(street: Street, building: string | null, language: AddressLanguage): AddressSuggestion {
  const name = street.names[language];
  const city = street.city.names[language];
  return {
    label: [name, building, city].filter(Boolean).join(', '),
    street: name,
    building,
    city_id: street.city.id,
    city,
    ...buildingPoint(street, building),
  };
}

function citySuggestion(city: City, language: AddressLanguage): AddressSuggestion {
  const name = city.names[language];
  return { label: name, street: null, building: null, city_id: city.id, city: name, lon: city.lon, lat: city.lat };
}

/**
 * The geocoder that needs no outside service: the bundled gazetteer of Kazakhstan's cities (those of GET /cities)
 * and their main streets. A search matches every word of the query to a street's or its city's name in any of
 * the three languages (a word's start, or inside a name), ignoring case, accents and street kinds; the building
 * number typed is kept and moves the point (see buildingPoint).
 */
export function offlineGeocoder(cities: readonly GazetteerCity[] = GAZETTEER.cities as GazetteerCity[]): Geocoder {
  const cityPlaces: City[] = cities.map(({ id, ru, kk, en, lon, lat }) => ({ id, lon, lat, ...placeOf({ ru, kk, en }, wordsOf) }));
  const streets: Street[] = cities.flatMap((city, index) =>
    city.streets.map(([ru, kk, en, lon, lat, bearing]) => ({
      city: cityPlaces[index],
      lon,
      lat,
      bearing,
      ...placeOf({ ru, kk, en }, streetWordsOf),
    })),
  );

  function scoreStreet(street: Street, words: string[]): number {
    let total = 0;
    let namesStreet = false;
    for (const word of words) {
      const own = matchScore(street, word);
      const score = own || (matchScore(street.city, word) > 0 ? CITY_NAME_SCORE : 0);
      if (score === 0) return 0;
      namesStreet ||= own > 0;
      total += score;
    }
    return namesStreet ? total : 0;
  }

  function scoreCity(city: City, words: string[]): number {
    let total = 0;
    for (const word of words) {
      const score = matchScore(city, word);
      if (score === 0) return 0;
      total += score;
    }
    return total;
  }

  return {
    name: 'offline',
    async search(query, cityId, language) {
      const { words, building } = parseAddressQuery(query);
      if (words.length === 0) return [];
      const inCity = <T extends { id: number }>(city: T) => cityId === undefined || city.id === cityId;
      const found: { score: number; cityId: number; suggestion: AddressSuggestion }[] = [];
      for (const street of streets) {
        if (!inCity(street.city)) continue;
        const score = scoreStreet(street, words);
        if (score > 0) found.push({ score, cityId: street.city.id, suggestion: streetSuggestion(street, building, language) });
      }
      for (const city of cityPlaces) {
        if (!inCity(city)) continue;
        const score = scoreCity(city, words);
        if (score > 0) found.push({ score, cityId: city.id, suggestion: citySuggestion(city, language) });
      }
      // Ids of GET /cities run from the largest city down: among equal matches the larger city comes first.
      found.sort((a, b) => b.score - a.score || a.cityId - b.cityId);
      return found.slice(0, GEO_MAX_SUGGESTIONS).map((item) => item.suggestion);
    },
    async reverse(lon, lat, language) {
      const nearest = <T extends { lon: number; lat: number }>(places: T[]) => {
        let best: { place: T; metres: number } | null = null;
        for (const place of places) {
          const metres = distanceM(lon, lat, place.lon, place.lat);
          if (!best || metres < best.metres) best = { place, metres };
        }
        return best;
      };
      const street = nearest(streets);
      if (street && street.metres <= REVERSE_STREET_RADIUS_M) return streetSuggestion(street.place, null, language);
      const city = nearest(cityPlaces);
      if (city && city.metres <= REVERSE_CITY_RADIUS_M) return citySuggestion(city.place, language);
      return null;
    },
  };
}
