import { useCallback, useEffect, useRef, useState } from 'react';

/** The page's fixed header covers this much: an item scrolled to lands below it (SPEC). */
export const SCROLL_OFFSET = 80;

function idInHash(ids: readonly string[]): string | undefined {
  let hash = window.location.hash.slice(1);
  try {
    hash = decodeURIComponent(hash);
  } catch {
    return undefined;
  }
  return ids.includes(hash) ? hash : undefined;
}

/** How long an item scrolled to is held in place while the widgets above it still mount. */
export const SETTLE_MS = 2500;
/** The visitor's own scrolling ends the hold. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element with the id to 80 px below the top, and aims again while the page settles
 * (widgets above it mounting or changing height move it, during the smooth scroll or after it) for
 * up to SETTLE_MS or until the visitor scrolls, clicks or types. The element is looked up at each
 * aim: the widget may have turned from tabs into an accordion meanwhile. Returns what ends the
 * hold early.
 */
export function scrollToItem(id: string, smooth: boolean): () => void {
  if (!document.getElementById(id)) return () => undefined;
  const behavior = smooth ? 'smooth' : 'auto';
  const offTarget = () => {
    const element = document.getElementById(id);
    return element ? element.getBoundingClientRect().top - SCROLL_OFFSET : 0;
  };
  const aim = () => window.scrollTo({ top: Math.max(0, offTarget() + window.scrollY), behavior });
  aim();
  const reaim = () => {
    if (Math.abs(offTarget()) > 1) aim();
  };
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reaim);
  observer?.observe(document.body);
  window.addEventListener('scrollend', reaim);
  const stop = () => {
    window.clearTimeout(timer);
    observer?.disconnect();
    window.removeEventListener('scrollend', reaim);
    VISITOR_INPUT.forEach((type) => window.removeEventListener(type, stop));
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  VISITOR_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  return stop;
}

/**
 * The open item, kept in the URL hash so that a link opens it: read on load and on `hashchange`
 * (each then scrolls the item into view below the header), written without a history entry or a
 * jump when the visitor opens an item. Undefined until a hash or the visitor names one (tabs then
 * show their first; an accordion starts closed).
 */
export function useHashItem(
  ids: readonly string[],
  onArrive: (id: string) => void,
): [string | undefined, (id: string | undefined) => void] {
  const [open, setOpen] = useState<string | undefined>(() => idInHash(ids));
  const key = ids.join('\n');
  const arrived = useRef(onArrive);
  useEffect(() => {
    arrived.current = onArrive;
  });

  useEffect(() => {
    const arrive = () => {
      const id = idInHash(key.split('\n'));
      if (!id) return;
      setOpen(id);
      arrived.current(id);
    };
    arrive();
    window.addEventListener('hashchange', arrive);
    return () => window.removeEventListener('hashchange', arrive);
  }, [key]);

  const choose = useCallback((id: string | undefined) => {
    setOpen(id);
    const url = new URL(window.location.href);
    url.hash = id ?? '';
    // replaceState: no history entry per tab, no jump, no hashchange.
    window.history.replaceState(
      window.history.state,
      '',
      id ? url.href : url.href.replace(/#$/, ''),
    );
  }, []);

  return [open, choose];
}
