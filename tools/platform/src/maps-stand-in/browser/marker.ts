import { event, MVCObject } from './events';
import { LatLng, toLatLng, type LatLngLike } from './lat-lng';
import type { Map } from './map';
import type { Overlay } from './map-view';
import { setOwnMarkup } from './trusted-markup';

/** google.maps.SymbolPath: the predefined symbol shapes (the stand-in draws CIRCLE). */
export const SymbolPath = Object.freeze({
  CIRCLE: 0,
  FORWARD_CLOSED_ARROW: 1,
  FORWARD_OPEN_ARROW: 2,
  BACKWARD_CLOSED_ARROW: 3,
  BACKWARD_OPEN_ARROW: 4,
});

/** google.maps.Symbol: a vector icon; CIRCLE has radius 1 before `scale`, its origin the centre. */
interface MarkerSymbol {
  path: number | string;
  scale?: number;
  fillColor?: string;
  fillOpacity?: number;
  strokeColor?: string;
  strokeOpacity?: number;
  strokeWeight?: number;
}
type Icon =
  string | { url: string; scaledSize?: { width: number; height: number } } | MarkerSymbol | null;

/** google.maps.MarkerLabel: text drawn over the icon (centred on a symbol's origin). */
interface MarkerLabel {
  text: string;
  color?: string;
  fontSize?: string;
  fontWeight?: string;
  fontFamily?: string;
  className?: string;
}

export interface MarkerOptions {
  position?: LatLngLike | null;
  title?: string | null;
  map?: Map | null;
  label?: string | MarkerLabel | null;
  icon?: Icon;
  zIndex?: number | null;
  visible?: boolean;
  clickable?: boolean;
  [option: string]: unknown;
}

const PIN =
  '<svg viewBox="0 0 27 43" aria-hidden="true"><path d="M13.5 0C6 0 0 6 0 13.5 0 23.6 13.5 43 13.5 43S27 23.6 27 13.5C27 6 21 0 13.5 0z" fill="#ea4335" stroke="#b31412"/><circle cx="13.5" cy="13.5" r="4.5" fill="#b31412"/></svg>';
const SVG = 'http://www.w3.org/2000/svg';

const isSymbol = (icon: Icon | undefined): icon is MarkerSymbol =>
  !!icon && typeof icon === 'object' && 'path' in icon;

/** A symbol icon as SVG: the stand-in draws circles; other paths fall back to a circle too. */
function symbolSvg(doc: Document, symbol: MarkerSymbol): { svg: SVGSVGElement; size: number } {
  const radius = symbol.scale ?? 1;
  const stroke = symbol.strokeWeight ?? 1;
  const size = Math.ceil(2 * radius + stroke);
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('aria-hidden', 'true');
  const circle = doc.createElementNS(SVG, 'circle');
  circle.setAttribute('cx', String(size / 2));
  circle.setAttribute('cy', String(size / 2));
  circle.setAttribute('r', String(radius));
  circle.setAttribute('fill', symbol.fillColor ?? 'black');
  circle.setAttribute('fill-opacity', String(symbol.fillOpacity ?? 0));
  circle.setAttribute('stroke', symbol.strokeColor ?? symbol.fillColor ?? 'black');
  circle.setAttribute('stroke-opacity', String(symbol.strokeOpacity ?? 1));
  circle.setAttribute('stroke-width', String(stroke));
  svg.append(circle);
  return { svg, size };
}

