import type { Language } from '../../common/config/app-names';
import { escapeHtml } from '../../rendering/html';
import type { NavigationPage } from '../../rendering/site-chrome/navigation/site-navigation';
import { entryHref, LEGAL_PAGES } from '../../rendering/site-chrome/navigation/site-navigation';
import { COPY, pageLead } from '../data/page-copy';

const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

function breadcrumb(language: Language, page: NavigationPage): string {
  const copy = COPY[language];
  const items = [
    `<li>${link(`/${language}/index.html`, copy.home)}</li>`,
    ...page.trail.map((item, index) => {
      const label = escapeHtml(item.label[language]);
      return index === page.trail.length - 1
        ? `<li><a href="${escapeHtml(page.href)}" aria-current="page">${label}</a></li>`
        : `<li>${link(entryHref(language, page.trail.slice(0, index + 1)), item.label[language])}</li>`;
    }),
  ];
  return `<nav class="cms-breadcrumb" aria-label="${escapeHtml(copy.breadcrumb)}"><ol>${items.join('')}</ol></nav>`;
}

function tiles(language: Language, page: NavigationPage, heading: string): string {
  const items = page.entry.children.map((child) => {
    const trail = [...page.trail, child];
    const childPage = {
      entry: child,
      href: entryHref(language, trail),
      trail,
      level: trail.length,
    };
    return `<li class="cms-tile"><a class="cms-tile__link" href="${escapeHtml(childPage.href)}">${escapeHtml(child.label[language])}</a><p class="cms-tile__text">${escapeHtml(pageLead(language, childPage))}</p></li>`;
  });
  return `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(heading)}</h2><ul class="cms-tiles">${items.join('')}</ul></section>`;
}

function related(language: Language, page: NavigationPage, siblings: NavigationPage[]): string {
  const others = siblings.filter((sibling) => sibling.href !== page.href).slice(0, 4);
  if (others.length === 0) return '';
  const items = others.map((other) => `<li>${link(other.href, other.entry.label[language])}</li>`);
  return `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(COPY[language].related)}</h2><ul class="cms-link-list">${items.join('')}</ul></section>`;
}

/** The main content of a page of the navigation tree or a legal page. */
export function contentPageMain(
  language: Language,
  page: NavigationPage,
  siblings: NavigationPage[],
): string {
  const copy = COPY[language];
  const label = page.entry.label[language];
  const legal = LEGAL_PAGES.includes(page.entry);
  const parts = [breadcrumb(language, page)];
  if (page.entry.children.length > 0) parts.push(tiles(language, page, copy.overview));
  if (legal && page.entry.slug === 'datenschutz') {
    parts.push(
      `<section class="cms-section" id="cookies"><h2 class="cms-heading">${escapeHtml(copy.cookies.heading)}</h2><p class="cms-copy">${escapeHtml(copy.cookies.text)}</p></section>`,
    );
  }
  if (!legal) {
    parts.push(
      `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(copy.advice.heading)}</h2><p class="cms-copy">${escapeHtml(copy.advice.text(label))}</p><p><a class="cms-button" href="/${language}/forms.html">${escapeHtml(copy.cta)}</a></p></section>`,
    );
    parts.push(related(language, page, siblings));
  }
  return parts.join('\n');
}

export const contentPageLead = (language: Language, page: NavigationPage): string =>
  LEGAL_PAGES.includes(page.entry)
    ? COPY[language].legalLead(page.entry.label[language])
    : pageLead(language, page);
