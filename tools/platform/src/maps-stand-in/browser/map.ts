import {
  boundsCenter,
  fromPixels,
  toPixels,
  viewBounds,
  zoomToFit,
  type BoundsValue,
  type LatLngValue,
} from '../shared/mercator';
import { event, MVCObject } from './events';
import { attachInteraction } from './interaction';
import { LatLng, LatLngBounds, toBounds, toValue, type LatLngLike } from './lat-lng';
import { MapView, type Overlay } from './map-view';
import { loadPlaces } from './places';

export interface MapOptions {
  center?: LatLngLike;
  zoom?: number;
  minZoom?: number | null;
  maxZoom?: number | null;
  [option: string]: unknown;
}

type Padding = number | { top?: number; right?: number; bottom?: number; left?: number };

/** google.maps.Map: state, events (sync *_changed, async bounds_changed and idle) and view. */
export class Map extends MVCObject {
  readonly #div: HTMLElement;
  readonly #view: MapView;
  readonly #overlays = new Set<Overlay>();
  #center: LatLngValue | undefined;
  #zoom: number | undefined;
  #options: MapOptions = {};
  #settle: ReturnType<typeof setTimeout> | undefined;
  #frame = 0;
  dragging = false;

  constructor(element: HTMLElement, options: MapOptions = {}) {
    super();
    this.#div = element;
    this.#view = new MapView(element);
    this.setOptions(options);
    attachInteraction(this, this.#view);
    let size = JSON.stringify(this.#view.size());
    const resized = () => {
      const now = JSON.stringify(this.#view.size());
      if (now !== size) this.#changed();
      size = now;
    };
    if (typeof ResizeObserver !== 'undefined') new ResizeObserver(resized).observe(this.#view.root);
    void loadPlaces().then(
      () => this.#draw(),
      () => undefined,
    );
  }

  getDiv(): HTMLElement {
    return this.#div;
  }
  getCenter(): LatLng | undefined {
    return this.#center && new LatLng(this.#center.lat, this.#center.lng);
  }
  setCenter(center: LatLngLike): void {
    this.#move(toValue(center), this.#zoom);
  }
  panTo(center: LatLngLike): void {
    this.setCenter(center);
  }
  panBy(x: number, y: number): void {
    if (!this.#center || this.#zoom === undefined) return;
    const c = toPixels(this.#center, this.#zoom);
    this.#move(fromPixels({ x: c.x + x, y: c.y + y }, this.#zoom), this.#zoom);
  }
  getZoom(): number | undefined {
    return this.#zoom;
  }
  setZoom(zoom: number): void {
    this.#move(this.#center, zoom);
  }
  getBounds(): LatLngBounds | undefined {
    if (!this.#center || this.#zoom === undefined) return undefined;
    const { width, height } = this.#view.size();
    return new LatLngBounds(viewBounds(this.#center, this.#zoom, width, height));
  }
  fitBounds(bounds: LatLngBounds | BoundsValue, padding: Padding = 0): void {
    const box = toBounds(bounds).toJSON();
    const { width, height } = this.#view.size();
    const pad = typeof padding === 'number' ? padding : Math.max(...Object.values(padding), 0);
    const zoom = zoomToFit(box, width, height, pad, this.#options.maxZoom ?? 21);
    this.#move(boundsCenter(box), zoom);
  }
  setOptions(options: MapOptions): void {
    this.#options = { ...this.#options, ...options };
    const { disableDefaultUI, zoomControl } = this.#options;
    const controls = this.#view.zoomIn.parentElement;
    if (controls) controls.hidden = zoomControl === false || (!!disableDefaultUI && !zoomControl);
    const zoom = options.zoom ?? this.#zoom;
    this.#move(options.center ? toValue(options.center) : this.#center, zoom);
  }
  get(key: string): unknown {
    return key === 'zoom' ? this.#zoom : key === 'center' ? this.getCenter() : this.#options[key];
  }
  set(key: string, value: unknown): void {
    this.setOptions({ [key]: value });
  }

  /** Zoom in or out by `delta` keeping the point at screen (x, y) where it is. */
  zoomAround(delta: number, x?: number, y?: number): void {
    if (!this.#center || this.#zoom === undefined) return;
    const zoom = this.#clampZoom(this.#zoom + delta);
    const { width, height } = this.#view.size();
    const c = toPixels(this.#center, this.#zoom);
    const dx = (x ?? width / 2) - width / 2;
    const dy = (y ?? height / 2) - height / 2;
    const anchor = fromPixels({ x: c.x + dx, y: c.y + dy }, this.#zoom);
    const a = toPixels(anchor, zoom);
    this.#move(fromPixels({ x: a.x - dx, y: a.y - dy }, zoom), zoom);
  }
  /** The position under a screen pixel of the map. */
  positionAt(x: number, y: number): LatLng | undefined {
    if (!this.#center || this.#zoom === undefined) return undefined;
    const { width, height } = this.#view.size();
    const c = toPixels(this.#center, this.#zoom);
    const p = fromPixels({ x: c.x + x - width / 2, y: c.y + y - height / 2 }, this.#zoom);
    return new LatLng(p.lat, p.lng);
  }

  attachOverlay(overlay: Overlay): void {
    this.#overlays.add(overlay);
    this.#view.pane.append(overlay.element);
    this.redraw();
  }
  detachOverlay(overlay: Overlay): void {
    this.#overlays.delete(overlay);
    overlay.element.remove();
  }
  /** Redraw soon (an overlay moved); coalesced per animation frame. */
  redraw(): void {
    if (this.#frame) return;
    const frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame
        : (f: () => void) => setTimeout(f, 16);
    this.#frame = Number(frame(() => ((this.#frame = 0), this.#draw())));
  }
  /** After a drag: idle follows the last change. */
  endDrag(): void {
    this.dragging = false;
    this.#changed();
  }

  #clampZoom(zoom: number): number {
    const min = this.#options.minZoom ?? 0;
    const max = this.#options.maxZoom ?? 21;
    return Math.max(min, Math.min(max, Math.round(zoom)));
  }
  #move(center: LatLngValue | undefined, zoom: number | undefined): void {
    const nextZoom = zoom === undefined ? undefined : this.#clampZoom(zoom);
    const lat = center && Math.max(-85, Math.min(85, center.lat));
    const nextCenter = center && { lat: lat ?? 0, lng: center.lng };
    const centerChanged =
      !!nextCenter &&
      (nextCenter.lat !== this.#center?.lat || nextCenter.lng !== this.#center?.lng);
    const zoomChanged = nextZoom !== this.#zoom;
    this.#center = nextCenter;
    this.#zoom = nextZoom;
    if (zoomChanged) event.trigger(this, 'zoom_changed');
    if (centerChanged) event.trigger(this, 'center_changed');
    if (centerChanged || zoomChanged) this.#changed();
  }
  #changed(): void {
    this.redraw();
    clearTimeout(this.#settle);
    this.#settle = setTimeout(() => {
      if (!this.#center || this.#zoom === undefined) return;
      event.trigger(this, 'bounds_changed');
      if (!this.dragging) event.trigger(this, 'idle');
    }, 0);
  }
  #draw(): void {
    if (this.#center && this.#zoom !== undefined)
      this.#view.render(this.#center, this.#zoom, this.#overlays);
  }
}
