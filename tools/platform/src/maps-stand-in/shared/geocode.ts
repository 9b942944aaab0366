import { normalize, type PlaceEntry } from './place-entry';
import { findPlace, findPostal, placeHit, postalHit, streetHit, type Hit } from './place-lookup';

const COUNTRY_SUFFIX = /,?\s*(österreich|oesterreich|austria|at)\s*$/i;

/** The parts of "street number, postcode city" (each part optional). */
export function parseAddress(address: string): {
  street: string;
  postalCode: string;
  city: string;
} {
  const parts = address
    .replace(COUNTRY_SUFFIX, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const postalAt = parts.findIndex((part) => /^\d{4}(\s|$)/.test(part));
  if (postalAt >= 0) {
    const [, postalCode = '', city = ''] = /^(\d{4})\s*(.*)$/.exec(parts[postalAt] ?? '') ?? [];
    return { street: parts.slice(0, postalAt).join(', '), postalCode, city: city.trim() };
  }
  if (parts.length >= 2)
    return { street: parts[0] ?? '', postalCode: '', city: parts.at(-1) ?? '' };
  return { street: '', postalCode: '', city: parts[0] ?? '' };
}

/** Forward geocoding of an Austrian place, postal code or "street, postcode city" address. */
export function geocodeAddress(index: PlaceEntry[], address: string, country: string): Hit[] {
  const { street, postalCode, city } = parseAddress(address);
  let place: PlaceEntry | undefined;
  if (postalCode) {
    const withCode = findPostal(index, postalCode);
    const wanted = normalize(city);
    place =
      withCode.find((p) => normalize(p.city) === wanted || normalize(p.name) === wanted) ??
      (city ? undefined : withCode[0]);
    // A known city with an unknown postal code: trust the city, as Google roughly does.
    place ??= city ? findPlace(index, city) : undefined;
  } else {
    place = findPlace(index, city);
  }
  if (!place) return [];
  const code = postalCode || place.postalCode;
  if (street) return [streetHit(place, street, code, country)];
  if (postalCode && place.postalCode === postalCode) return [postalHit(place, postalCode, country)];
  if (postalCode && !city) return [postalHit(place, postalCode, country)];
  return [placeHit(index, place, country)];
}

/** Resolves a place_id made by the stand-in (predictions and geocoder results). */
export function geocodePlaceId(index: PlaceEntry[], placeId: string, country: string): Hit[] {
  const [kind, first = '', second = ''] = placeId.replace(/^ctb:/, '').split(':');
  if (kind === 'address') return geocodeAddress(index, decodeURIComponent(first), country);
  const id = Number(kind === 'postal' ? second : first);
  const place = index.find((p) => p.id === id);
  if (!place) return [];
  return [kind === 'postal' ? postalHit(place, first, country) : placeHit(index, place, country)];
}

const squared = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const dLng = (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180);
  return (a.lat - b.lat) ** 2 + dLng ** 2;
};

/** Reverse geocoding: the nearest place within ~25 km, then the nearest place with a postal code. */
export function reverseGeocode(
  index: PlaceEntry[],
  location: { lat: number; lng: number },
  country: string,
): Hit[] {
  const near = (list: PlaceEntry[]) =>
    list.reduce<PlaceEntry | undefined>(
      (best, p) => (!best || squared(p, location) < squared(best, location) ? p : best),
      undefined,
    );
  const nearest = near(index);
  if (!nearest || squared(nearest, location) > (25 / 111) ** 2) return [];
  const postal = near(index.filter((p) => p.postalCode));
  const hits = [placeHit(index, nearest, country)];
  if (postal && squared(postal, location) < (25 / 111) ** 2)
    hits.unshift(postalHit(postal, postal.postalCode, country));
  return hits.map((hit) => ({ ...hit, lat: location.lat, lng: location.lng }));
}
