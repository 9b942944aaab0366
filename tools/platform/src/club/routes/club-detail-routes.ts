import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { parseRequest } from '../../common/http/parse-request';
import { renderImageSvg } from '../../common/images/list-images';
import { clubBenefits, type ClubBenefit } from '../data/club-benefits';
import { clubDiscountDetail, oldVariantDetail } from '../data/club-details';

/** SPEC section 7 "GET club detail by id (new and old variants)". */
export const CLUB_DETAIL_PATH = '/cachableservlets/club/benefit.json';
/** The old variant's contents search: its detail text. */
export const CLUB_CONTENTS_PATH = '/cachableservlets/club/contents.json';
/** SPEC section 7 "Header image: GET via a media path with reductionId and mediaId". */
export const CLUB_MEDIA_PATH = '/cachableservlets/club/media';

const VoucherId = v.pipe(v.string(), v.regex(/^cb-\d{4}$/, 'must look like cb-0001'));

export function findBenefit(config: PlatformConfig, voucherId: string): ClubBenefit | undefined {
  return clubBenefits(config.now()).find((entry) => entry.item.voucherId === voucherId)?.item;
}

const notFound = (voucherId: string) => ({ message: `No club benefit ${voucherId}.` });

export function registerClubDetailRoutes(app: FastifyInstance, config: PlatformConfig): void {
  // The old variant (a benefit without title) answers in its old shape; the widget reads both.
  app.get(CLUB_DETAIL_PATH, async (request, reply) => {
    const { id } = parseRequest(v.object({ id: VoucherId }), request.query, 'query parameters');
    const benefit = findBenefit(config, id);
    if (!benefit) return reply.code(404).send(notFound(id));
    const detail = clubDiscountDetail(benefit);
    return reply
      .header('cache-control', 'no-store')
      .send(benefit.title ? detail : oldVariantDetail(detail, benefit.partner));
  });

  app.get(CLUB_CONTENTS_PATH, async (request, reply) => {
    const { voucherId } = parseRequest(
      v.object({ voucherId: VoucherId }),
      request.query,
      'query parameters',
    );
    const benefit = findBenefit(config, voucherId);
    const documents = benefit
      ? [{ voucherId, detailText: clubDiscountDetail(benefit).detailText }]
      : [];
    return reply.header('cache-control', 'no-store').send({ documents, size: documents.length });
  });

  app.get(CLUB_MEDIA_PATH, async (request, reply) => {
    const { reductionId, mediaId } = parseRequest(
      v.object({ reductionId: VoucherId, mediaId: v.string() }),
      request.query,
      'query parameters',
    );
    const size = /^(cb-\d{4})-header-(sm|lg)$/.exec(mediaId);
    if (!size || size[1] !== reductionId || !findBenefit(config, reductionId)) {
      return reply.code(404).send({ message: `No picture ${mediaId} for ${reductionId}.` });
    }
    // The large variant is for wide screens (1220 px at 2x), the small one for phones.
    const svg =
      size[2] === 'lg'
        ? renderImageSvg(`club-header-${reductionId}`, 'lg', 2)
        : renderImageSvg(`club-header-${reductionId}`, 'xs', 2);
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
}
