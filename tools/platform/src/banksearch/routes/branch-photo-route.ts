import type { FastifyInstance } from 'fastify';
import {
  FACADE_VARIANTS,
  facadeSvg,
  facadeWidth,
  MAX_FACADE_WIDTH,
  MIN_FACADE_WIDTH,
} from '../data/branch-photo';

/**
 * GET /assets/branches/facade-<n>.svg[?w=<px>]: the branch photos the dataset links to. `w`
 * (the res1x / res2x widths of `listImage`) sets the rendered width; the height follows (4:3).
 */
export function registerBranchPhotoRoute(app: FastifyInstance): void {
  app.get<{ Params: { variant: string }; Querystring: { w?: string } }>(
    '/assets/branches/facade-:variant.svg',
    async (request, reply) => {
      const variant = Number(request.params.variant);
      if (!Number.isInteger(variant) || variant < 1 || variant > FACADE_VARIANTS)
        return reply
          .code(404)
          .send({ message: `No branch photo facade-${request.params.variant}.svg.` });
      const width = facadeWidth(request.query.w);
      if (width === undefined)
        return reply.code(400).send({
          message: `w must be a width in pixels from ${MIN_FACADE_WIDTH} to ${MAX_FACADE_WIDTH}.`,
        });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(facadeSvg(variant, width));
    },
  );
}
