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

export function scrollToItem(element: Element | null, smooth: boolean): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
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
