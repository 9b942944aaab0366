/**
 * The option an arrow key makes active among `count` options, -1 being the box with the typed
 * text: Down from the last and Up from the first go back to the typed text, so Up past the first
 * restores the original query (SPEC section 5), and one more press goes round again.
 */
export function nextActiveIndex(current: number, count: number, down: boolean): number {
  if (count === 0) return -1;
  if (down) return current >= count - 1 ? -1 : current + 1;
  return current === -1 ? count - 1 : current - 1;
}

/** The option an arrow key makes active when it opens the hidden suggestions. */
export const openingIndex = (count: number, down: boolean): number => (down ? 0 : count - 1);
