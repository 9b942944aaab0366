// A small fake of the google.maps subset the place service uses, for jest tests (predictions
// from the Places API (New): AutocompleteSuggestion with AutocompleteSessionToken, a chosen one's
// Place Details through placePrediction.toPlace().fetchFields on the same session). The promise
// forms and the MapsRequestError `code` match the real API (and the platform's stand-in).
import { consentStore } from '@ctb/shared';
import { resetMapsForTests } from '@ctb/shared/testing';

export class FakeLatLng {
  constructor(
    private readonly latitude: number,
    private readonly longitude: number,
  ) {}
  lat(): number {
    return this.latitude;
  }
  lng(): number {
    return this.longitude;
  }
}

/** The rejection of a maps service that answered `code` (ZERO_RESULTS, UNKNOWN_ERROR, …). */
export class FakeMapsRequestError extends Error {
  constructor(readonly code: string) {
    super(`Maps request failed: ${code}`);
  }
}

export interface FakePlace {
  description: string;
  placeId: string;
  lat: number;
  lng: number;
}

/** A few Austrian places with the stand-in's wording. */
export const FAKE_PLACES: FakePlace[] = [
  { description: 'Graz, Österreich', placeId: 'place-graz', lat: 47.0707, lng: 15.4395 },
  { description: 'Gratkorn, Österreich', placeId: 'place-gratkorn', lat: 47.1333, lng: 15.35 },
  { description: 'Gratwein, Österreich', placeId: 'place-gratwein', lat: 47.1167, lng: 15.3167 },
  { description: 'Wien, Österreich', placeId: 'place-wien', lat: 48.2085, lng: 16.3721 },
  { description: 'Linz, Österreich', placeId: 'place-linz', lat: 48.3064, lng: 14.2861 },
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** google.maps.places.AutocompleteSessionToken: an opaque token. */
export class FakeAutocompleteSessionToken {}

/** A Place.fetchFields call: the place, the fields and the session token toPlace() carried. */
export interface FakeFetchFieldsRequest {
  placeId: string;
  fields: string[];
  sessionToken: google.maps.places.AutocompleteSessionToken | null | undefined;
}

export interface FakeMaps {
  /** Every AutocompleteRequest (AutocompleteSuggestion.fetchAutocompleteSuggestions) received. */
  predictionRequests: google.maps.places.AutocompleteRequest[];
  /** Every Place.fetchFields call (Place Details (New)). */
  fetchFieldsRequests: FakeFetchFieldsRequest[];
  /** Every GeocoderRequest received. */
  geocodeRequests: google.maps.GeocoderRequest[];
  /** Set to make every service call reject with this status. */
  failWith: string | null;
}

function matchPlaces(request: google.maps.GeocoderRequest): FakePlace[] {
  if (request.placeId) return FAKE_PLACES.filter((place) => place.placeId === request.placeId);
  if (request.location) {
    const { lat, lng } = request.location as google.maps.LatLngLiteral;
    const nearest = [...FAKE_PLACES].sort(
      (a, b) => Math.hypot(a.lat - lat, a.lng - lng) - Math.hypot(b.lat - lat, b.lng - lng),
    )[0];
    return nearest && Math.hypot(nearest.lat - lat, nearest.lng - lng) < 0.3 ? [nearest] : [];
  }
  const wanted = fold(request.address ?? '');
  return FAKE_PLACES.filter((place) => fold(place.description).startsWith(wanted));
}

/**
 * Installs the fake as window.google.maps, grants the maps consent and forgets an earlier load,
 * so loadMaps() from @ctb/shared resolves to it. Returns what the fake recorded.
 */
export function installFakeMaps(): FakeMaps {
  const state: FakeMaps = {
    predictionRequests: [],
    fetchFieldsRequests: [],
    geocodeRequests: [],
    failWith: null,
  };
  const fail = () =>
    state.failWith ? Promise.reject(new FakeMapsRequestError(state.failWith)) : null;

  /**
   * google.maps.places.Place: only `id` until fetchFields fills the fields asked for
   * (formattedAddress and location, as the Geocoder answers for the place id); a place made by
   * PlacePrediction.toPlace() sends its prediction's session token along.
   */
  class Place {
    readonly id: string;
    formattedAddress?: string | null;
    location?: FakeLatLng | null;
    private readonly sessionToken: google.maps.places.AutocompleteSessionToken | null | undefined;

    constructor(
      options: { id: string },
      sessionToken?: google.maps.places.AutocompleteSessionToken | null,
    ) {
      this.id = options.id;
      this.sessionToken = sessionToken;
    }

    fetchFields({ fields }: { fields: Iterable<string> }) {
      const wanted = [...fields];
      state.fetchFieldsRequests.push({
        placeId: this.id,
        fields: wanted,
        sessionToken: this.sessionToken,
      });
      const failure = fail();
      if (failure) return failure;
      const found = FAKE_PLACES.find((place) => place.placeId === this.id);
      if (!found) return Promise.reject(new FakeMapsRequestError('NOT_FOUND'));
      if (wanted.includes('formattedAddress')) this.formattedAddress = found.description;
      if (wanted.includes('location')) this.location = new FakeLatLng(found.lat, found.lng);
      return Promise.resolve({ place: this });
    }
  }

  // The Places API (New): nothing found is an empty list, not a ZERO_RESULTS rejection.
  class AutocompleteSuggestion {
    static fetchAutocompleteSuggestions(request: google.maps.places.AutocompleteRequest) {
      state.predictionRequests.push(request);
      const failure = fail();
      if (failure) return failure;
      const wanted = fold(request.input);
      const suggestions = FAKE_PLACES.filter((place) =>
        fold(place.description).startsWith(wanted),
      ).map((place) => ({
        placePrediction: {
          placeId: place.placeId,
          text: { text: place.description, matches: [] },
          types: ['locality', 'political'],
          toPlace: () => new Place({ id: place.placeId }, request.sessionToken),
        },
      }));
      return Promise.resolve({ suggestions });
    }
  }

  class Geocoder {
    geocode(request: google.maps.GeocoderRequest) {
      state.geocodeRequests.push(request);
      const failure = fail();
      if (failure) return failure;
      const results = matchPlaces(request).map((place) => ({
        formatted_address: place.description,
        geometry: { location: new FakeLatLng(place.lat, place.lng) },
      }));
      if (results.length === 0) return Promise.reject(new FakeMapsRequestError('ZERO_RESULTS'));
      return Promise.resolve({ results });
    }
  }

  (window as unknown as { google: unknown }).google = {
    maps: {
      LatLng: FakeLatLng,
      Geocoder,
      places: {
        AutocompleteSuggestion,
        AutocompleteSessionToken: FakeAutocompleteSessionToken,
        Place,
      },
    },
  };
  resetMapsForTests();
  consentStore.grant('maps');
  return state;
}

/** Removes the fake and the maps consent. */
export function uninstallFakeMaps(): void {
  delete (window as unknown as { google?: unknown }).google;
  resetMapsForTests();
  consentStore.revoke('maps');
}

type PositionAnswer = { lat: number; lng: number } | 'denied' | 'unavailable' | 'timeout';

/** Replaces navigator.geolocation with one that answers `answer`. */
export function fakeGeolocation(answer: PositionAnswer): jest.Mock {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (typeof answer === 'object') {
        success({
          coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 20 },
          timestamp: Date.now(),
        } as GeolocationPosition);
        return;
      }
      const code = { denied: 1, unavailable: 2, timeout: 3 }[answer];
      failure?.({
        code,
        message: answer,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: jest.fn(), clearWatch: jest.fn() },
  });
  return getCurrentPosition;
}
