import { SITE_CONTENT } from '../content';
import { escapeHtml } from '../html';
import { CHROME_TEXTS } from './chrome-texts';
import { entryHref, LEGAL_PAGES } from './navigation/site-navigation';
import type { ChromePage } from './site-header';

const link = (href: string, text: string, attributes = '') =>
  `<li><a href="${escapeHtml(href)}"${attributes}>${escapeHtml(text)}</a></li>`;

/**
 * The site footer: address, service links, the legal pages and the cookie settings. The settings
 * link leads to the privacy page without JavaScript; with it, the chrome app's cookie banner
 * opens its settings instead (`data-ctb-consent-settings`).
 */
export function siteFooter(page: ChromePage): string {
  const { language } = page;
  const { footer: text, pages } = SITE_CONTENT[language];
  const chrome = CHROME_TEXTS[language];
  const address = text.address.map(escapeHtml).join('<br>');
  const service = (['banksearch', 'forms', 'calculators', 'lists', 'club', 'market'] as const)
    .map((target) => link(`/${language}/${target}.html`, pages[target].navLabel))
    .join('');
  const legal = LEGAL_PAGES.map((item) =>
    link(entryHref(language, [item]), item.label[language]),
  ).join('');
  const privacy = `/${language}/datenschutz.html`;
  return `<footer class="cms-footer">
  <div class="cms-container cms-footer__columns">
    <div><h2 class="cms-footer__heading">${escapeHtml(text.addressLabel)}</h2><p class="cms-footer__text">${address}</p></div>
    <nav aria-label="${escapeHtml(text.linksLabel)}"><h2 class="cms-footer__heading">${escapeHtml(text.linksLabel)}</h2><ul class="cms-footer__links">${service}</ul></nav>
    <nav aria-label="${escapeHtml(chrome.legal)}"><h2 class="cms-footer__heading">${escapeHtml(chrome.legal)}</h2><ul class="cms-footer__links">${legal}${link(`${privacy}#cookies`, chrome.cookieSettings, ' data-ctb-consent-settings')}</ul></nav>
  </div>
  <p class="cms-container cms-footer__notice">${escapeHtml(text.demoNotice)}</p>
</footer>`;
}
