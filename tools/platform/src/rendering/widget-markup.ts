import { escapeHtml } from './html';

/**
 * A widget element as the CMS renders it: `data-widget` names it, `data-config` holds JSON.
 * `space` names the size the page reserves for it before its code arrives where the widget's
 * height depends on its config (`data-widget-space`, see widget-space/widget-space-css.ts).
 */
export function widgetElement(widget: string, config: object, space?: string): string {
  const spaceAttribute = space ? ` data-widget-space="${escapeHtml(space)}"` : '';
  return `<div data-widget="${escapeHtml(widget)}" data-config='${escapeHtml(JSON.stringify(config))}'${spaceAttribute}></div>`;
}
