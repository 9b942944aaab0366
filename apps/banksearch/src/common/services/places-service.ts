import * as v from '@ctb/shared/validation';
import { loadMaps } from '@ctb/shared/maps';
import type { ChosenLocation } from '../branch-search-request/branch-search-request';
import {
  BranchServiceError,
  GEOLOCATION_DENIED,
  GEOLOCATION_FAILED,
  isAbort,
  ZERO_RESULTS,
} from './branch-service-error';

/** SPEC 3 "Place prediction": what the visitor sees, and the place to resolve it to. */
export interface PlacePrediction {
  description: string;
  placeId: string;
}

/** SPEC 5/9: predictions only from 3 characters, restricted to Austria, addresses and places. */
export const MIN_PREDICTION_LENGTH = 3;
export const PLACES_COUNTRY = 'at';
/**
 * SPEC 9's "geocode type" in the Places API (New): its Autocomplete has no `geocode` collection
 * (includedPrimaryTypes takes up to 5 place types of Table A/B, or only `(regions)` or only
 * `(cities)`), so the geocoding results SPEC means are listed: towns, city districts, postal
 * codes, streets and street addresses; no businesses.
 */
export const PREDICTION_TYPES = [
  'locality',
  'sublocality',
  'postal_code',
  'route',
  'street_address',
];

export const PLACE_MESSAGES = {
  predictions: 'Error while fetching place predictions.',
  geocoding: 'Error while geocoding the address.',
  prediction: 'Error while fetching the position of the place.',
  position: 'Error while determining the device position.',
} as const;

const predictionsSchema = v.array(v.object({ description: v.string(), placeId: v.string() }));

/** One typing session's token (Places API (New) bills predictions and their selection together). */
let sessionToken: google.maps.places.AutocompleteSessionToken | undefined;

/** Ends the typing session: the next prediction request starts a new one. */
export function endPredictionSession(): void {
  sessionToken = undefined;
}

type GooglePlacePrediction = google.maps.places.PlacePrediction;

/**
 * The Google PlacePrediction each prediction handed out came from, so that choosing it ends the
 * typing session with its Place (toPlace() carries the session token). Kept beside the plain
 * values (weakly, by the very object callers pass back) so PlacePrediction stays data only.
 */
const googlePredictions = new WeakMap<PlacePrediction, GooglePlacePrediction>();

/** suggestions[].placePrediction, plain and as Google sent it; query predictions are left out. */
function placePredictions(suggestions: unknown): { plain: unknown; sources: unknown[] } {
  if (!Array.isArray(suggestions)) return { plain: suggestions, sources: [] };
  const sources = suggestions.flatMap((suggestion: unknown) => {
    const prediction = (suggestion as { placePrediction?: unknown } | null)?.placePrediction;
    return prediction ? [prediction] : [];
  });
  const plain = sources.map((prediction) => {
    const { text, placeId } = prediction as { text?: { text?: unknown }; placeId?: unknown };
    return { description: text?.text, placeId };
  });
  return { plain, sources };
}

const isLatLng = (value: unknown): value is google.maps.LatLng =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { lat?: unknown }).lat === 'function' &&
  typeof (value as { lng?: unknown }).lng === 'function';

const geocoderResultsSchema = v.array(
  v.object({
    formatted_address: v.string(),
    geometry: v.object({ location: v.custom<google.maps.LatLng>(isLatLng, 'Expected a LatLng') }),
  }),
);

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
}

/** The status of a failed maps request (MapsRequestError.code), else UNKNOWN_ERROR. */
function statusOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'UNKNOWN_ERROR';
}

function parse<T extends v.GenericSchema>(
  schema: T,
  value: unknown,
  message: string,
): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new BranchServiceError('INVALID_RESPONSE', message);
  return result.output;
}

/**
 * Place predictions for what the visitor typed (SPEC 4 "Branch search"), from the Places API (New)
 * (AutocompleteSuggestion; the legacy AutocompleteService cannot be enabled for new projects since
 * March 2025), all requests of a typing session with one session token: none below 3
 * characters or when nothing matches; rejects with BranchServiceError on a failure, with
 * ConsentRequiredError without maps consent.
 */
export async function getPlacePredictions(
  input: string,
  signal?: AbortSignal,
): Promise<PlacePrediction[]> {
  const text = input.trim();
  if (text.length < MIN_PREDICTION_LENGTH) return [];
  const maps = await loadMaps();
  throwIfAborted(signal);
  const { AutocompleteSessionToken, AutocompleteSuggestion } = maps.places;
  sessionToken ??= new AutocompleteSessionToken();
  let suggestions: unknown;
  try {
    ({ suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input: text,
      sessionToken,
      includedRegionCodes: [PLACES_COUNTRY],
      includedPrimaryTypes: PREDICTION_TYPES,
    }));
  } catch (error) {
    throwIfAborted(signal);
    if (statusOf(error) === ZERO_RESULTS) return [];
    throw new BranchServiceError(statusOf(error), PLACE_MESSAGES.predictions, { cause: error });
  }
  throwIfAborted(signal);
  const { plain, sources } = placePredictions(suggestions ?? []);
  const predictions = parse(predictionsSchema, plain, PLACE_MESSAGES.predictions);
  predictions.forEach((prediction, index) => {
    const source = sources[index] as GooglePlacePrediction;
    if (typeof source.toPlace === 'function') googlePredictions.set(prediction, source);
  });
  return predictions;
}

