import { useEffect, useState } from 'react';

/** The DOM event regional content sends to the element it put stage slides into (or took out of). */
export const STAGE_SLIDES_CHANGED_EVENT = 'ctb:stage-slides-changed';
const SLIDE = '[data-stage-slide]';

/**
 * The stage slides other widgets put into the element `selector` names (regional content of the
 * visitor's bank): they join the slider first, as that element holds them, and leave when their
 * owner removes them. The slider moves the (already sanitised) elements into its own slides; the
 * owner keeps its references and removes them from there.
 */
export function useExternalSlides(selector: string | undefined): Element[] {
  const [slides, setSlides] = useState<Element[]>([]);

  useEffect(() => {
    if (!selector) return undefined;
    let source: Element | null = null;
    try {
      source = document.querySelector(selector);
    } catch {
      source = null;
    }
    if (!source) return undefined;
    const element = source;
    const update = () =>
      setSlides((current) => {
        const arrived = Array.from(element.querySelectorAll(`:scope > ${SLIDE}`));
        const kept = current.filter((slide) => slide.isConnected && !arrived.includes(slide));
        const next = [...arrived, ...kept];
        const same = next.length === current.length && next.every((s, i) => s === current[i]);
        return same ? current : next;
      });
    update();
    element.addEventListener(STAGE_SLIDES_CHANGED_EVENT, update);
    return () => element.removeEventListener(STAGE_SLIDES_CHANGED_EVENT, update);
  }, [selector]);

  return slides;
}
