import * as v from '@ctb/shared/validation';
import { fetchJson, HttpError, useSWRImmutable } from '@ctb/shared/http';
import { type ClubMember } from '@ctb/shared/branch-store';
import type { DiscountPageConfig } from './config-schema';

const text = v.optional(v.string(), '');
const date = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const flag = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false']),
    v.transform((s) => s === 'true'),
  ),
]);
const coordinate = v.optional(v.number());
const benefitType = v.picklist(['Promo-Code', 'Link', 'Vor Ort']);

const sharedFields = {
  voucherId: v.pipe(v.string(), v.nonEmpty()),
  shortDescription: text,
  description: text,
  voucherValue: text,
  redeemable: v.optional(v.picklist(['einmalig', 'unbegrenzt'])),
  redeemableDescription: text,
  benefitType: v.optional(v.union([benefitType, v.string()]), ''),
  promotionCodeDescription: text,
  urlDescription: text,
  url: text,
  shopUrl: text,
  redemptionChannel: text,
  street: text,
  zipCode: text,
  city: text,
  latitude: coordinate,
  longitude: coordinate,
};

/** SPEC section 3 "Club discount (detail)", the new variant. */
const newDetailSchema = v.object({
  ...sharedFields,
  title: v.pipe(v.string(), v.nonEmpty()),
  detailText: text,
  headerPicture: v.optional(v.string()),
  headerPictureLarge: v.optional(v.string()),
  validTo: v.optional(v.nullable(v.union([date, v.literal('')]))),
  showMap: v.optional(flag, false),
  clubCard: v.optional(flag, false),
  clubOnly: v.optional(flag, false),
});

const mediaRef = v.optional(v.object({ mediaId: v.string() }));
/** The old variant (SPEC section 7): partner instead of title, pictures as objects, flags and the
 * date (dd.MM.yyyy) as the old CMS wrote them; the detail text comes from the contents search. */
const oldDetailSchema = v.object({
  ...sharedFields,
  partner: v.pipe(v.string(), v.nonEmpty()),
  headerPicture: mediaRef,
  headerPictureLarge: mediaRef,
  validTo: v.optional(v.union([v.pipe(v.string(), v.regex(/^(\d{2}\.\d{2}\.\d{4})?$/)), v.null()])),
  showMap: v.optional(flag, false),
  clubCard: v.optional(flag, false),
  clubOnly: v.optional(flag, false),
});

const contentsSchema = v.object({
  documents: v.array(v.object({ voucherId: v.string(), detailText: v.string() })),
});

export type ClubDiscount = Omit<v.InferOutput<typeof newDetailSchema>, 'validTo'> & {
  /** YYYY-MM-DD, or null = "Unbegrenzt gültig" */
  validTo: string | null;
};

const fromOldDate = (value: string | null | undefined) =>
  value ? value.split('.').reverse().join('-') : null;

async function fetchDiscount(config: DiscountPageConfig, voucherId: string): Promise<ClubDiscount> {
  const answer = await fetchJson(config.detailEndpoint, {
    query: { id: voucherId },
    schema: v.union([newDetailSchema, oldDetailSchema]),
  });
  if ('title' in answer) return { ...answer, validTo: answer.validTo || null };
  const contents = await fetchJson(config.contentsEndpoint, {
    query: { voucherId },
    schema: contentsSchema,
  });
  const { partner, headerPicture, headerPictureLarge, validTo, ...rest } = answer;
  return {
    ...rest,
    title: partner,
    detailText: contents.documents.find((d) => d.voucherId === voucherId)?.detailText ?? '',
    headerPicture: headerPicture?.mediaId,
    headerPictureLarge: headerPictureLarge?.mediaId,
    validTo: fromOldDate(validTo),
  };
}

/** The selected discount's detail, both variants read and validated. */
export function useClubDiscount(config: DiscountPageConfig, voucherId: string) {
  return useSWRImmutable(['club-discount', config.detailEndpoint, voucherId], () =>
    fetchDiscount(config, voucherId),
  );
}

