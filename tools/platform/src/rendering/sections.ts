import type { Domain } from '../common/config/app-names';
import type { TextSection } from './content/site-content';
import { escapeHtml } from './html';

/** CMS copy under its heading; `inner` is markup placed after the copy (e.g. a widget). */
export function textSection(section: TextSection, inner = ''): string {
  const paragraphs = section.paragraphs
    .map((text) => `<p class="cms-copy">${escapeHtml(text)}</p>`)
    .join('');
  return `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(section.heading)}</h2>${paragraphs}${inner}</section>`;
}

/**
 * A widget in the page flow. No heading, intro or landmark of the CMS's own: a widget brings its
 * title, intro (from data-config) and region, so they are not doubled.
 */
export function widgetBlock(widget: string): string {
  return `<div class="cms-section cms-widget-section">${widget}</div>`;
}

/** The page section of a domain whose widgets do not exist yet: a marker, no content. */
export function pendingWidgetsSlot(domain: Domain): string {
  return `<!-- slot: the ${domain} app's widgets, with realistic configuration, go here once they exist -->`;
}
