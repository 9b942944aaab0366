import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../common/config/app-names';
import type { PlatformConfig } from '../../common/config/platform-config';
import { contentRoot } from '../../rendering/page-config';
import { contentPageMain } from '../content/content-page';
import { contentTexts } from '../content/content-texts';
import { galleryDetails, galleryFragment } from '../content/gallery';
import { sitePage } from './content-page-routes';

const FRAGMENT = /^galerie\.(\d{1,3})\.html$/;

/**
 * `/<lang>/content.html`: every content widget (stage, carousels, tables, tabs, gallery, picture
 * view, videos, job map, teasers); the gallery's load-more fragments
 * `/<lang>/content/galerie.<n>.html` (never cached) and its pictures with their info
 * `/<lang>/content/galerie-bilder.json`.
 */
export function registerContentWidgetRoutes(app: FastifyInstance, config: PlatformConfig): void {
  for (const language of LANGUAGES) {
    const path = `/${language}/content.html`;
    app.get<{ Querystring: { editMode?: string } }>(path, async (request, reply) => {
      const text = contentTexts(language);
      const body = sitePage(config, {
        language,
        path,
        contentPath: `${contentRoot(language)}/content`,
        heading: { title: text.pageTitle, lead: text.pageLead },
        main: contentPageMain(language),
        editMode: request.query.editMode === 'true',
        nonce: request.cspNonce,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
    });
    app.get<{ Params: { file: string } }>(`/${language}/content/:file`, async (request, reply) => {
      const { file } = request.params;
      if (file === 'galerie-bilder.json') {
        return reply.header('cache-control', 'public, max-age=300').send(galleryDetails(language));
      }
      const page = FRAGMENT.exec(file);
      const html = page ? galleryFragment(language, Number(page[1])) : undefined;
      if (html === undefined) return reply.code(404).send({ message: `No such file: ${file}` });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });
  }
}
