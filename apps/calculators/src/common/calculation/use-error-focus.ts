import { useEffect, useRef } from 'react';

/**
 * Moves the view and focus to the error block when a calculation the visitor started fails;
 * a failure of the calculation on page load stays where it is, so the page does not jump.
 */
export function useErrorFocus(error: unknown, visitorStarted: boolean) {
  const errorRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!error || !visitorStarted || !errorRef.current) return;
    errorRef.current.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    errorRef.current.focus({ preventScroll: true });
  }, [error, visitorStarted]);
  return errorRef;
}
