import { useLayoutEffect, useRef } from 'react';

/**
 * Hides the CMS's static markup that a chrome widget takes over (the links a visitor without
 * JavaScript uses), in the same frame as the widget's first render so nothing flickers or moves,
 * and shows it again when the widget leaves, unless `giveBack` is false (markup that does nothing
 * without the widget). The elements are the ones of the first render.
 */
export function useTakeOverStaticMarkup(
  elements: readonly (Element | null | undefined)[],
  { giveBack = true }: { giveBack?: boolean } = {},
): void {
  const first = useRef({ elements, giveBack });
  useLayoutEffect(() => {
    const taken = first.current.elements.filter(
      (element): element is HTMLElement => element instanceof HTMLElement && !element.hidden,
    );
    taken.forEach((element) => (element.hidden = true));
    if (!first.current.giveBack) return undefined;
    return () => taken.forEach((element) => (element.hidden = false));
  }, []);
}
