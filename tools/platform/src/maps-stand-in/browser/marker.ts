import { event, MVCObject } from './events';
import { LatLng, toLatLng, type LatLngLike } from './lat-lng';
import type { Map } from './map';

type Icon = string | { url: string; scaledSize?: { width: number; height: number } } | null;

export interface MarkerOptions {
  position?: LatLngLike | null;
  title?: string | null;
  map?: Map | null;
  label?: string | { text: string } | null;
  icon?: Icon;
  zIndex?: number | null;
  visible?: boolean;
  clickable?: boolean;
  [option: string]: unknown;
}

const PIN =
  '<svg viewBox="0 0 27 43" aria-hidden="true"><path d="M13.5 0C6 0 0 6 0 13.5 0 23.6 13.5 43 13.5 43S27 23.6 27 13.5C27 6 21 0 13.5 0z" fill="#ea4335" stroke="#b31412"/><circle cx="13.5" cy="13.5" r="4.5" fill="#b31412"/></svg>';

/** google.maps.Marker, drawn as a button named by its title (Enter and Space click it). */
export class Marker extends MVCObject {
  readonly element: HTMLButtonElement;
  #options: MarkerOptions = {};
  #map: Map | null = null;
  #size = { width: 27, height: 43 };

  constructor(options: MarkerOptions = {}) {
    super();
    this.element = document.createElement('button');
    this.element.type = 'button';
    this.element.className = 'ctb-maps-marker';
    this.element.addEventListener('click', (domEvent) => {
      domEvent.stopPropagation();
      if (this.#options.clickable === false) return;
      event.trigger(this, 'click', { latLng: this.getPosition(), domEvent, stop: () => undefined });
    });
    this.setOptions({ visible: true, ...options });
  }

  setOptions(options: MarkerOptions): void {
    this.#options = { ...this.#options, ...options };
    const { title, label, icon, zIndex, visible } = this.#options;
    this.element.setAttribute('aria-label', title ?? '');
    if (title) this.element.title = title;
    else this.element.removeAttribute('title');
    this.element.style.zIndex = zIndex == null ? '' : String(zIndex);
    this.element.hidden = visible === false;
    const url = typeof icon === 'string' ? icon : icon?.url;
    const text = typeof label === 'string' ? label : label?.text;
    this.element.innerHTML = url ? '<img alt="">' : PIN;
    this.element.querySelector('img')?.setAttribute('src', url ?? '');
    if (icon && typeof icon === 'object' && icon.scaledSize) {
      this.#size = { ...icon.scaledSize };
      this.element.style.width = `${icon.scaledSize.width}px`;
      this.element.style.height = `${icon.scaledSize.height}px`;
    }
    if (text) {
      const span = document.createElement('span');
      span.className = 'ctb-maps-marker-label';
      span.textContent = text;
      this.element.append(span);
    }
    if ('map' in options) this.setMap(options.map ?? null);
    else this.#map?.redraw();
  }
  setMap(map: Map | null): void {
    if (map === this.#map) return;
    this.#map?.detachOverlay(this);
    this.#map = map;
    map?.attachOverlay(this);
  }
  getMap(): Map | null {
    return this.#map;
  }
  getPosition(): LatLng | null {
    return this.#options.position ? toLatLng(this.#options.position) : null;
  }
  setPosition(position: LatLngLike | null): void {
    this.setOptions({ position });
  }
  getTitle(): string | undefined {
    return this.#options.title ?? undefined;
  }
  setTitle(title: string | null): void {
    this.setOptions({ title });
  }
  setLabel(label: MarkerOptions['label']): void {
    this.setOptions({ label });
  }
  setIcon(icon: Icon): void {
    this.setOptions({ icon });
  }
  setZIndex(zIndex: number | null): void {
    this.setOptions({ zIndex });
  }
  getVisible(): boolean {
    return this.#options.visible !== false;
  }
  setVisible(visible: boolean): void {
    this.setOptions({ visible });
  }
  /** Overlay: position and placement (the pin's tip at the point). */
  position() {
    return this.getPosition()?.toJSON();
  }
  place(x: number, y: number): void {
    const { width, height } = this.#size;
    this.element.style.transform = `translate(${x - width / 2}px, ${y - height}px)`;
  }
}
