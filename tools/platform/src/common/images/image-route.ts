import type { FastifyInstance } from 'fastify';
import { IMAGE_PATH, renderImageSvg, type ImageSize } from './list-images';

/** `GET /images/<id>-<lg|md|sm|xs>@<1|2>x.svg`: the generated picture of a list item. */
export function registerImageRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const match = IMAGE_PATH.exec(request.params.file);
    if (!match) {
      return reply.code(404).send({ message: `No such image: ${request.params.file}` });
    }
    const [, id = '', size, density] = match;
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderImageSvg(id, size as ImageSize, density === '2' ? 2 : 1));
  });
}
