import measured from './widget-space.json';

/** The space one widget takes once mounted, in CSS pixels, at a phone and a desktop width. */
export interface WidgetSpace {
  widget: string;
  /** `data-widget-space` of the element, where the widget's height depends on its config */
  space?: string;
  phone: number;
  desktop: number;
}

/** Phone sizes (measured at 375 px) apply below this width, desktop sizes (1280 px) from it. */
export const WIDGET_SPACE_DESKTOP_FROM = 768;

/** Written by `npm run measure:space` from the mounted widgets of every demo page. */
export const WIDGET_SPACES: readonly WidgetSpace[] = measured.widgets;

function elementSelector({ widget, space }: Pick<WidgetSpace, 'widget' | 'space'>): string {
  const spaceSelector = space ? `[data-widget-space="${space}"]` : ':not([data-widget-space])';
  return `[data-widget="${widget}"]${spaceSelector}`;
}

const rule = (space: WidgetSpace, height: number) =>
  height > 0 ? `${elementSelector(space)} { --ctb-widget-space: ${height}px; }` : '';

/**
 * Page CSS (part of the CMS's site.css, so it applies from the first paint, before any script).
 * Each widget element gets its widget's mounted height as `--ctb-widget-space`, and holds it as
 * its min-height until the widget has rendered (no script ran yet, or its code is loading), as a
 * calm skeleton in the widgets' design tokens (libs/shared's tokens.css; the fallbacks are their
 * values, as the tokens arrive with the first widget's code). A mounted widget, or one that
 * failed, takes its own height; a widget whose first render waits for data gives its loading
 * state `min-height: var(--ctb-widget-space)` (docs/contracts.md, "Reserved space"). Every
 * element resets the property, so a widget inside another does not inherit its host's height.
 */
export function widgetSpaceCss(spaces: readonly WidgetSpace[] = WIDGET_SPACES): string {
  const phone = spaces.map((space) => rule(space, space.phone)).filter(Boolean);
  const desktop = spaces.map((space) => rule(space, space.desktop)).filter(Boolean);
  return `
[data-widget] { --ctb-widget-space: initial; }
${phone.join('\n')}
@media (min-width: ${WIDGET_SPACE_DESKTOP_FROM}px) {
${desktop.join('\n')}
}
[data-widget]:not([data-widget-state="mounted"], [data-widget-state="error"]) {
  box-sizing: border-box;
  min-height: var(--ctb-widget-space, 0px);
  background: var(--ctb-color-surface-alt, #f3f5f7);
  border-radius: var(--ctb-radius-md, 8px);
}
`;
}
