/** One Austrian place of the stand-in's index, as served in places.json (compact arrays). */
export interface PlaceEntry {
  id: number;
  /** the place's own name (German: Wien, not Vienna) */
  name: string;
  /** the municipality of a postal address (Graz for Lend) */
  city: string;
  /** postal code from the curated table; "" when the place has none */
  postalCode: string;
  state: string;
  lat: number;
  lng: number;
  population: number;
}

export type PlaceRow = [number, string, string, string, string, number, number, number];

export function toRow(p: PlaceEntry): PlaceRow {
  return [p.id, p.name, p.city, p.postalCode, p.state, p.lat, p.lng, p.population];
}

export function fromRow([id, name, city, postalCode, state, lat, lng, population]: PlaceRow) {
  return { id, name, city, postalCode, state, lat, lng, population } satisfies PlaceEntry;
}

/** Lower case, no accents, ß as ss, "St." as Sankt: how the search compares names. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bst\.?\s/g, 'sankt ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
