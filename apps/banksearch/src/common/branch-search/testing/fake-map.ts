// A small fake of google.maps Map, Marker, marker.AdvancedMarkerElement and event for the branch search's component tests, on
// top of the services' fake (geocoder, predictions). Like the real API (and the platform's
// stand-in), a map settles ("idle") asynchronously after it is created and after every move.
import { consentStore } from '@ctb/shared';
import {
  FakeLatLng,
  installFakeMaps,
  uninstallFakeMaps,
  type FakeMaps,
} from '../../services/testing/fake-google-maps';

type Listener = (...args: unknown[]) => void;
const listeners = new Map<object, Map<string, Set<Listener>>>();

const event = {
  addListener(target: object, name: string, listener: Listener) {
    const byName = listeners.get(target) ?? new Map<string, Set<Listener>>();
    listeners.set(target, byName);
    const set = byName.get(name) ?? new Set<Listener>();
    byName.set(name, set);
    set.add(listener);
    return { remove: () => set.delete(listener) };
  },
  clearInstanceListeners(target: object) {
    listeners.delete(target);
  },
  trigger(target: object, name: string, ...args: unknown[]) {
    listeners
      .get(target)
      ?.get(name)
      ?.forEach((listener) => listener(...args));
  },
};

export class LatLng extends FakeLatLng {
  toJSON() {
    return { lat: this.lat(), lng: this.lng() };
  }
}

interface LatLngLiteral {
  lat: number;
  lng: number;
}

export class FakeMap {
  center: LatLngLiteral;
  zoom: number;
  readonly markers = new Set<FakeMarker | FakeAdvancedMarkerElement>();
  readonly div: HTMLElement;
  /** The map id it was created with (advanced markers need one). */
  readonly mapId: string | undefined;
  #settle: ReturnType<typeof setTimeout> | undefined;

  constructor(
    div: HTMLElement,
    options: { center: LatLngLiteral; zoom: number; mapId?: string | null },
  ) {
    this.div = div;
    this.center = { ...options.center };
    this.zoom = options.zoom;
    this.mapId = options.mapId ?? undefined;
    createdMaps.push(this);
    this.#changed();
  }
  getCenter() {
    return new LatLng(this.center.lat, this.center.lng);
  }
  setCenter(center: LatLngLiteral) {
    if (center.lat === this.center.lat && center.lng === this.center.lng) return;
    this.center = { ...center };
    this.#changed();
  }
  getZoom() {
    return this.zoom;
  }
  setZoom(zoom: number) {
    if (zoom === this.zoom) return;
    this.zoom = zoom;
    this.#changed();
  }
  /** About 512 × 400 px around the centre. */
  getBounds() {
    const halfLng = 360 / 2 ** this.zoom;
    const halfLat = halfLng * 0.55;
    const { lat, lng } = this.center;
    return {
      getSouthWest: () => new LatLng(lat - halfLat, lng - halfLng),
      getNorthEast: () => new LatLng(lat + halfLat, lng + halfLng),
    };
  }
  addListener(name: string, listener: Listener) {
    return event.addListener(this, name, listener);
  }
  #changed() {
    clearTimeout(this.#settle);
    this.#settle = setTimeout(() => event.trigger(this, 'idle'), 0);
  }
}

interface FakeMarkerOptions {
  position: LatLngLiteral;
  title: string;
  label?: string | { text: string };
  icon?: { path: number; scale?: number } | string;
  zIndex?: number;
}

/**
 * A marker: a button in the map's element named by its title, showing its label's text, as the
 * stand-in draws it.
 */
export class FakeMarker {
  readonly title: string;
  readonly position: LatLngLiteral;
  readonly label: string | undefined;
  readonly icon: FakeMarkerOptions['icon'];
  readonly button: HTMLButtonElement;
  map: FakeMap | null = null;

  constructor(options: FakeMarkerOptions) {
    this.title = options.title;
    this.position = options.position;
    this.label = typeof options.label === 'string' ? options.label : options.label?.text;
    this.icon = options.icon;
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.setAttribute('aria-label', options.title);
    if (this.label) this.button.textContent = this.label;
    this.button.addEventListener('click', () => event.trigger(this, 'click'));
  }
  setMap(map: FakeMap | null) {
    this.map?.markers.delete(this);
    this.button.remove();
    this.map = map;
    if (map) {
      map.markers.add(this);
      map.div.append(this.button);
    }
  }
  addListener(name: string, listener: Listener) {
    return event.addListener(this, name, listener);
  }
}

