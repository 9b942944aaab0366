import { normalize, type PlaceEntry } from './place-entry';

/** A place found by the stand-in's search, before it is shaped like a Google result. */
export interface Hit {
  placeId: string;
  formattedAddress: string;
  lat: number;
  lng: number;
  types: string[];
  locationType: 'ROOFTOP' | 'RANGE_INTERPOLATED' | 'APPROXIMATE';
  /** main text and the rest, for predictions */
  main: string;
  secondary: string;
  place: PlaceEntry;
  postalCode: string;
  street: string;
}

/** Whether a componentRestrictions.country allows Austria (the only country the stand-in knows). */
export function allowsAustria(country: string | string[] | null | undefined): boolean {
  if (country == null) return true;
  const list = Array.isArray(country) ? country : [country];
  return list.length === 0 || list.some((c) => c.toLowerCase() === 'at');
}

const duplicateNames = new WeakMap<PlaceEntry[], Set<string>>();

function duplicates(index: PlaceEntry[]): Set<string> {
  let set = duplicateNames.get(index);
  if (!set) {
    const seen = new Set<string>();
    set = new Set();
    for (const p of index) (seen.has(p.name) ? set : seen).add(p.name);
    duplicateNames.set(index, set);
  }
  return set;
}

/** The place as a locality (or a district of its city) result. */
export function placeHit(index: PlaceEntry[], p: PlaceEntry, country: string): Hit {
  const district = p.city !== p.name;
  const secondary = district
    ? `${p.city}, ${country}`
    : duplicates(index).has(p.name)
      ? `${p.state}, ${country}`
      : country;
  return {
    placeId: `ctb:place:${p.id}`,
    formattedAddress: `${p.name}, ${secondary}`,
    lat: p.lat,
    lng: p.lng,
    types: district ? ['sublocality', 'political'] : ['locality', 'political'],
    locationType: 'APPROXIMATE',
    main: p.name,
    secondary,
    place: p,
    postalCode: '',
    street: '',
  };
}

export function postalHit(p: PlaceEntry, postalCode: string, country: string): Hit {
  return {
    placeId: `ctb:postal:${postalCode}:${p.id}`,
    formattedAddress: `${postalCode} ${p.city}, ${country}`,
    lat: p.lat,
    lng: p.lng,
    types: ['postal_code'],
    locationType: 'APPROXIMATE',
    main: postalCode,
    secondary: `${p.city}, ${country}`,
    place: p,
    postalCode,
    street: '',
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A street address: the place's point moved by up to ~700 m, the same for the same street. */
export function streetHit(p: PlaceEntry, street: string, postalCode: string, country: string): Hit {
  const h = hash(normalize(street.replace(/\s*\d+\w*$/, '')));
  const angle = ((h % 360) * Math.PI) / 180;
  const metres = 150 + ((h >>> 9) % 550);
  const dLat = (metres * Math.cos(angle)) / 111_320;
  const dLng = (metres * Math.sin(angle)) / (111_320 * Math.cos((p.lat * Math.PI) / 180));
  const locality = postalCode ? `${postalCode} ${p.city}` : p.city;
  const formattedAddress = `${street}, ${locality}, ${country}`;
  return {
    placeId: `ctb:address:${encodeURIComponent(formattedAddress)}`,
    formattedAddress,
    lat: Math.round((p.lat + dLat) * 1e6) / 1e6,
    lng: Math.round((p.lng + dLng) * 1e6) / 1e6,
    types: ['street_address'],
    locationType: /\d/.test(street) ? 'RANGE_INTERPOLATED' : 'APPROXIMATE',
    main: street,
    secondary: `${locality}, ${country}`,
    place: p,
    postalCode,
    street,
  };
}

/** The most populous place whose name (else municipality) is the text, accents ignored. */
export function findPlace(index: PlaceEntry[], text: string): PlaceEntry | undefined {
  const query = normalize(text);
  if (!query) return undefined;
  return (
    index.find((p) => normalize(p.name) === query) ?? index.find((p) => normalize(p.city) === query)
  );
}

/** Places with the postal code; for Vienna's 1xx0 codes without an entry, Vienna itself. */
export function findPostal(index: PlaceEntry[], postalCode: string): PlaceEntry[] {
  const found = index.filter((p) => p.postalCode === postalCode);
  if (found.length > 0) return found;
  const district = /^1(\d\d)0$/.exec(postalCode);
  const number = Number(district?.[1]);
  if (number >= 1 && number <= 23) {
    const vienna = index.find((p) => p.postalCode === '1010' && p.name === 'Wien');
    if (vienna) return [vienna];
  }
  return [];
}
