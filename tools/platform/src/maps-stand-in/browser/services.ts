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

export interface AutocompletionRequest {
  input: string;
  componentRestrictions?: { country?: string | string[] | null } | null;
  types?: string[] | null;
  [key: string]: unknown;
}

function prediction(hit: Hit, input: string) {
  const terms = hit.formattedAddress.split(', ');
  let offset = 0;
  return {
    description: hit.formattedAddress,
    place_id: hit.placeId,
    types: [...hit.types, 'geocode'],
    matched_substrings: matchedSubstrings(hit.formattedAddress, input),
    structured_formatting: {
      main_text: hit.main,
      main_text_matched_substrings: matchedSubstrings(hit.main, input),
      secondary_text: hit.secondary,
    },
    terms: terms.map((value) => {
      const term = { offset, value };
      offset += value.length + 2;
      return term;
    }),
  };
}

export type AutocompletePrediction = ReturnType<typeof prediction>;

/** google.maps.places.AutocompleteService (places, postal codes and addresses; Austria only). */
export class AutocompleteService {
  getPlacePredictions(
    request: AutocompletionRequest,
    callback?: Callback<AutocompletePrediction[]>,
  ): Promise<{ predictions: AutocompletePrediction[] }> {
    return answer('PLACES_AUTOCOMPLETE', 'Places Service', callback, async () => {
      if (!request.input?.trim()) return 'INVALID_REQUEST';
      if (!allowsAustria(request.componentRestrictions?.country)) return [];
      const index = await loadPlaces();
      return predictPlaces(index, request.input, texts.country).map((hit) =>
        prediction(hit, request.input),
      );
    }).then((predictions) => ({ predictions }));
  }
}

/** google.maps.places.PlacesService, getDetails only (the position of a prediction). */
export class PlacesService {
  constructor(_attributions?: unknown) {}
  getDetails(
    request: { placeId: string; fields?: string[] },
    callback: Callback<Record<string, unknown>>,
  ): void {
    void answer('PLACES_GET_PLACE', 'Places Service', callback, async () => {
      const [hit] = geocodePlaceId(await loadPlaces(), request.placeId, texts.country);
      if (!hit) return 'NOT_FOUND';
      const result = geocoderResult(hit);
      return { ...result, name: hit.main };
    }).catch(() => undefined);
  }
}
