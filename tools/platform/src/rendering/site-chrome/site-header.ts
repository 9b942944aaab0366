import { LANGUAGES, type Language } from '../../common/config/app-names';
import { SITE_CONTENT } from '../content';
import { escapeHtml } from '../html';
import { widgetElement } from '../widget-markup';
import { CHROME_TEXTS, quickLinks } from './chrome-texts';
import type { NavigationEntry } from './navigation/navigation-entry';
import { entryHref, SITE_NAVIGATION } from './navigation/site-navigation';

export const BANK_NAME = 'Regionalbank Demo';

/** What the header needs to know of the page it is on. */
export interface ChromePage {
  language: Language;
  /** the page's URL path, e.g. `/de/privatkunden/konto-karte.html` */
  path: string;
  /** the same page in each language (the language switch); a language's start page otherwise */
  languageHref: (language: Language) => string;
  editMode: boolean;
}

const logo = `<svg class="cms-brand__mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6" fill="#0b5d3b"/><path d="M8 23V9h8.5a4.5 4.5 0 0 1 1.6 8.7L22.5 23h-3.9l-3.8-5H11.6v5zm3.6-8h4.6a1.6 1.6 0 0 0 0-3.1h-4.6z" fill="#fff"/></svg>`;

const link = (href: string, text: string, attributes = '') =>
  `<a href="${escapeHtml(href)}"${attributes}>${escapeHtml(text)}</a>`;

/** The tree as nested lists; the current page is `aria-current="page"`, its sections `"true"`. */
function treeList(
  page: ChromePage,
  entries: readonly NavigationEntry[],
  above: NavigationEntry[],
): string {
  const items = entries.map((item): string => {
    const trail = [...above, item];
    const href = entryHref(page.language, trail);
    const current =
      href === page.path
        ? ' aria-current="page"'
        : page.path.startsWith(href.replace(/\.html$/, '/'))
          ? ' aria-current="true"'
          : '';
    const children = item.children.length ? treeList(page, item.children, trail) : '';
    return `<li>${link(href, item.label[page.language], current)}${children}</li>`;
  });
  return `<ul data-level="${above.length + 1}">${items.join('')}</ul>`;
}

function quickAccess(page: ChromePage): string {
  const text = CHROME_TEXTS[page.language];
  const items = quickLinks(page.language)
    .map((item) => `<li>${link(item.href, item.label)}</li>`)
    .join('');
  return `<nav class="cms-quick-access" id="site-quick-access" aria-label="${escapeHtml(text.quickAccess)}"><ul>${items}</ul></nav>`;
}

function languages(page: ChromePage): string {
  const text = CHROME_TEXTS[page.language];
  const items = LANGUAGES.map((other) => {
    const current = other === page.language ? ' aria-current="true"' : '';
    const name = SITE_CONTENT[other].languageName;
    return `<li>${link(page.languageHref(other), name, ` lang="${other}" hreflang="${other}"${current}`)}</li>`;
  }).join('');
  return `<nav class="cms-languages" id="site-languages" aria-label="${escapeHtml(text.language)}"><ul>${items}</ul>${widgetElement('chrome/language-select', {})}</nav>`;
}

function search(page: ChromePage): string {
  const text = CHROME_TEXTS[page.language];
  const action = `/${page.language}/suche.html`;
  const config = { autosuggestUrl: '/api/site-search/autosuggest', minLength: 3 };
  return `<form class="cms-search" id="site-search" role="search" action="${action}" method="get" aria-label="${escapeHtml(text.search)}">
<div class="cms-search__static"><label class="cms-search__label" for="site-search-term">${escapeHtml(text.search)}</label><input class="cms-search__input" id="site-search-term" name="q" type="search" placeholder="${escapeHtml(text.searchPlaceholder)}"><button class="cms-search__button" type="submit">${escapeHtml(text.searchButton)}</button></div>
<a class="cms-search__link" href="${action}">${escapeHtml(text.search)}</a>
${widgetElement('chrome/site-search', config)}</form>`;
}

/**
 * The site header as the CMS renders it: every link is in the markup, so a visitor without
 * JavaScript can navigate (levels 2 and 3 through the section pages, which list their children);
 * the chrome app's widgets inside enhance it (flyouts, mobile menu, autosuggest, pinning).
 */
export function siteHeader(page: ChromePage): string {
  const text = CHROME_TEXTS[page.language];
  const content = SITE_CONTENT[page.language];
  const home = `/${page.language}/index.html`;
  const mobileItems = SITE_NAVIGATION.map(
    (item) => `<li>${link(entryHref(page.language, [item]), item.label[page.language])}</li>`,
  ).join('');
  return `<header class="cms-header" id="site-header">
<div class="cms-header__service"><div class="cms-container cms-header__service-row">
${quickAccess(page)}
<div class="cms-header__service-end">${languages(page)}<a class="cms-login" id="site-login" href="${escapeHtml(`/${page.language}/club.html`)}">${escapeHtml(text.login)}</a></div>
</div></div>
<div class="cms-container cms-header__main">
<a class="cms-brand" href="${home}" aria-label="${escapeHtml(`${BANK_NAME} – ${text.home}`)}">${logo}<span class="cms-brand__name">${BANK_NAME}</span><span class="cms-brand__tagline">${escapeHtml(content.tagline)}</span></a>
<nav class="cms-nav" id="site-navigation" aria-label="${escapeHtml(content.mainNavigationLabel)}">${treeList(page, SITE_NAVIGATION, [])}${widgetElement('chrome/navigation', {})}</nav>
${search(page)}
<details class="cms-menu" id="site-menu"><summary class="cms-menu__button">${escapeHtml(text.menu)}</summary><ul class="cms-menu__list">${mobileItems}</ul></details>
${widgetElement('chrome/header', {})}
</div>
</header>`;
}
