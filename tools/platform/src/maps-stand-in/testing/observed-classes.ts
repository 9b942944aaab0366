import { Map, type MapOptions } from '../browser/map';
import {
  AdvancedMarkerElement,
  Marker,
  type AdvancedMarkerElementOptions,
} from '../browser/marker';
import { MapsRequestError } from '../browser/service-answer';
import {
  AutocompleteSessionToken,
  AutocompleteSuggestion,
  Geocoder,
  Place,
  type AutocompleteRequest,
  type GeocoderRequest,
  type GeocoderResult,
} from '../browser/services';
import type { Callback } from '../browser/service-answer';
import type { LatLngValue } from '../shared/mercator';

/** A Place.fetchFields call: the place, the fields and the session token toPlace() carried. */
export interface FetchFieldsRequest {
  placeId: string;
  fields: string[];
  sessionToken: AutocompleteSessionToken | null | undefined;
}

/** What the page's code asked the stand-in, and the knobs a test turns. */
export interface Observations {
  /** Every AutocompleteRequest (AutocompleteSuggestion.fetchAutocompleteSuggestions). */
  predictionRequests: AutocompleteRequest[];
  /** Every Place.fetchFields call (Place Details (New)). */
  fetchFieldsRequests: FetchFieldsRequest[];
  /** Every GeocoderRequest. */
  geocodeRequests: GeocoderRequest[];
  /** Every importLibrary call, by name. */
  importedLibraries: string[];
  /** Set to make every service call reject with this status (UNKNOWN_ERROR, OVER_QUERY_LIMIT…). */
  failWith: string | null;
  /** Every map created, oldest first. */
  maps: ObservedMap[];
  /** Every AdvancedMarkerElement created. */
  advancedMarkers: AdvancedMarkerElement[];
  /** Every Marker created. */
  markers: Marker[];
  /** The maps' size in px (jsdom lays nothing out). */
  mapSize: { width: number; height: number };
}

export const observations: Observations = {
  predictionRequests: [],
  fetchFieldsRequests: [],
  geocodeRequests: [],
  importedLibraries: [],
  failWith: null,
  maps: [],
  advancedMarkers: [],
  markers: [],
  mapSize: { width: 512, height: 400 },
};

/** The rejection of a service while `failWith` is set, as the real services reject. */
function failure<T>(
  endpoint: string,
  service: string,
  callback?: Callback<T>,
): Promise<never> | null {
  const code = observations.failWith;
  if (!code) return null;
  callback?.(null, code);
  return Promise.reject(new MapsRequestError(`${service}: ${code}`, code, endpoint));
}

/** google.maps.Map, with its state readable for assertions and a size in jsdom. */
export class ObservedMap extends Map {
  constructor(element: HTMLElement, options?: MapOptions) {
    super(element, options);
    const root = element.firstElementChild ?? element;
    Object.defineProperty(root, 'clientWidth', { get: () => observations.mapSize.width });
    Object.defineProperty(root, 'clientHeight', { get: () => observations.mapSize.height });
    observations.maps.push(this);
  }
  get center(): LatLngValue | undefined {
    return this.getCenter()?.toJSON();
  }
  get zoom(): number | undefined {
    return this.getZoom();
  }
  get mapId(): string | undefined {
    return (this.get('mapId') as string | null | undefined) ?? undefined;
  }
  /** The markers and advanced markers on this map now. */
  get markers(): Set<Marker | AdvancedMarkerElement> {
    return new Set([
      ...observations.markers.filter((marker) => marker.getMap() === this),
      ...observations.advancedMarkers.filter((marker) => marker.map === this),
    ]);
  }
}

export class ObservedMarker extends Marker {
  constructor(options?: ConstructorParameters<typeof Marker>[0]) {
    super(options);
    observations.markers.push(this);
  }
}

export class ObservedAdvancedMarkerElement extends AdvancedMarkerElement {
  constructor(options?: AdvancedMarkerElementOptions) {
    super(options);
    observations.advancedMarkers.push(this);
  }
}

export class ObservedGeocoder extends Geocoder {
  override geocode(request: GeocoderRequest, callback?: Callback<GeocoderResult[]>) {
    observations.geocodeRequests.push(request);
    return (
      failure('GEOCODER_GEOCODE', 'Geocoding Service', callback) ?? super.geocode(request, callback)
    );
  }
}

const sessions = new WeakMap<Place, AutocompleteSessionToken | null | undefined>();

export class ObservedPlace extends Place {
  override fetchFields(options: { fields: Iterable<string> }) {
    const fields = [...(options?.fields ?? [])];
    const sessionToken = sessions.get(this);
    observations.fetchFieldsRequests.push({ placeId: this.id, fields, sessionToken });
    return failure('PLACES_DETAILS', 'Place') ?? super.fetchFields({ ...options, fields });
  }
}

/** AutocompleteSuggestion whose predictions' toPlace() carry the request's session token. */
export const ObservedAutocompleteSuggestion = {
  async fetchAutocompleteSuggestions(request: AutocompleteRequest) {
    observations.predictionRequests.push(request);
    const failed = failure('PLACES_AUTOCOMPLETE', 'Places API (New)');
    if (failed) return failed;
    const answer = await AutocompleteSuggestion.fetchAutocompleteSuggestions(request);
    for (const { placePrediction } of answer.suggestions) {
      if (!placePrediction) continue;
      placePrediction.toPlace = () => {
        const place = new ObservedPlace({ id: placePrediction.placeId });
        sessions.set(place, request.sessionToken);
        return place;
      };
    }
    return answer;
  },
};
