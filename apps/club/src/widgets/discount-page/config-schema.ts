import * as v from '@ctb/shared/validation';
import { loginConfigSchema } from '../../common/login/login-config-schema';

const sitePath = v.pipe(v.string(), v.startsWith('/'));
const optionNames = v.optional(v.array(v.pipe(v.string(), v.nonEmpty())), []);

/** `data-config` of `club/discount-page` (SPEC section 2 "Club discount page"). */
export const discountPageConfigSchema = v.object({
  /** the overview's page title */
  title: v.pipe(v.string(), v.nonEmpty()),
  intro: v.optional(v.pipe(v.string(), v.nonEmpty())),
  headingLevel: v.optional(v.picklist([1, 2, 3]), 2),
  /**
   * The overview's automated list (the lists app's widget, placed by markup): list mode, items
   * per request, load-on-scroll count, history, search placeholder, prefilters.
   */
  list: v.object({
    endpoint: v.optional(sitePath, '/cachableservlets/club/benefits.json'),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 12),
    loadOnScrollCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 2),
    history: v.optional(v.boolean(), true),
    searchPlaceholder: v.optional(v.string()),
    category: optionNames,
    relationshipType: optionNames,
    federalState: optionNames,
    district: optionNames,
  }),
  detailEndpoint: v.optional(sitePath, '/cachableservlets/club/benefit.json'),
  /** the old variant's contents search (its detail text) */
  contentsEndpoint: v.optional(sitePath, '/cachableservlets/club/contents.json'),
  /** SPEC: the header image via a media path with reductionId and mediaId */
  mediaPath: v.optional(sitePath, '/cachableservlets/club/media'),
  membershipEndpoint: v.optional(sitePath, '/cachableservlets/club/membership.json'),
  /** `{id}` is replaced by the voucher id */
  promoCodeEndpoint: v.optional(
    v.pipe(sitePath, v.includes('{id}')),
    '/cachableservlets/club/benefits/{id}/code',
  ),
  /** SPEC: POST generates a code; GET (fallback) fetches the default code */
  promoCodeMethod: v.optional(v.picklist(['POST', 'GET']), 'POST'),
  login: loginConfigSchema,
});

export type DiscountPageConfig = v.InferOutput<typeof discountPageConfigSchema>;