async function geocode(
  request: google.maps.GeocoderRequest,
  message: string,
): Promise<{ location: google.maps.LatLng; formattedAddress: string }> {
  const maps = await loadMaps();
  let results: unknown;
  try {
    ({ results } = await new maps.Geocoder().geocode(request));
  } catch (error) {
    throw new BranchServiceError(statusOf(error), message, { cause: error });
  }
  const [first] = parse(geocoderResultsSchema, results ?? [], message);
  if (!first) throw new BranchServiceError(ZERO_RESULTS, message);
  return { location: first.geometry.location, formattedAddress: first.formatted_address };
}

/** The Place fields a chosen prediction asks for (both Place Details Essentials). */
const PLACE_FIELDS = ['location', 'formattedAddress'];

const placeSchema = v.object({
  location: v.custom<google.maps.LatLng>(isLatLng, 'Expected a LatLng'),
  formattedAddress: v.optional(v.nullable(v.string())),
});

/** Place Details (New) of a chosen Google prediction, on its autocomplete session. */
async function placeDetails(prediction: GooglePlacePrediction): Promise<google.maps.LatLng> {
  let place: unknown;
  try {
    ({ place } = await prediction.toPlace().fetchFields({ fields: PLACE_FIELDS }));
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new BranchServiceError(statusOf(error), PLACE_MESSAGES.prediction, { cause: error });
  }
  return parse(placeSchema, place, PLACE_MESSAGES.prediction).location;
}

/**
 * The position of a chosen prediction, labelled with its description. A prediction from
 * getPlacePredictions is resolved with Place Details (New) on the typing session
 * (placePrediction.toPlace().fetchFields, which carries the session token and so ends the session
 * Google bills as one); others (or an API without toPlace) are geocoded by place id. The next
 * prediction request starts a new session either way.
 */
export async function resolvePrediction(prediction: PlacePrediction): Promise<ChosenLocation> {
  endPredictionSession();
  const source = googlePredictions.get(prediction);
  const location = source
    ? await placeDetails(source)
    : (await geocode({ placeId: prediction.placeId }, PLACE_MESSAGES.prediction)).location;
  return { lat: location.lat(), lng: location.lng(), label: prediction.description };
}

/** The position of a typed address or place in Austria; ZERO_RESULTS when none is known. */
export async function geocodeAddress(text: string): Promise<ChosenLocation> {
  if (!text.trim()) throw new BranchServiceError(ZERO_RESULTS, PLACE_MESSAGES.geocoding);
  const { location, formattedAddress } = await geocode(
    { address: text.trim(), componentRestrictions: { country: PLACES_COUNTRY } },
    PLACE_MESSAGES.geocoding,
  );
  return { lat: location.lat(), lng: location.lng(), label: formattedAddress };
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new BranchServiceError(GEOLOCATION_FAILED, PLACE_MESSAGES.position));
      return;
    }
    geolocation.getCurrentPosition(
      resolve,
      (error) => {
        const code =
          error.code === error.PERMISSION_DENIED ? GEOLOCATION_DENIED : GEOLOCATION_FAILED;
        reject(new BranchServiceError(code, PLACE_MESSAGES.position, { cause: error }));
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

export interface DevicePositionOptions {
  /** The label when the address of the position cannot be found (e.g. "Mein Standort"). */
  fallbackLabel?: string;
  /**
   * Whether the address is looked up with Google's geocoder (default true). Pass the maps
   * consent: without it the position comes from the browser alone and keeps the fallback label.
   */
  reverseGeocode?: boolean;
}

/**
 * The device's position (navigator.geolocation, the browser's own API: no maps consent needed),
 * labelled with the address reverse geocoding finds (SPEC 3 "Geolocation result":
 * formatted_address). Rejects with GEOLOCATION_DENIED when the visitor refused,
 * GEOLOCATION_FAILED otherwise; an address that cannot be found, `reverseGeocode: false` or maps
 * without consent leave the fallback label (google.maps is then not touched).
 */
export async function getDevicePosition(
  options: DevicePositionOptions = {},
): Promise<ChosenLocation> {
  const { latitude: lat, longitude: lng } = (await currentPosition()).coords;
  const fallback = options.fallbackLabel ?? `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
  if (options.reverseGeocode === false) return { lat, lng, label: fallback };
  try {
    const { formattedAddress } = await geocode({ location: { lat, lng } }, PLACE_MESSAGES.position);
    return { lat, lng, label: formattedAddress };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { lat, lng, label: fallback };
  }
}
