import { toPixels, type LatLngValue, type Point } from '../shared/mercator';
import { STATES } from './austria';
import { texts } from './messages';
import { placesIfLoaded } from './places';
import { injectStyles } from './styles';
import { setOwnMarkup } from './trusted-markup';
import { townLabels } from './town-labels';

/** Something drawn at a position on the map: a marker or an info window. */
export interface Overlay {
  element: HTMLElement;
  position(): LatLngValue | undefined;
  place(x: number, y: number): void;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The DOM of one map: root (focusable region), SVG background, overlay pane, zoom buttons. */
export class MapView {
  readonly root: HTMLDivElement;
  readonly #svg: SVGSVGElement;
  readonly pane: HTMLDivElement;
  readonly zoomIn: HTMLButtonElement;
  readonly zoomOut: HTMLButtonElement;

  constructor(element: HTMLElement) {
    const doc = element.ownerDocument;
    injectStyles(doc);
    this.root = doc.createElement('div');
    this.root.className = 'ctb-maps-root';
    this.root.tabIndex = 0;
    this.root.setAttribute('role', 'region');
    this.root.setAttribute('aria-roledescription', texts.map);
    this.root.setAttribute('aria-label', texts.map);
    this.#svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.#svg.setAttribute('class', 'ctb-maps-svg');
    this.#svg.setAttribute('aria-hidden', 'true');
    this.pane = doc.createElement('div');
    this.pane.className = 'ctb-maps-pane';
    const controls = doc.createElement('div');
    controls.className = 'ctb-maps-controls';
    this.zoomIn = this.#button(controls, '+', texts.zoomIn);
    this.zoomOut = this.#button(controls, '−', texts.zoomOut);
    const attribution = doc.createElement('div');
    attribution.className = 'ctb-maps-attribution';
    attribution.textContent = 'Offline-Kartenersatz · Orte: GeoNames (CC BY 4.0)';
    this.root.append(this.#svg, this.pane, controls, attribution);
    element.replaceChildren(this.root);
  }

  #button(parent: HTMLElement, text: string, label: string): HTMLButtonElement {
    const button = parent.ownerDocument.createElement('button');
    button.type = 'button';
    button.textContent = text;
    button.setAttribute('aria-label', label);
    button.title = label;
    parent.append(button);
    return button;
  }

  size(): { width: number; height: number } {
    return { width: this.root.clientWidth, height: this.root.clientHeight };
  }

  /** Screen pixel of a position for a view. */
  static screen(
    position: LatLngValue,
    center: LatLngValue,
    zoom: number,
    width: number,
    height: number,
  ): Point {
    const c = toPixels(center, zoom);
    const p = toPixels(position, zoom);
    return { x: p.x - c.x + width / 2, y: p.y - c.y + height / 2 };
  }

  render(center: LatLngValue, zoom: number, overlays: Iterable<Overlay>): void {
    const { width, height } = this.size();
    const at = (lng: number, lat: number) =>
      MapView.screen({ lat, lng }, center, zoom, width, height);
    const parts: string[] = [];
    // A faint tile grid, so that panning shows movement where there is nothing else.
    const c = toPixels(center, zoom);
    const left = c.x - width / 2;
    const top = c.y - height / 2;
    for (let x = Math.ceil(left / 256) * 256; x < left + width; x += 256)
      parts.push(
        `<line class="ctb-maps-grid" x1="${x - left}" y1="0" x2="${x - left}" y2="${height}"/>`,
      );
    for (let y = Math.ceil(top / 256) * 256; y < top + height; y += 256)
      parts.push(
        `<line class="ctb-maps-grid" x1="0" y1="${y - top}" x2="${width}" y2="${y - top}"/>`,
      );
    for (const state of STATES) {
      const d = state.rings
        .map(
          (ring) =>
            'M' +
            ring
              .map(([lng, lat]) => {
                const p = at(lng, lat);
                return `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
              })
              .join('L') +
            'Z',
        )
        .join('');
      parts.push(
        `<path class="ctb-maps-state" d="${d}"><title>${escapeXml(state.name)}</title></path>`,
      );
    }
    if (zoom <= 8)
      for (const state of STATES) {
        const p = at(state.label[0], state.label[1]);
        parts.push(
          `<text class="ctb-maps-state-label" x="${p.x}" y="${p.y}">${escapeXml(state.name)}</text>`,
        );
      }
    const places = placesIfLoaded() ?? [];
    for (const label of townLabels(places, zoom, width, height, (p) => at(p.lng, p.lat))) {
      const big = label.population >= 100_000 ? ' ctb-maps-town-big' : '';
      parts.push(`<circle class="ctb-maps-dot" cx="${label.x}" cy="${label.y}" r="2.5"/>`);
      parts.push(
        `<text class="ctb-maps-town${big}" x="${label.x}" y="${label.y - 6}">${escapeXml(label.name)}</text>`,
      );
    }
    setOwnMarkup(this.#svg, parts.join(''));
    for (const overlay of overlays) {
      const position = overlay.position();
      const p = position && MapView.screen(position, center, zoom, width, height);
      const visible = !!p && p.x > -60 && p.y > -60 && p.x < width + 60 && p.y < height + 60;
      overlay.element.style.display = visible ? '' : 'none';
      if (p && visible) overlay.place(p.x, p.y);
    }
  }
}
