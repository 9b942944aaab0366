/**
 * The offline stand-in of the Google Maps JavaScript API subset the bank widgets use. Served by
 * the local platform at /maps-stand-in/maps.js (bundled at start); defines window.google.maps.
 */
import { event, MVCObject } from './events';
import { InfoWindow } from './info-window';
import { LatLng, LatLngBounds } from './lat-lng';
import { Map } from './map';
import { AdvancedMarkerElement, Marker, PinElement, SymbolPath } from './marker';
import { MapsRequestError } from './service-answer';
import { AutocompleteSessionToken, AutocompleteSuggestion, Geocoder, Place } from './services';

const statuses = <T extends string>(...names: T[]) =>
  Object.freeze(Object.fromEntries(names.map((name) => [name, name])) as Record<T, T>);

const GeocoderStatus = statuses(
  'OK',
  'ZERO_RESULTS',
  'INVALID_REQUEST',
  'OVER_QUERY_LIMIT',
  'REQUEST_DENIED',
  'UNKNOWN_ERROR',
  'ERROR',
);
const GeocoderLocationType = statuses(
  'APPROXIMATE',
  'GEOMETRIC_CENTER',
  'RANGE_INTERPOLATED',
  'ROOFTOP',
);

// The Places API (New) only: the legacy AutocompleteService and PlacesService cannot be enabled
// for new Cloud projects since March 2025, so the stand-in does not offer them either.
const places = { AutocompleteSuggestion, AutocompleteSessionToken, Place };
const core = { LatLng, LatLngBounds, MVCObject, event, MapsRequestError, SymbolPath };
const libraries: Record<string, object> = {
  core,
  maps: { Map, InfoWindow, MVCObject },
  marker: { Marker, AdvancedMarkerElement, PinElement },
  places,
  geocoding: { Geocoder, GeocoderStatus, GeocoderLocationType },
};

const maps = {
  ...core,
  Map,
  Marker,
  InfoWindow,
  Geocoder,
  GeocoderStatus,
  GeocoderLocationType,
  places,
  marker: { AdvancedMarkerElement, PinElement },
  MapTypeId: statuses('ROADMAP', 'SATELLITE', 'HYBRID', 'TERRAIN'),
  version: '3.stand-in',
  /** As the real bootstrap: resolves a library's namespace. */
  importLibrary(name: string): Promise<object> {
    const library = libraries[name];
    return library
      ? Promise.resolve(library)
      : Promise.reject(new Error(`The maps stand-in has no library "${name}".`));
  },
};

type Global = { google?: { maps?: unknown } } & Record<string, unknown>;
const global = window as unknown as Global;
global.google = { ...global.google, maps };

// `&callback=name` in the script URL, as the real API.
const script = document.currentScript;
const callback =
  script instanceof HTMLScriptElement && script.src
    ? new URL(script.src).searchParams.get('callback')
    : null;
const callbackFunction = callback ? global[callback] : undefined;
if (typeof callbackFunction === 'function') callbackFunction();
