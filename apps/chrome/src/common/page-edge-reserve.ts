import { useEffect } from 'react';

type PageEdge = 'top' | 'bottom';

/** Room between a focused element's ring and the part of the page that covers it (px). */
const EDGE_GAP_PX = 8;

interface ReserveOptions {
  /** Also room after the page's end, so its last lines can scroll out from under the element. */
  roomAtEnd?: boolean;
}

/**
 * While `element` (fixed or sticky at one edge of the viewport) is on the page, the page's scroll
 * padding at that edge is as tall as the element: the browser then scrolls a newly focused
 * element (Tab, Shift+Tab, a skip link, an anchor) into the part of the viewport nothing covers,
 * never behind the site header or the cookie banner (WCAG 2.2, 2.4.11). The size comes from a
 * ResizeObserver, after the browser's own layout (no layout forced in a commit), and follows
 * breakpoints and wrapping. The page's own inline values come back when the element goes.
 */
export function usePageEdgeReserve(
  element: HTMLElement | null,
  edge: PageEdge,
  { roomAtEnd = false }: ReserveOptions = {},
): void {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const padding = `scroll-padding-${edge}`;
    const before = { padding: root.getPropertyValue(padding), end: root.paddingBottom };
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      root.setProperty(padding, `${Math.ceil(height) + EDGE_GAP_PX}px`);
      if (roomAtEnd) root.paddingBottom = `${Math.ceil(height)}px`;
    });
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.setProperty(padding, before.padding);
      if (roomAtEnd) root.paddingBottom = before.end;
    };
  }, [element, edge, roomAtEnd]);
}
