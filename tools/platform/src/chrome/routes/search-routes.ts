import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isLanguage, LANGUAGES, type Language } from '../../common/config/app-names';
import type { PlatformConfig } from '../../common/config/platform-config';
import { parseRequest } from '../../common/http/parse-request';
import { contentRoot } from '../../rendering/page-config';
import { SITE_NAVIGATION, entryHref } from '../../rendering/site-chrome/navigation/site-navigation';
import type { NavigationEntry } from '../../rendering/site-chrome/navigation/navigation-entry';
import { searchLists } from '../data/lists-search';
import { searchSitePages, type SearchHit } from '../data/site-index';
import { SEARCH_TEXTS, searchPageMain, type SearchResults } from '../pages/search-page';
import { sitePage } from './content-page-routes';

export const AUTOSUGGEST_PATH = '/api/site-search/autosuggest';
const MAX_SUGGESTIONS = 8;

const AutosuggestQuery = v.object({
  term: v.pipe(
    v.string('term is required'),
    v.trim(),
    v.minLength(1, 'term must not be empty'),
    v.maxLength(100, 'term is longer than 100 characters'),
  ),
  path: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});

/** The language and site path of a page path: a CMS content path or a URL path. */
function pageOf(path: string): { language: Language; sitePath: string } {
  const segments = path.replace(/^\/content\/[^/]+/, '').split('/');
  const language = segments.find((segment) => isLanguage(segment)) ?? 'de';
  return { language: language as Language, sitePath: segments.join('/') };
}

const selfOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const toSuggestion = ({ title, subtitle, url }: SearchHit) => ({ title, subtitle, url });

function navigationJson(
  language: Language,
  entries: readonly NavigationEntry[],
  above: NavigationEntry[],
): unknown[] {
  return entries.map((item) => {
    const trail = [...above, item];
    return {
      label: item.label[language],
      url: entryHref(language, trail),
      children: navigationJson(language, item.children, trail),
    };
  });
}

/**
 * The site search: GET autosuggest with `term` and `path` (SPEC "Other content": a list of title,
 * subtitle, url), the results page `/<lang>/suche.html?q=` over the site's pages, news and FAQ,
 * and the navigation tree as JSON per language.
 */
export function registerSearchRoutes(app: FastifyInstance, config: PlatformConfig): void {
  app.get(AUTOSUGGEST_PATH, async (request, reply) => {
    const query = parseRequest(AutosuggestQuery, request.query, 'query parameters');
    const { language, sitePath } = pageOf(query.path);
    const pages = searchSitePages(language, query.term, sitePath);
    let lists = { news: [] as SearchHit[], faq: [] as SearchHit[] };
    try {
      lists = await searchLists(selfOrigin(request), language, query.term, 2);
    } catch (error) {
      config.log(`[platform] autosuggest: news and FAQ not searched (${(error as Error).message})`);
    }
    const suggestions = [
      ...pages.slice(0, MAX_SUGGESTIONS - lists.news.length - lists.faq.length),
      ...lists.news,
      ...lists.faq,
    ];
    return reply
      .header('cache-control', 'no-store')
      .send(suggestions.slice(0, MAX_SUGGESTIONS).map(toSuggestion));
  });

  for (const language of LANGUAGES) {
    const path = `/${language}/suche.html`;
    app.get<{ Querystring: { q?: string; editMode?: string } }>(path, async (request, reply) => {
      const term = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 100) : '';
      let results: SearchResults | undefined;
      if (term) {
        const pages = searchSitePages(language, term);
        try {
          const lists = await searchLists(selfOrigin(request), language, term, 20);
          results = { pages, ...lists, listsFailed: false };
        } catch (error) {
          config.log(
            `[platform] search page: news and FAQ not searched (${(error as Error).message})`,
          );
          results = { pages, news: [], faq: [], listsFailed: true };
        }
      }
      const text = SEARCH_TEXTS[language];
      const body = sitePage(config, {
        language,
        path,
        contentPath: `${contentRoot(language)}/suche`,
        heading: { title: text.title, lead: text.lead },
        main: searchPageMain(language, term, results),
        editMode: request.query.editMode === 'true',
        nonce: request.cspNonce,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    });
  }

  app.get<{ Params: { language: string } }>('/api/navigation/:language', async (request, reply) => {
    const language = request.params.language.replace(/\.json$/, '');
    if (!isLanguage(language)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .send(navigationJson(language, SITE_NAVIGATION, []));
  });
}
