import { geocodeAddress, geocodePlaceId, reverseGeocode } from '../shared/geocode';
import { allowsAustria, type Hit } from '../shared/place-lookup';
import { matchedSubstrings, predictPlaces } from '../shared/predict';
import type { PlaceEntry } from '../shared/place-entry';
import { LatLng, LatLngBounds, toValue, type LatLngLike } from './lat-lng';
import { texts } from './messages';
import { loadPlaces } from './places';
import { answer, type Callback } from './service-answer';

export interface GeocoderRequest {
  address?: string | null;
  location?: LatLngLike | null;
  placeId?: string | null;
  componentRestrictions?: { country?: string | string[] | null } | null;
  [key: string]: unknown;
}

function components(hit: Hit) {
  const list = [];
  const component = (long_name: string, types: string[], short_name = long_name) => ({
    long_name,
    short_name,
    types,
  });
  const number = /\s(\d+\w*)$/.exec(hit.street)?.[1];
  if (number) list.push(component(number, ['street_number']));
  if (hit.street) list.push(component(hit.street.replace(/\s+\d+\w*$/, ''), ['route']));
  if (hit.place.city !== hit.place.name)
    list.push(component(hit.place.name, ['sublocality', 'political']));
  list.push(component(hit.place.city, ['locality', 'political']));
  list.push(component(hit.place.state, ['administrative_area_level_1', 'political']));
  list.push(component(texts.country, ['country', 'political'], 'AT'));
  const postalCode = hit.postalCode || hit.place.postalCode;
  if (postalCode) list.push(component(postalCode, ['postal_code']));
  return list;
}

/** A hit in the shape of a google.maps.GeocoderResult. */
function geocoderResult(hit: Hit) {
  const span = hit.types.includes('street_address') ? 0.002 : 0.04;
  return {
    address_components: components(hit),
    formatted_address: hit.formattedAddress,
    geometry: {
      location: new LatLng(hit.lat, hit.lng),
      location_type: hit.locationType,
      viewport: new LatLngBounds(
        { lat: hit.lat - span, lng: hit.lng - span * 1.5 },
        { lat: hit.lat + span, lng: hit.lng + span * 1.5 },
      ),
    },
    place_id: hit.placeId,
    types: hit.types,
  };
}

export type GeocoderResult = ReturnType<typeof geocoderResult>;

function lookUp(index: PlaceEntry[], request: GeocoderRequest): Hit[] | 'INVALID_REQUEST' {
  if (!allowsAustria(request.componentRestrictions?.country)) return [];
  if (request.placeId) return geocodePlaceId(index, request.placeId, texts.country);
  if (request.location) return reverseGeocode(index, toValue(request.location), texts.country);
  if (request.address?.trim()) return geocodeAddress(index, request.address, texts.country);
  return 'INVALID_REQUEST';
}

/** google.maps.Geocoder over the place index of the CMS host. */
export class Geocoder {
  geocode(
    request: GeocoderRequest,
    callback?: Callback<GeocoderResult[]>,
  ): Promise<{ results: GeocoderResult[] }> {
    return answer('GEOCODER_GEOCODE', 'Geocoding Service', callback, async () => {
      const hits = lookUp(await loadPlaces(), request);
      if (hits === 'INVALID_REQUEST') return hits;
      return hits.map(geocoderResult);
    }).then((results) => ({ results }));
  }
}

/** google.maps.places.AutocompleteRequest (the fields the stand-in reads). */
export interface AutocompleteRequest {
  input: string;
  includedRegionCodes?: string[] | null;
  includedPrimaryTypes?: string[] | null;
  sessionToken?: AutocompleteSessionToken | null;
  [key: string]: unknown;
}

/** google.maps.places.AutocompleteSessionToken: opaque, one per typing session. */
export class AutocompleteSessionToken {}

/** The primary types a type collection of includedPrimaryTypes stands for. */
const TYPE_COLLECTIONS: Record<string, string[]> = {
  '(cities)': ['locality', 'administrative_area_level_3'],
  '(regions)': [
    'locality',
    'sublocality',
    'postal_code',
    'country',
    'administrative_area_level_1',
    'administrative_area_level_2',
  ],
};