/** SPEC: the header image through the media path, with reductionId (the voucherId) and mediaId. */
export function mediaUrl(config: DiscountPageConfig, voucherId: string, mediaId: string): string {
  const query = new URLSearchParams({ reductionId: voucherId, mediaId });
  return `${config.mediaPath}?${query}`;
}

const promoAnswerSchema = v.union([
  v.object({ isMember: v.literal(false) }),
  v.object({
    isMember: v.literal(true),
    code: v.pipe(v.string(), v.nonEmpty()),
    previousCode: v.optional(v.nullable(v.string()), null),
    alreadyGenerated: v.optional(v.boolean(), false),
  }),
]);

export type PromoCodeResult =
  | {
      kind: 'code';
      code: string;
      previousCode: string | null;
      alreadyGenerated: boolean;
      fallback: boolean;
    }
  | { kind: 'notMember' }
  | { kind: 'tooOld' }
  | { kind: 'sessionExpired' };

const bearer = (member: ClubMember) => ({ Authorization: `Bearer ${member.accessToken}` });

/** Known refusals of the club services, as results; anything else rethrows (technical error). */
function refusal(error: unknown): PromoCodeResult | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 401) return { kind: 'sessionExpired' };
  if (error.status === 403) return { kind: 'tooOld' };
  return undefined;
}

async function promoCodeRequest(
  config: DiscountPageConfig,
  voucherId: string,
  member: ClubMember,
  method: 'POST' | 'GET',
) {
  const answer = await fetchJson(
    config.promoCodeEndpoint.replace('{id}', encodeURIComponent(voucherId)),
    {
      method,
      headers: bearer(member),
      schema: promoAnswerSchema,
    },
  );
  return answer;
}

/**
 * SPEC "Club discount": a member generates a code (POST, or GET where configured). 409 or 404 =
 * none available: the fallback GET fetches the default code (`fallback: true`, shown with the
 * SPEC's message). isMember false, 403 (age) and 401 come back as results; others throw.
 */
export async function requestPromoCode(
  config: DiscountPageConfig,
  voucherId: string,
  member: ClubMember,
): Promise<PromoCodeResult> {
  let fallback = false;
  let answer: v.InferOutput<typeof promoAnswerSchema>;
  try {
    answer = await promoCodeRequest(config, voucherId, member, config.promoCodeMethod);
  } catch (error) {
    const known = refusal(error);
    if (known) return known;
    if (!(error instanceof HttpError) || (error.status !== 409 && error.status !== 404))
      throw error;
    fallback = true;
    try {
      answer = await promoCodeRequest(config, voucherId, member, 'GET');
    } catch (fallbackError) {
      const knownFallback = refusal(fallbackError);
      if (knownFallback) return knownFallback;
      throw fallbackError;
    }
  }
  if (!answer.isMember) return { kind: 'notMember' };
  return {
    kind: 'code',
    code: answer.code,
    previousCode: answer.previousCode,
    alreadyGenerated: answer.alreadyGenerated,
    fallback,
  };
}

export type MembershipResult =
  { kind: 'eligible' } | { kind: 'notMember' } | { kind: 'tooOld' } | { kind: 'sessionExpired' };

/** SPEC "Club discount": for a shop link, membership is read (and the age for club-only ones). */
export async function readMembership(
  config: DiscountPageConfig,
  voucherId: string,
  member: ClubMember,
): Promise<MembershipResult> {
  try {
    const answer = await fetchJson(config.membershipEndpoint, {
      query: { voucherId },
      headers: bearer(member),
      schema: v.object({ isMember: v.boolean(), eligible: v.boolean() }),
    });
    if (!answer.isMember) return { kind: 'notMember' };
    return answer.eligible ? { kind: 'eligible' } : { kind: 'tooOld' };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return { kind: 'sessionExpired' };
    throw error;
  }
}
