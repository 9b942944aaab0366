import { escapeHtml } from './html';

/** A widget element as the CMS renders it: `data-widget` names it, `data-config` holds JSON. */
export function widgetElement(widget: string, config: object): string {
  return `<div data-widget="${escapeHtml(widget)}" data-config='${escapeHtml(JSON.stringify(config))}'></div>`;
}