function allowsPrimaryType(hit: Hit, included: string[] | null | undefined): boolean {
  if (!included?.length) return true;
  const primary = hit.types[0] ?? '';
  return included.some((type) => (TYPE_COLLECTIONS[type] ?? [type]).includes(primary));
}

/** google.maps.places.FormattableText: the text and the ranges that match the input. */
function formattable(text: string, input: string) {
  return {
    text,
    matches: matchedSubstrings(text, input).map(({ offset, length }) => ({
      startOffset: offset,
      endOffset: offset + length,
    })),
  };
}

/** google.maps.places.PlaceOptions (the stand-in answers in its own language and region). */
export interface PlaceOptions {
  id: string;
  requestedLanguage?: string | null;
  requestedRegion?: string | null;
}

/**
 * google.maps.places.Place (Places API (New)), as `new Place({ id })` or PlacePrediction.toPlace()
 * give it: only `id` until fetchFields fills the fields asked for (`displayName`,
 * `formattedAddress`, `location`, `types`, or `*` for all), from the same entry the Geocoder
 * answers for the place id. Other fields stay undefined, as they do on the real API when not asked
 * for. No fields reject with INVALID_REQUEST, an unknown place id with NOT_FOUND.
 */
export class Place {
  readonly id: string;
  displayName: string | null | undefined;
  formattedAddress: string | null | undefined;
  location: LatLng | null | undefined;
  types: string[] | undefined;

  constructor(options: PlaceOptions) {
    this.id = options.id;
  }

  fetchFields(options: { fields: Iterable<string> }): Promise<{ place: Place }> {
    const fields = new Set(options?.fields ?? []);
    const wants = (field: string) => fields.has('*') || fields.has(field);
    return answer('PLACES_DETAILS', 'Place', undefined, async () => {
      if (fields.size === 0) return 'INVALID_REQUEST';
      const [hit] = geocodePlaceId(await loadPlaces(), this.id, texts.country);
      if (!hit) return 'NOT_FOUND';
      if (wants('displayName')) this.displayName = hit.main;
      if (wants('formattedAddress')) this.formattedAddress = hit.formattedAddress;
      if (wants('location')) this.location = new LatLng(hit.lat, hit.lng);
      if (wants('types')) this.types = hit.types;
      return { place: this };
    });
  }
}

/** google.maps.places.PlacePrediction. */
function placePrediction(hit: Hit, input: string) {
  return {
    placeId: hit.placeId,
    text: formattable(hit.formattedAddress, input),
    mainText: formattable(hit.main, input),
    secondaryText: formattable(hit.secondary, input),
    types: [...hit.types, 'geocode'],
    distanceMeters: null,
    toPlace: () => new Place({ id: hit.placeId }),
  };
}

export type PlacePrediction = ReturnType<typeof placePrediction>;

/**
 * google.maps.places.AutocompleteSuggestion (Places API (New)): place predictions for Austrian
 * places, postal codes and addresses. Nothing found (or only other countries in
 * includedRegionCodes) resolves with no suggestions, as the real API does; an empty input rejects
 * with INVALID_REQUEST, a place index that cannot be fetched with UNKNOWN_ERROR.
 */
export class AutocompleteSuggestion {
  private constructor(readonly placePrediction: PlacePrediction | null) {}

  static async fetchAutocompleteSuggestions(
    request: AutocompleteRequest,
  ): Promise<{ suggestions: AutocompleteSuggestion[] }> {
    const found = await answer('PLACES_AUTOCOMPLETE', 'Places API (New)', undefined, async () => {
      if (!request.input?.trim()) return 'INVALID_REQUEST';
      if (!allowsAustria(request.includedRegionCodes)) return { hits: [] };
      const hits = predictPlaces(await loadPlaces(), request.input, texts.country);
      return { hits: hits.filter((hit) => allowsPrimaryType(hit, request.includedPrimaryTypes)) };
    });
    return {
      suggestions: found.hits.map(
        (hit) => new AutocompleteSuggestion(placePrediction(hit, request.input)),
      ),
    };
  }
}
