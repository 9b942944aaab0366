/**
 * Shortens `text` to `max` characters plus the ellipsis; shorter text is returned unchanged.
 * Counts code points, so an emoji or umlaut is never cut in half.
 */
export function truncate(text: string, max = 16, ellipsis = '...'): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return characters.slice(0, max).join('').trimEnd() + ellipsis;
}
