import { event, MVCObject } from './events';
import { toLatLng, type LatLng, type LatLngLike } from './lat-lng';
import { Map } from './map';
import { texts } from './messages';

export interface InfoWindowOptions {
  content?: string | Node | null;
  position?: LatLngLike | null;
  maxWidth?: number | null;
  ariaLabel?: string | null;
  [option: string]: unknown;
}

interface Anchor {
  getPosition(): LatLng | null;
  getMap?(): Map | null;
}

/** google.maps.InfoWindow, minimal: content in a bubble above its anchor, a close button. */
export class InfoWindow extends MVCObject {
  readonly element: HTMLDivElement;
  readonly #body: HTMLDivElement;
  #options: InfoWindowOptions = {};
  #map: Map | null = null;
  #anchor: Anchor | null = null;

  constructor(options: InfoWindowOptions = {}) {
    super();
    this.element = document.createElement('div');
    this.element.className = 'ctb-maps-info';
    this.element.setAttribute('role', 'dialog');
    this.#body = document.createElement('div');
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'ctb-maps-info-close';
    close.textContent = '×';
    close.setAttribute('aria-label', texts.close);
    close.addEventListener('click', (e) => {
      e.stopPropagation();
      this.close();
      event.trigger(this, 'closeclick');
    });
    this.element.append(this.#body, close);
    this.setOptions(options);
  }

  setOptions(options: InfoWindowOptions): void {
    this.#options = { ...this.#options, ...options };
    const { content, maxWidth, ariaLabel } = this.#options;
    if ('content' in options) {
      if (content instanceof Node) this.#body.replaceChildren(content);
      else this.#body.innerHTML = content ?? '';
      event.trigger(this, 'content_changed');
    }
    this.element.style.maxWidth = maxWidth ? `${maxWidth}px` : '';
    if (ariaLabel) this.element.setAttribute('aria-label', ariaLabel);
    this.#map?.redraw();
  }
  setContent(content: string | Node | null): void {
    this.setOptions({ content });
  }
  getContent(): string | Node | null | undefined {
    return this.#options.content;
  }
  setPosition(position: LatLngLike | null): void {
    this.setOptions({ position });
  }
  getPosition(): LatLng | null {
    const anchored = this.#anchor?.getPosition();
    return anchored ?? (this.#options.position ? toLatLng(this.#options.position) : null);
  }
  open(
    target?: Map | { map?: Map | null; anchor?: Anchor | null } | null,
    anchor?: Anchor | null,
  ): void {
    const options = target instanceof Map || !target ? { map: target ?? null, anchor } : target;
    this.#anchor = options.anchor ?? null;
    const map = options.map ?? this.#anchor?.getMap?.() ?? null;
    if (map !== this.#map) this.#map?.detachOverlay(this);
    this.#map = map;
    map?.attachOverlay(this);
    setTimeout(() => event.trigger(this, 'domready'), 0);
  }
  close(): void {
    this.#map?.detachOverlay(this);
    this.#map = null;
    this.#anchor = null;
  }
  isOpen(): boolean {
    return this.#map !== null;
  }
  position() {
    return this.getPosition()?.toJSON();
  }
  place(x: number, y: number): void {
    const lift = this.#anchor ? 43 : 0;
    this.element.style.left = `${x}px`;
    this.element.style.top = `${y - lift}px`;
  }
}
