import { event } from './events';
import type { Map } from './map';
import type { MapView } from './map-view';

const KEY_PAN = 100;
const CLICK_SLOP = 4;
const WHEEL_STEP_MS = 180;

/** Mouse drag, wheel and double-click zoom, keyboard arrows and +/-, zoom buttons, map clicks. */
export function attachInteraction(map: Map, view: MapView): void {
  const root = view.root;
  const local = (e: MouseEvent) => {
    const rect = root.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const onOverlay = (e: Event) =>
    e.target instanceof Element &&
    e.target !== root &&
    !!e.target.closest('button, .ctb-maps-info');

  view.zoomIn.addEventListener('click', () => map.zoomAround(1));
  view.zoomOut.addEventListener('click', () => map.zoomAround(-1));

  let start: { x: number; y: number } | undefined;
  let last = { x: 0, y: 0 };
  let moved = false;
  root.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || onOverlay(e)) return;
    start = last = { x: e.clientX, y: e.clientY };
    moved = false;
    root.setPointerCapture?.(e.pointerId);
  });
  root.addEventListener('pointermove', (e) => {
    if (!start) return;
    if (!moved && Math.hypot(e.clientX - start.x, e.clientY - start.y) < CLICK_SLOP) return;
    if (!moved) {
      moved = true;
      map.dragging = true;
      root.classList.add('ctb-maps-dragging');
      event.trigger(map, 'dragstart');
    }
    map.panBy(last.x - e.clientX, last.y - e.clientY);
    last = { x: e.clientX, y: e.clientY };
    event.trigger(map, 'drag');
  });
  const end = () => {
    if (!start) return;
    start = undefined;
    if (!moved) return;
    root.classList.remove('ctb-maps-dragging');
    event.trigger(map, 'dragend');
    map.endDrag();
  };
  root.addEventListener('pointerup', end);
  root.addEventListener('pointercancel', end);

  root.addEventListener('click', (e) => {
    const afterDrag = moved;
    moved = false;
    if (afterDrag || onOverlay(e)) return;
    const { x, y } = local(e);
    const latLng = map.positionAt(x, y);
    event.trigger(map, 'click', { latLng, domEvent: e, pixel: { x, y }, stop: () => undefined });
  });
  root.addEventListener('dblclick', (e) => {
    if (onOverlay(e)) return;
    const { x, y } = local(e);
    map.zoomAround(1, x, y);
  });

  let lastWheel = 0;
  root.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const now = Date.now();
      if (now - lastWheel < WHEEL_STEP_MS || e.deltaY === 0) return;
      lastWheel = now;
      const { x, y } = local(e);
      map.zoomAround(e.deltaY < 0 ? 1 : -1, x, y);
    },
    { passive: false },
  );

  root.addEventListener('keydown', (e) => {
    if (e.target !== root) return;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_PAN, 0],
      ArrowRight: [KEY_PAN, 0],
      ArrowUp: [0, -KEY_PAN],
      ArrowDown: [0, KEY_PAN],
    };
    const step = pan[e.key];
    if (step) map.panBy(step[0], step[1]);
    else if (e.key === '+' || e.key === '=') map.zoomAround(1);
    else if (e.key === '-' || e.key === '_') map.zoomAround(-1);
    else return;
    e.preventDefault();
  });
}
