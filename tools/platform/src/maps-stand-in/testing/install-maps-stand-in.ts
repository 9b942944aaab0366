// The maps stand-in for jest tests in jsdom: the same google.maps the browser bundle defines
// (browser/), over a place index the test gives, with what the page's code asked recorded. A
// feature of the stand-in is added once, in browser/, and both the demo pages and jest get it.
import { createMapsNamespace, standInClasses } from '../browser/maps-namespace';
import { providePlaces } from '../browser/places';
import type { PlaceEntry } from '../shared/place-entry';
import {
  ObservedAdvancedMarkerElement,
  ObservedAutocompleteSuggestion,
  ObservedGeocoder,
  ObservedMap,
  ObservedMarker,
  ObservedPlace,
  observations,
  type Observations,
} from './observed-classes';

export interface MapsStandInOptions {
  /** The places the Geocoder and the predictions know (the browser fetches places.json). */
  places: PlaceEntry[];
  /** false: an API without advanced markers (no marker.AdvancedMarkerElement). Default true. */
  advancedMarkers?: boolean;
  /** The maps' size in px; default 512 × 400. */
  mapSize?: { width: number; height: number };
}

export interface MapsStandIn extends Observations {
  /** The last map created. */
  map(): ObservedMap;
}

type Global = { google?: { maps?: unknown } };
const global = globalThis as unknown as Global;

/** Installs the stand-in as window.google.maps (forgetting earlier observations). */
export function installMapsStandIn(options: MapsStandInOptions): MapsStandIn {
  const { places, advancedMarkers = true, mapSize = { width: 512, height: 400 } } = options;
  providePlaces(places);
  Object.assign(observations, {
    predictionRequests: [],
    fetchFieldsRequests: [],
    geocodeRequests: [],
    importedLibraries: [],
    failWith: null,
    maps: [],
    advancedMarkers: [],
    markers: [],
    mapSize,
  } satisfies Observations);
  const maps = createMapsNamespace({
    ...standInClasses,
    Map: ObservedMap,
    Marker: ObservedMarker,
    AdvancedMarkerElement: advancedMarkers ? ObservedAdvancedMarkerElement : undefined,
    Geocoder: ObservedGeocoder,
    AutocompleteSuggestion: ObservedAutocompleteSuggestion,
    Place: ObservedPlace,
  });
  const importLibrary = maps.importLibrary;
  maps.importLibrary = (name) => {
    observations.importedLibraries.push(name);
    return importLibrary(name);
  };
  global.google = { maps };
  return Object.assign(observations, {
    map() {
      const last = observations.maps.at(-1);
      if (!last) throw new Error('No map was created.');
      return last;
    },
  });
}

/** Removes window.google and the place index. */
export function uninstallMapsStandIn(): void {
  delete global.google;
  providePlaces(undefined);
}