/** google.maps.Marker, drawn as a button named by its title (Enter and Space click it). */
export class Marker extends MVCObject {
  readonly element: HTMLButtonElement;
  #options: MarkerOptions = {};
  #map: Map | null = null;
  #size = { width: 27, height: 43 };
  /** Where the position is: a pin's tip (bottom centre) or a symbol's origin (its centre). */
  #anchor: 'bottom' | 'centre' = 'bottom';

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
    this.element.classList.toggle('ctb-maps-marker-symbol', isSymbol(icon));
    this.element.style.width = '';
    this.element.style.height = '';
    this.#size = { width: 27, height: 43 };
    this.#anchor = 'bottom';
    if (isSymbol(icon)) {
      const { svg, size } = symbolSvg(this.element.ownerDocument, icon);
      this.element.replaceChildren(svg);
      this.#size = { width: size, height: size };
      this.#anchor = 'centre';
      this.element.style.width = `${size}px`;
      this.element.style.height = `${size}px`;
    } else {
      const url = typeof icon === 'string' ? icon : icon?.url;
      setOwnMarkup(this.element, url ? '<img alt="">' : PIN);
      this.element.querySelector('img')?.setAttribute('src', url ?? '');
      if (icon && typeof icon === 'object' && icon.scaledSize) {
        this.#size = { ...icon.scaledSize };
        this.element.style.width = `${icon.scaledSize.width}px`;
        this.element.style.height = `${icon.scaledSize.height}px`;
      }
    }
    const text = typeof label === 'string' ? label : label?.text;
    if (text) {
      const span = this.element.ownerDocument.createElement('span');
      span.className = 'ctb-maps-marker-label';
      span.setAttribute('aria-hidden', 'true');
      span.textContent = text;
      if (label && typeof label === 'object') {
        if (label.color) span.style.color = label.color;
        if (label.fontSize) span.style.fontSize = label.fontSize;
        if (label.fontWeight) span.style.fontWeight = label.fontWeight;
        if (label.fontFamily) span.style.fontFamily = label.fontFamily;
        if (label.className) span.classList.add(...label.className.split(/\s+/).filter(Boolean));
      }
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
  getLabel(): MarkerOptions['label'] {
    return this.#options.label ?? null;
  }
  getIcon(): Icon | undefined {
    return this.#options.icon ?? undefined;
  }
  /** Overlay: position and placement (the pin's tip, or a symbol's centre, at the point). */
  position() {
    return this.getPosition()?.toJSON();
  }
  place(x: number, y: number): void {
    const { width, height } = this.#size;
    const top = this.#anchor === 'centre' ? y - height / 2 : y - height;
    this.element.style.transform = `translate(${x - width / 2}px, ${top}px)`;
  }
}

/** google.maps.marker.PinElementOptions: the subset the stand-in draws. */
export interface PinElementOptions {
  background?: string | null;
  borderColor?: string | null;
  glyphColor?: string | null;
  glyphText?: string | null;
  scale?: number | null;
}

/** google.maps.marker.PinElement: the balloon pin, as the default content of an advanced marker. */
export class PinElement {
  readonly element: HTMLElement;

  constructor(options: PinElementOptions = {}) {
    this.element = document.createElement('span');
    this.element.className = 'ctb-maps-pin';
    setOwnMarkup(this.element, PIN);
    const path = this.element.querySelector('path');
    const dot = this.element.querySelector('circle');
    if (options.background) path?.setAttribute('fill', options.background);
    if (options.borderColor) {
      path?.setAttribute('stroke', options.borderColor);
      dot?.setAttribute('fill', options.borderColor);
    }
    if (options.glyphText) {
      dot?.remove();
      const glyph = document.createElement('span');
      glyph.className = 'ctb-maps-pin-glyph';
      glyph.textContent = options.glyphText;
      if (options.glyphColor) glyph.style.color = options.glyphColor;
      this.element.append(glyph);
    } else if (options.glyphColor) dot?.setAttribute('fill', options.glyphColor);
    const scale = options.scale ?? 1;
    this.element.style.width = `${27 * scale}px`;
    this.element.style.height = `${43 * scale}px`;
  }
}

/** google.maps.marker.AdvancedMarkerElementOptions: the subset the stand-in draws. */
export interface AdvancedMarkerElementOptions {
  position?: LatLngLike | null;
  title?: string | null;
  map?: Map | null;
  content?: Node | PinElement | null;
  zIndex?: number | null;
  gmpClickable?: boolean | null;
  /** CSS length-percentages from the anchor point to the top left corner (-50% / -100%). */
  anchorLeft?: string | null;
  anchorTop?: string | null;
  [option: string]: unknown;
}

let warnedMapId = false;

/**
 * google.maps.marker.AdvancedMarkerElement, drawn as a button named by its title around its content
 * (a PinElement by default), its bottom centre at the position. With gmpClickable it is
 * focusable and a click (Enter, Space) fires "gmp-click" (a DOM event on the element and the
 * marker) and the legacy "click" listeners; without, it is not focusable and ignores clicks. As on
 * Google's API it shows only on a map created with a mapId (otherwise it warns and stays hidden).
 */
export class AdvancedMarkerElement {
  readonly element: HTMLButtonElement;
  #map: Map | null = null;
  #position: LatLngLike | null = null;
  #title = '';
  #content: Node | PinElement | null = null;
  #zIndex: number | null = null;
  #clickable = false;
  anchorLeft: string | null = null;
  anchorTop: string | null = null;
  /** What the map draws (the marker's own `position` is a property, not the overlay's method). */
  readonly #overlay: Overlay = {
    element: document.createElement('span'),
    position: () => this.#latLng()?.toJSON(),
    place: (x, y) => {
      // The anchor (by default the content's bottom centre) at the point, whatever its size.
      const left = this.anchorLeft ?? '-50%';
      const top = this.anchorTop ?? '-100%';
      this.element.style.transform = `translate(${x}px, ${y}px) translate(${left}, ${top})`;
    },
  };

