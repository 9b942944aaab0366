// jsdom has neither layout nor matchMedia: a viewport for tests that answers media queries as a
// browser of that width would and tells their listeners when a resize changes the answer.

export interface ViewportOptions {
  width: number;
  /** `(prefers-reduced-motion: reduce)` matches. */
  reducedMotion?: boolean;
  /** `(pointer: coarse)` matches. */
  coarsePointer?: boolean;
}

export interface TestViewport {
  /** Sets the width (and `innerWidth`), fires `change` on each query whose answer changed, then `resize`. */
  resizeTo(width: number): void;
  /** The media queries asked so far. */
  readonly queries: readonly string[];
  /** The queries with `change` listeners now, one entry per listener. */
  listened(): string[];
  /** Puts back the window's own matchMedia (none in jsdom) and innerWidth. */
  restore(): void;
}

type Feature = (state: ViewportOptions) => boolean;

function feature(text: string): Feature {
  const [name = '', value = ''] = text
    .replace(/^\(|\)$/g, '')
    .split(':')
    .map((part) => part.trim());
  const px = Number.parseFloat(value);
  switch (name) {
    case 'min-width':
      return ({ width }) => width >= px;
    case 'max-width':
      return ({ width }) => width <= px;
    case 'prefers-reduced-motion':
      return ({ reducedMotion = false }) => reducedMotion === (value === 'reduce');
    case 'pointer':
      return ({ coarsePointer = false }) => coarsePointer === (value === 'coarse');
    default:
      return () => false;
  }
}

/** Parses `(a) and (b)` queries of width, reduced motion and pointer; anything else never matches. */
function evaluator(query: string): Feature {
  const features = query.split(/\s+and\s+/).map(feature);
  return (state) => features.every((matches) => matches(state));
}

/** Installs the viewport on `window`; call `restore()` after the test (e.g. in afterEach). */
export function installViewport(options: ViewportOptions): TestViewport {
  const state: ViewportOptions = { ...options };
  const ownMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const ownInnerWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  const queries: string[] = [];
  const lists: { list: MediaQueryList; matches: Feature; last: boolean; listeners: number }[] = [];

  const setWidth = (width: number) => {
    state.width = width;
  };
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => state.width });
  setWidth(options.width);

  const matchMedia = (query: string): MediaQueryList => {
    queries.push(query);
    const matches = evaluator(query);
    const target = new EventTarget();
    const entry = { list: target as MediaQueryList, matches, last: matches(state), listeners: 0 };
    const listen = (listener: EventListener) => {
      entry.listeners += 1;
      EventTarget.prototype.addEventListener.call(target, 'change', listener);
    };
    const stop = (listener: EventListener) => {
      entry.listeners -= 1;
      EventTarget.prototype.removeEventListener.call(target, 'change', listener);
    };
    Object.assign(target, {
      media: query,
      onchange: null,
      addEventListener: (type: string, listener: EventListener) =>
        type === 'change' ? listen(listener) : undefined,
      removeEventListener: (type: string, listener: EventListener) =>
        type === 'change' ? stop(listener) : undefined,
      addListener: listen,
      removeListener: stop,
    });
    Object.defineProperty(target, 'matches', { get: () => matches(state) });
    lists.push(entry);
    return entry.list;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });

  return {
    queries,
    listened: () =>
      lists.flatMap(({ list, listeners }) => Array.from({ length: listeners }, () => list.media)),
    resizeTo(width) {
      setWidth(width);
      for (const entry of lists) {
        const now = entry.matches(state);
        if (now === entry.last) continue;
        entry.last = now;
        const event = Object.assign(new Event('change'), { matches: now, media: entry.list.media });
        entry.list.dispatchEvent(event);
      }
      window.dispatchEvent(new Event('resize'));
    },
    restore() {
      if (ownMatchMedia) Object.defineProperty(window, 'matchMedia', ownMatchMedia);
      else delete (window as Partial<Window>).matchMedia;
      if (ownInnerWidth) Object.defineProperty(window, 'innerWidth', ownInnerWidth);
    },
  };
}
