/**
 * How far ahead of the visible part a widget below the fold starts loading its code and
 * rendering: one viewport height above and below, so a scrolling visitor finds it ready.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

declare global {
  interface Window {
    /**
     * QA's switch (set before the shell runs, e.g. in an init script): every widget loads at
     * once instead of when it comes near the viewport.
     */
    ctbMountAllWidgets?: boolean;
  }
}

export interface NearViewportWait {
  /** Settles once the element is near the viewport (or every widget is to load now). */
  ready: Promise<void>;
  /** The element left the page before it came near: stop watching it. */
  cancel(): void;
}

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;
let everyWidgetNow = false;
// Elements placed in this task, measured together once it has placed them all (one layout).
const toMeasure = new Set<Element>();

function release(element: Element) {
  waiting.get(element)?.();
  waiting.delete(element);
  observer?.unobserve(element);
}

/** Keyboard visitors move through every widget with Tab. */
function onTab(event: KeyboardEvent) {
  if (event.key === 'Tab') loadEveryWidgetNow();
}

function stopListening() {
  window.removeEventListener('keydown', onTab, true);
  window.removeEventListener('beforeprint', loadEveryWidgetNow);
  window.removeEventListener('hashchange', loadEveryWidgetNow);
}

/** From now on every widget, waiting or still to come, loads at once. */
function loadEveryWidgetNow(): void {
  everyWidgetNow = true;
  stopListening();
  for (const element of [...waiting.keys()]) release(element);
  observer?.disconnect();
  observer = undefined;
}

function startWatching(): IntersectionObserver {
  window.addEventListener('keydown', onTab, true);
  // A print shows every widget; a link to an anchor may point into one not rendered yet.
  window.addEventListener('beforeprint', loadEveryWidgetNow);
  window.addEventListener('hashchange', loadEveryWidgetNow);
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) release(entry.target);
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
}

/**
 * Whether the element is already within NEAR_VIEWPORT_MARGIN as it is placed, as the observer
 * would report it one rendering frame later (frames wait while a busy page runs its scripts).
 * A hidden element (no boxes) waits for the observer.
 */
function nearNow(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const { top, bottom, left, right } = element.getBoundingClientRect();
  const height = window.innerHeight;
  return bottom >= -height && top <= 2 * height && right >= 0 && left <= window.innerWidth;
}

function measurePlaced() {
  const elements = [...toMeasure];
  toMeasure.clear();
  for (const element of elements) if (waiting.has(element) && nearNow(element)) release(element);
}

function loadsAtOnce(editMode: boolean): boolean {
  return (
    everyWidgetNow ||
    editMode ||
    window.ctbMountAllWidgets === true ||
    typeof IntersectionObserver === 'undefined' ||
    // A deep link's target may be inside any widget, and the page must be complete to scroll to it.
    window.location.hash.length > 1
  );
}

/**
 * Waits until a widget element comes within NEAR_VIEWPORT_MARGIN of the viewport, so a page
 * downloads and renders the widgets a visitor sees first and the others as they scroll. Those
 * near already are measured at the end of the task that placed them and start loading there. Every
 * widget loads at once in the CMS's edit mode, on a deep link (a URL hash), for QA's
 * `window.ctbMountAllWidgets`, and from a visitor's first Tab key or a print on.
 */
export function whenNearViewport(element: HTMLElement, editMode: boolean): NearViewportWait {
  if (loadsAtOnce(editMode)) {
    if (!everyWidgetNow) loadEveryWidgetNow();
    return { ready: Promise.resolve(), cancel: () => undefined };
  }
  const ready = new Promise<void>((resolve) => waiting.set(element, resolve));
  observer ??= startWatching();
  observer.observe(element);
  if (toMeasure.size === 0) queueMicrotask(measurePlaced);
  toMeasure.add(element);
  return {
    ready,
    cancel: () => {
      waiting.delete(element);
      toMeasure.delete(element);
      observer?.unobserve(element);
    },
  };
}

/** Tests: forget what earlier tests did (the page's every-widget-now switch and the watch). */
export function resetNearViewportForTests(): void {
  stopListening();
  observer?.disconnect();
  observer = undefined;
  waiting.clear();
  toMeasure.clear();
  everyWidgetNow = false;
}
