import { useEffect } from 'react';
import { setDataAttribute } from '../../common/dom-attributes';

/** Scrolling less than this (px) in one direction neither hides nor shows the header (SPEC). */
export const PIN_TOLERANCE_PX = 10;

/**
 * Pins and unpins the site header while the page scrolls: hidden while scrolling down, shown
 * again scrolling up, always shown at the top of the page, while a flyout or the suggestions in
 * it are open, when the focus moves into it, and always in the editor. Only `data-pinned`
 * changes (CSS moves the sticky header with a transform), so nothing below it moves.
 */
export function usePinning(header: HTMLElement | null, enabled: boolean): void {
  useEffect(() => {
    if (!header) return;
    setDataAttribute(header, 'pinned', 'true');
    if (!enabled) return;
    // Read in the next frame, not here: scrollY wants an up-to-date layout, and asking for it in
    // the widget's commit forced the whole page's style and layout into that task (26 ms).
    let last = 0;
    const frame = requestAnimationFrame(() => {
      last = window.scrollY;
    });
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - last;
      const atTop = y <= header.offsetHeight;
      if (Math.abs(delta) < PIN_TOLERANCE_PX && !atTop) return;
      last = y;
      const open = header.querySelector('[aria-expanded="true"]') !== null;
      setDataAttribute(header, 'pinned', String(atTop || delta < 0 || open));
    };
    const onFocusIn = () => setDataAttribute(header, 'pinned', 'true');
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onFocusIn);
      setDataAttribute(header, 'pinned', null);
    };
  }, [header, enabled]);
}
