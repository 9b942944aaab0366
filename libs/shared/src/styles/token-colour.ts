/**
 * The colour a design token holds at `element`, as a value a chart library that paints its own
 * SVG can use. A `#rrggbb` token comes back as written; anything else (a contrast theme sets the
 * tokens to system colours such as `Highlight`, which only CSS understands) is resolved by the
 * browser to `rgb(...)`. An unset token gives `fallback`.
 */
export function readTokenColour(
  element: HTMLElement,
  token: `--ctb-${string}`,
  fallback: string,
): string {
  const value = getComputedStyle(element).getPropertyValue(token).trim() || fallback;
  if (/^#[0-9a-f]{3,8}$/i.test(value)) return value;
  const probe = element.ownerDocument.createElement('span');
  probe.style.color = value;
  element.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved || fallback;
}
