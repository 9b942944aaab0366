import { DOMAINS, type Language } from '../../common/config/app-names';
import { SITE_CONTENT } from '../../rendering/content';
import { contentPages } from '../../rendering/site-chrome/navigation/site-navigation';
import { COPY, pageLead } from './page-copy';

/** One search result or suggestion (SPEC "Autosuggest item": title, subtitle, url). */
export interface SearchHit {
  title: string;
  subtitle: string;
  url: string;
  /** text searched besides title and subtitle */
  text: string;
}

const fold = (text: string) => text.toLocaleLowerCase('de');

/** The site's own pages in one language: content pages and the demo pages, in site order. */
export function sitePages(language: Language): SearchHit[] {
  const home = COPY[language].home;
  const content = contentPages(language).map((page) => ({
    title: page.entry.label[language],
    subtitle:
      page.trail.length > 1
        ? page.trail
            .slice(0, -1)
            .map((item) => item.label[language])
            .join(' › ')
        : home,
    url: page.href,
    text: pageLead(language, page),
  }));
  const demo = (['index', ...DOMAINS] as const).map((page) => {
    const text = SITE_CONTENT[language].pages[page];
    return {
      title: text.title,
      subtitle: home,
      url: `/${language}/${page}.html`,
      text: [text.lead, ...text.sections.map((section) => section.heading)].join('\n'),
    };
  });
  return [...content, ...demo];
}

/**
 * The pages matching every word of `term` (case-insensitive substrings), best first: words in
 * the title before words elsewhere, then pages in the section of `nearPath`.
 */
export function searchSitePages(language: Language, term: string, nearPath = ''): SearchHit[] {
  const words = fold(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const section = nearPath.split('/').slice(0, 3).join('/');
  const scored = sitePages(language).flatMap((hit, index) => {
    const title = fold(hit.title);
    const all = fold(`${hit.title}\n${hit.subtitle}\n${hit.text}`);
    if (!words.every((word) => all.includes(word))) return [];
    const inTitle = words.filter((word) => title.includes(word)).length;
    const startsTitle = title.startsWith(words[0] ?? '') ? 1 : 0;
    const near = section.length > 4 && hit.url.startsWith(section) ? 1 : 0;
    return [{ hit, score: inTitle * 4 + startsTitle * 2 + near, index }];
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.hit);
}
