import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLanguage } from '../../common/config/app-names';
import { appOrigin, type PlatformConfig } from '../../common/config/platform-config';
import { DEFAULT_LANGUAGE_PAGE } from '../../rendering/default-page';
import { allModules } from '../domain-modules';
import { collectFragments } from './fragments';
import { FAVICON_SVG } from '../../rendering/favicon';
import { buildPageConfig } from '../../rendering/page-config';
import { isPageId } from '../../rendering/page-ids';
import { renderMain } from './page-main';
import { renderPage } from '../../rendering/page-layout';
import { isShellMode, SHELL_MODES, shellTags } from '../../rendering/shell-script';
import { SITE_CSS } from '../../rendering/site-css';

interface PageQuery {
  shell?: string;
  editMode?: string;
}

/** Demo pages, fragments and the CMS's own assets; HTML is generated per request. */
export function registerPageRoutes(app: FastifyInstance, config: PlatformConfig): void {
  const html = 'text/html; charset=utf-8';
  const fragments = collectFragments(allModules());

  app.get('/', async (_request, reply) => reply.redirect(DEFAULT_LANGUAGE_PAGE));

  app.get<{ Params: { language: string } }>('/:language/', async (request, reply) => {
    if (!isLanguage(request.params.language)) return reply.callNotFound();
    return reply.redirect(`/${request.params.language}/index.html`);
  });

  app.get<{ Params: { language: string; page: string }; Querystring: PageQuery }>(
    '/:language/:page.html',
    async (request, reply) => {
      const { language, page } = request.params;
      if (!isLanguage(language) || !isPageId(page)) return reply.callNotFound();
      const mode = request.query.shell ?? 'defer';
      if (!isShellMode(mode)) {
        return reply.code(400).send({ message: `shell must be one of ${SHELL_MODES.join(', ')}` });
      }
      const editMode = request.query.editMode === 'true';
      const body = renderPage({
        language,
        page,
        pageConfig: buildPageConfig(config, language, page, editMode),
        shell: shellTags(`${appOrigin(config, 'shell')}/shell.js`, mode),
        main: renderMain(language, page),
        nonce: request.cspNonce,
      });
      return reply.type(html).header('cache-control', 'no-cache').send(body);
    },
  );

  app.get<{ Params: { language: string; name: string } }>(
    '/:language/fragments/:name.html',
    async (request, reply) => {
      const { language, name } = request.params;
      const fragment = fragments.get(name);
      if (!isLanguage(language) || !fragment) return reply.callNotFound();
      return reply.type(html).header('cache-control', 'no-cache').send(fragment(language));
    },
  );

  app.get('/assets/site.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SITE_CSS),
  );

  const favicon = async (_request: unknown, reply: FastifyReply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG);
  app.get('/favicon.svg', favicon);
  // Browsers that ignore the icon link still ask for /favicon.ico; an SVG answer is accepted.
  app.get('/favicon.ico', favicon);
}
