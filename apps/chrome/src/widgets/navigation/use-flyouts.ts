import { useCallback, useEffect, useRef, useState } from 'react';

/** A flyout opens this long after the pointer entered its item (SPEC: nav flyout hover delay). */
export const HOVER_DELAY_MS = 150;

type OpenedBy = 'hover' | 'click';

/**
 * Which flyout of the navigation is open (one at a time) and how: by hovering (after 150 ms; it
 * closes when the pointer leaves) or by click, Enter or Space (it stays until closed).
 */
export function useFlyouts(hoverEnabled: boolean) {
  const [open, setOpen] = useState<{ index: number; by: OpenedBy } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelHover = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancelHover, [cancelHover]);

  return {
    openIndex: open?.index ?? null,
    close: useCallback(() => {
      clearTimeout(timer.current);
      setOpen(null);
    }, []),
    toggle: useCallback((index: number) => {
      clearTimeout(timer.current);
      // A click on a flyout the pointer just opened keeps it open: the visitor wants it.
      setOpen((current) =>
        current?.index === index && current.by === 'click' ? null : { index, by: 'click' },
      );
    }, []),
    pointerEnter: useCallback(
      (index: number) => {
        if (!hoverEnabled) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => setOpen((current) => (current?.by === 'click' ? current : { index, by: 'hover' })),
          HOVER_DELAY_MS,
        );
      },
      [hoverEnabled],
    ),
    pointerLeave: useCallback((index: number) => {
      clearTimeout(timer.current);
      setOpen((current) => (current?.index === index && current.by === 'hover' ? null : current));
    }, []),
  };
}
