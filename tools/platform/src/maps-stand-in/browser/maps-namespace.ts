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

/** The classes the namespace is made of; a test page may hand in observed subclasses. */
export const standInClasses = {
  Map,
  Marker,
  AdvancedMarkerElement: AdvancedMarkerElement as typeof AdvancedMarkerElement | undefined,
  PinElement,
  InfoWindow,
  Geocoder,
  AutocompleteSuggestion: AutocompleteSuggestion as Pick<
    typeof AutocompleteSuggestion,
    'fetchAutocompleteSuggestions'
  >,
  AutocompleteSessionToken,
  Place,
};

export type StandInClasses = typeof standInClasses;

/**
 * The google.maps namespace of the stand-in, with importLibrary resolving the same classes. The
 * browser bundle (index.ts) installs it as it is; jest tests install it with observed classes
 * (maps-stand-in/testing). Without an AdvancedMarkerElement it is an API without advanced markers.
 */
export function createMapsNamespace(classes: StandInClasses = standInClasses) {
  const { AdvancedMarkerElement: advanced, PinElement: pin } = classes;
  // The Places API (New) only: the legacy AutocompleteService and PlacesService cannot be enabled
  // for new Cloud projects since March 2025, so the stand-in does not offer them either.
  const places = {
    AutocompleteSuggestion: classes.AutocompleteSuggestion,
    AutocompleteSessionToken: classes.AutocompleteSessionToken,
    Place: classes.Place,
  };
  const core = { LatLng, LatLngBounds, MVCObject, event, MapsRequestError, SymbolPath };
  const markerLibrary = advanced
    ? { Marker: classes.Marker, AdvancedMarkerElement: advanced, PinElement: pin }
    : { Marker: classes.Marker };
  const libraries: Record<string, object> = {
    core,
    maps: { Map: classes.Map, InfoWindow: classes.InfoWindow, MVCObject },
    marker: markerLibrary,
    places,
    geocoding: { Geocoder: classes.Geocoder, GeocoderStatus, GeocoderLocationType },
  };
  return {
    ...core,
    Map: classes.Map,
    Marker: classes.Marker,
    InfoWindow: classes.InfoWindow,
    Geocoder: classes.Geocoder,
    GeocoderStatus,
    GeocoderLocationType,
    places,
    ...(advanced ? { marker: { AdvancedMarkerElement: advanced, PinElement: pin } } : {}),
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
}

export type MapsNamespace = ReturnType<typeof createMapsNamespace>;
