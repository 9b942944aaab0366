import type { Language } from '../../../common/config/app-names';
import { aboutUs } from './about-us';
import { businessCustomers } from './business-customers';
import { career } from './career';
import { entry, type NavigationEntry } from './navigation-entry';
import { privateCustomers } from './private-customers';

/** The main navigation of the bank's site: four sections, levels 1 to 3. */
export const SITE_NAVIGATION: readonly NavigationEntry[] = [
  privateCustomers,
  businessCustomers,
  aboutUs,
  career,
];

/** Pages every bank site has outside the main navigation (the footer links them). */
export const LEGAL_PAGES: readonly NavigationEntry[] = [
  entry('impressum', 'Impressum|Legal notice|Mentions légales|Impresum|Note legali|Impresum'),
  entry(
    'datenschutz',
    'Datenschutz|Privacy|Protection des données|Zaštita podataka|Privacy|Varstvo podatkov',
  ),
  entry(
    'barrierefreiheit',
    'Barrierefreiheit|Accessibility|Accessibilité|Pristupačnost|Accessibilità|Dostopnost',
  ),
];

/** An entry placed in the tree: its URL and the entries above it. */
export interface NavigationPage {
  entry: NavigationEntry;
  /** `/<lang>/<slug>/<slug>.html`, or the demo page's URL */
  href: string;
  /** from level 1 down to this entry */
  trail: NavigationEntry[];
  level: number;
}

export const entryHref = (language: Language, trail: readonly NavigationEntry[]): string => {
  const last = trail[trail.length - 1];
  if (last?.demoPage) return `/${language}/${last.demoPage}.html`;
  return `/${language}/${trail.map((item) => item.slug).join('/')}.html`;
};

function placed(language: Language, entries: readonly NavigationEntry[], above: NavigationEntry[]) {
  return entries.flatMap((item): NavigationPage[] => {
    const trail = [...above, item];
    const page = { entry: item, href: entryHref(language, trail), trail, level: trail.length };
    return [page, ...placed(language, item.children, trail)];
  });
}

/** Every entry of the main navigation with its URL, depth first. */
export const navigationPages = (language: Language): NavigationPage[] =>
  placed(language, SITE_NAVIGATION, []);

/** The content pages the platform serves itself: navigation entries without a demo page, legal pages. */
export const contentPages = (language: Language): NavigationPage[] =>
  [...navigationPages(language), ...placed(language, LEGAL_PAGES, [])].filter(
    (page) => !page.entry.demoPage,
  );

/** The content page at `path` (`/de/privatkunden/konto-karte.html`), if there is one. */
export function contentPageAt(language: Language, path: string): NavigationPage | undefined {
  return contentPages(language).find((page) => page.href === path);
}

/** The navigation entries on the way to `path` (level 1 first); empty when it is not in the tree. */
export function trailTo(language: Language, path: string): NavigationEntry[] {
  return navigationPages(language).find((page) => page.href === path)?.trail ?? [];
}