interface FakeAdvancedMarkerOptions {
  position: LatLngLiteral;
  title?: string;
  content?: Node | null;
  zIndex?: number | null;
  gmpClickable?: boolean | null;
  anchorTop?: string | null;
  map?: FakeMap | null;
}

/**
 * google.maps.marker.AdvancedMarkerElement: a button in the map's element named by its title,
 * around its content (a default pin without); with gmpClickable a click fires "gmp-click", as the
 * stand-in draws it. Shown only on a map created with a mapId, as on Google's API.
 */
export class FakeAdvancedMarkerElement {
  readonly title: string;
  readonly position: LatLngLiteral;
  readonly gmpClickable: boolean;
  readonly zIndex: number | null;
  readonly content: Node | null;
  readonly anchorTop: string | null;
  readonly button: HTMLButtonElement;
  #map: FakeMap | null = null;

  constructor(options: FakeAdvancedMarkerOptions) {
    this.title = options.title ?? '';
    this.position = options.position;
    this.gmpClickable = !!options.gmpClickable;
    this.zIndex = options.zIndex ?? null;
    this.content = options.content ?? null;
    this.anchorTop = options.anchorTop ?? null;
    advancedMarkers.push(this);
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.setAttribute('aria-label', this.title);
    this.button.tabIndex = this.gmpClickable ? 0 : -1;
    if (this.content) this.button.append(this.content);
    this.button.addEventListener('click', () => {
      if (this.gmpClickable) this.button.dispatchEvent(new Event('gmp-click'));
    });
    if (options.map) this.map = options.map;
  }
  get map(): FakeMap | null {
    return this.#map;
  }
  set map(map: FakeMap | null) {
    this.#map?.markers.delete(this);
    this.button.remove();
    this.#map = map;
    if (map) {
      if (!map.mapId) throw new Error('An advanced marker on a map without a mapId.');
      map.markers.add(this);
      map.div.append(this.button);
    }
  }
  addEventListener(name: string, listener: EventListener) {
    this.button.addEventListener(name, listener);
  }
  removeEventListener(name: string, listener: EventListener) {
    this.button.removeEventListener(name, listener);
  }
}

const createdMaps: FakeMap[] = [];
const advancedMarkers: FakeAdvancedMarkerElement[] = [];

export interface FakeMapApi extends FakeMaps {
  /** The last map created. */
  map(): FakeMap;
  maps: FakeMap[];
  /** Every AdvancedMarkerElement created (with `advanced`). */
  advancedMarkers: FakeAdvancedMarkerElement[];
  /** Every importLibrary call, by name. */
  importedLibraries: string[];
}

/**
 * Installs window.google.maps with Map, Marker, event and the services' fakes; consent to maps
 * is granted unless `consent` is false. With `advanced` the marker library
 * (importLibrary('marker'), google.maps.marker) offers AdvancedMarkerElement too.
 */
export function installFakeMap({ consent = true, advanced = false } = {}): FakeMapApi {
  const services = installFakeMaps();
  createdMaps.length = 0;
  advancedMarkers.length = 0;
  const importedLibraries: string[] = [];
  const google = (window as unknown as { google: { maps: Record<string, unknown> } }).google;
  const markerLibrary = advanced
    ? { Marker: FakeMarker, AdvancedMarkerElement: FakeAdvancedMarkerElement }
    : { Marker: FakeMarker };
  Object.assign(google.maps, {
    Map: FakeMap,
    Marker: FakeMarker,
    LatLng,
    event,
    SymbolPath: { CIRCLE: 0 },
    ...(advanced ? { marker: { AdvancedMarkerElement: FakeAdvancedMarkerElement } } : {}),
    importLibrary(name: string) {
      importedLibraries.push(name);
      return name === 'marker'
        ? Promise.resolve(markerLibrary)
        : Promise.reject(new Error(`The fake has no library "${name}".`));
    },
  });
  if (!consent) consentStore.revoke('maps');
  return Object.assign(services, {
    maps: createdMaps,
    advancedMarkers,
    importedLibraries,
    map() {
      const last = createdMaps.at(-1);
      if (!last) throw new Error('No map was created.');
      return last;
    },
  });
}

export function uninstallFakeMap(): void {
  listeners.clear();
  uninstallFakeMaps();
}
