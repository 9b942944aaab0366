import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../../common/config/app-names';
import { appOrigin, type PlatformConfig } from '../../common/config/platform-config';
import { base64 } from '../../rendering/html';
import { buildPageConfig } from '../../rendering/page-config';
import { renderPage } from '../../rendering/page-layout';
import { shellTags } from '../../rendering/shell-script';
import { DEMO_EVENTS, DEMO_PROFILES } from '../data/demo-events';
import { FORM_PAGE_SLUGS, type FormPageSlug } from '../pages/forms-copy';
import { formPageHeading, formPageMain } from '../pages/form-page';

interface Query {
  editMode?: string;
  event?: string;
  profile?: string;
}

const isSlug = (slug: string): slug is FormPageSlug =>
  (FORM_PAGE_SLUGS as readonly string[]).includes(slug);

/**
 * The form pages: `/<lang>/formulare/<form>.html`, the target of contact links and of the
 * call-to-action (a form overlay loads the page and shows its form). The event registration
 * page takes the invitation from `?event=<servicePKey>&profile=<profilePKey>` into the page
 * config (`eventForm`), as the CMS renders an invitation link.
 */
export function registerFormPagesRoute(app: FastifyInstance, config: PlatformConfig): void {
  app.get<{ Params: { language: string; slug: string }; Querystring: Query }>(
    '/:language/formulare/:slug.html',
    async (request, reply) => {
      const { language, slug } = request.params;
      if (!isLanguage(language) || !isSlug(slug)) return reply.callNotFound();
      const path = `/${language}/formulare/${slug}`;
      const pageConfig = {
        ...buildPageConfig(config, language, 'forms', request.query.editMode === 'true'),
        currentPagePath: base64(path),
        ...(slug === 'veranstaltung' && {
          eventForm: {
            servicePKey: request.query.event ?? DEMO_EVENTS[0]?.servicePKey ?? '',
            profilePKey: request.query.profile ?? DEMO_PROFILES[0]?.profilePKey ?? '',
          },
        }),
      };
      const body = renderPage({
        language,
        page: 'forms',
        pageConfig,
        shell: shellTags(`${appOrigin(config, 'shell')}/shell.js`, 'defer'),
        main: formPageMain(language, slug),
        heading: formPageHeading(language, slug),
        nonce: request.cspNonce,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
    },
  );
}
