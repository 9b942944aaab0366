import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../common/config/app-names';
import { appOrigin, type PlatformConfig } from '../../common/config/platform-config';
import { base64 } from '../../rendering/html';
import { buildPageConfig, contentRoot } from '../../rendering/page-config';
import { renderPage } from '../../rendering/page-layout';
import { shellTags } from '../../rendering/shell-script';
import {
  contentPages,
  type NavigationPage,
} from '../../rendering/site-chrome/navigation/site-navigation';
import { contentPageLead, contentPageMain } from '../pages/content-page';

/** A page of the site in the CMS layout, its page config naming its own content path. */
export function sitePage(
  config: PlatformConfig,
  input: {
    language: Language;
    path: string;
    contentPath: string;
    heading: { title: string; lead: string };
    main: string;
    editMode: boolean;
    nonce?: string;
  },
): string {
  const pageConfig = {
    ...buildPageConfig(config, input.language, 'index', input.editMode),
    currentPagePath: base64(input.contentPath),
  };
  return renderPage({
    language: input.language,
    page: 'index',
    path: input.path,
    pageConfig,
    shell: shellTags(`${appOrigin(config, 'shell')}/shell.js`, 'defer'),
    main: input.main,
    heading: input.heading,
    nonce: input.nonce,
  });
}

const siblingsOf = (pages: NavigationPage[], page: NavigationPage) =>
  pages.filter(
    (other) =>
      other.level === page.level &&
      other.trail.slice(0, -1).every((item, index) => page.trail[index] === item),
  );

/**
 * The content pages of the navigation tree and the legal pages, in all six languages, at the
 * same path under each language (`/<lang>/privatkunden/konto-karte.html`), so the language
 * switch finds the same page through the page config's paths.
 */
export function registerContentPageRoutes(app: FastifyInstance, config: PlatformConfig): void {
  for (const language of LANGUAGES) {
    const pages = contentPages(language);
    for (const page of pages) {
      app.get<{ Querystring: { editMode?: string } }>(page.href, async (request, reply) => {
        const body = sitePage(config, {
          language,
          path: page.href,
          contentPath: `${contentRoot(language)}/${page.trail.map((item) => item.slug).join('/')}`,
          heading: { title: page.entry.label[language], lead: contentPageLead(language, page) },
          main: contentPageMain(language, page, siblingsOf(pages, page)),
          editMode: request.query.editMode === 'true',
          nonce: request.cspNonce,
        });
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(body);
      });
    }
  }
}