  constructor(options: AdvancedMarkerElementOptions = {}) {
    this.element = document.createElement('button');
    this.element.type = 'button';
    this.element.className = 'ctb-maps-marker ctb-maps-advanced-marker';
    this.#overlay.element = this.element;
    this.element.addEventListener('click', (domEvent) => {
      domEvent.stopPropagation();
      if (!this.#clickable) return;
      this.element.dispatchEvent(new Event('gmp-click'));
      event.trigger(this, 'click', { latLng: this.#latLng(), domEvent, stop: () => undefined });
    });
    this.position = options.position ?? null;
    this.title = options.title ?? '';
    this.content = options.content ?? null;
    this.zIndex = options.zIndex ?? null;
    this.gmpClickable = options.gmpClickable ?? false;
    this.anchorLeft = options.anchorLeft ?? null;
    this.anchorTop = options.anchorTop ?? null;
    if (options.map) this.map = options.map;
  }

  get map(): Map | null {
    return this.#map;
  }
  set map(map: Map | null | undefined) {
    const next = map ?? null;
    if (next === this.#map) return;
    this.#map?.detachOverlay(this.#overlay);
    this.#map = next;
    if (!next) return;
    if (!next.get('mapId') && !warnedMapId) {
      warnedMapId = true;
      console.warn(
        'The map is initialized without a valid Map ID, which will prevent use of Advanced Markers.',
      );
    }
    if (next.get('mapId')) next.attachOverlay(this.#overlay);
  }
  get position(): LatLngLike | null {
    return this.#position;
  }
  set position(position: LatLngLike | null | undefined) {
    this.#position = position ?? null;
    this.#map?.redraw();
  }
  get title(): string {
    return this.#title;
  }
  set title(title: string | null | undefined) {
    this.#title = title ?? '';
    this.element.setAttribute('aria-label', this.#title);
    if (this.#title) this.element.title = this.#title;
    else this.element.removeAttribute('title');
  }
  get content(): Node | PinElement | null {
    return this.#content;
  }
  set content(content: Node | PinElement | null | undefined) {
    this.#content = content ?? new PinElement();
    const node = this.#content instanceof PinElement ? this.#content.element : this.#content;
    this.element.replaceChildren(node);
  }
  get zIndex(): number | null {
    return this.#zIndex;
  }
  set zIndex(zIndex: number | null | undefined) {
    this.#zIndex = zIndex ?? null;
    this.element.style.zIndex = zIndex == null ? '' : String(zIndex);
  }
  get gmpClickable(): boolean {
    return this.#clickable;
  }
  set gmpClickable(clickable: boolean | null | undefined) {
    this.#clickable = !!clickable;
    this.element.tabIndex = this.#clickable ? 0 : -1;
    this.element.classList.toggle('ctb-maps-marker-static', !this.#clickable);
  }
  addListener(name: string, handler: (...args: unknown[]) => void) {
    return event.addListener(this, name, handler);
  }
  addEventListener(name: string, listener: EventListenerOrEventListenerObject): void {
    this.element.addEventListener(name, listener);
  }
  removeEventListener(name: string, listener: EventListenerOrEventListenerObject): void {
    this.element.removeEventListener(name, listener);
  }
  #latLng(): LatLng | null {
    return this.#position ? toLatLng(this.#position) : null;
  }
}
