import { escapeHtml } from '../html';
import { widgetElement } from '../widget-markup';
import { CHROME_TEXTS, quickLinks } from './chrome-texts';
import type { ChromePage } from './site-header';

/** The theme of the business customers' pages, on which the quickbar is always open. */
export const BUSINESS_THEME = 'business';

export const pageTheme = (page: ChromePage): string =>
  page.path.startsWith(`/${page.language}/firmenkunden`) ? BUSINESS_THEME : 'private';

/**
 * The quickbar above the footer: the bank's quick links, the stored branch and banksearch's
 * location search (placed by markup in the slot the quickbar shows and hides). `data-theme` is
 * the page's theme; `openOnTheme` the one on which it is always open.
 */
export function siteQuickbar(page: ChromePage): string {
  const text = CHROME_TEXTS[page.language];
  const links = quickLinks(page.language).map(({ label, href, icon }) => ({ label, href, icon }));
  const location = {
    variant: 'footer',
    title: text.quickbarLocationTitle,
    placeholder: text.quickbarLocationPlaceholder,
    headingLevel: 3,
  };
  return `<aside class="cms-quickbar" id="site-quickbar" data-theme="${pageTheme(page)}" aria-label="${escapeHtml(text.quickbar)}">
<div class="cms-container cms-quickbar__inner">
${widgetElement('chrome/quickbar', { openOnTheme: BUSINESS_THEME, links })}
<div class="cms-quickbar__location" id="site-quickbar-location" data-quickbar-slot>${widgetElement('banksearch/location-search', location, 'quickbar')}</div>
</div>
</aside>`;
}
