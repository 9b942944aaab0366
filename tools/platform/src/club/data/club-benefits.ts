import { imageUrl } from '../../common/images/list-images';
import { addDays, isoDate, startOfDay } from '../../common/dates';
import type { Indexed } from '../../common/search/indexed';
import { FEDERAL_STATES } from '../../common/geo/federal-states';
import { seededRandom } from '../../common/seeded-random';
import { CLUB_PLACES } from './club-places';
import { CLUB_CATEGORIES, RELATIONSHIP_TYPES, VOUCHER_VALUES } from './club-words';

export const CLUB_BENEFIT_COUNT = 128;

/** SPEC section 3 "Club benefit (overview item)" plus the fields its filters work on. */
export interface ClubBenefit {
  voucherId: string;
  /** absent in the old variant, which names only the partner */
  title?: string;
  partner: string;
  /** URL of the partner shop's picture (served by the CMS host, see the list image route) */
  shopPicture: string;
  voucherValue: string;
  zipCode: string;
  city: string;
  /** YYYY-MM-DD, or null = "unbegrenzt gültig" */
  validTo: string | null;
  /** category option name */
  category: string;
  /** the audiences it is for: clubMember, bankCustomer or both */
  relationshipType: string[];
  federalState: string;
  district: string;
}

/** Every 16th benefit is of the old variant: a partner, no title. */
const OLD_VARIANT_EVERY = 16;

function generate(today: Date): Indexed<ClubBenefit>[] {
  const random = seededRandom(8080);
  const result: Indexed<ClubBenefit>[] = [];
  for (let index = 0; index < CLUB_BENEFIT_COUNT; index += 1) {
    const voucherId = `cb-${String(index + 1).padStart(4, '0')}`;
    const federalState = FEDERAL_STATES[index % FEDERAL_STATES.length] ?? 'Wien';
    const place = random.pick(CLUB_PLACES.filter((p) => p.federalState === federalState));
    const category = CLUB_CATEGORIES[(index * 5 + random.int(0, 2)) % CLUB_CATEGORIES.length]!;
    const { name: partner, offer } = random.pick(category.partners);
    const voucherValue = random.pick(VOUCHER_VALUES);
    const audience = random.next();
    const relationshipType =
      audience < 0.45
        ? [RELATIONSHIP_TYPES[0].name]
        : audience < 0.8
          ? [RELATIONSHIP_TYPES[1].name]
          : RELATIONSHIP_TYPES.map((type) => type.name);
    const validTo = random.chance(0.25) ? null : isoDate(addDays(today, random.int(14, 540)));
    const benefit: ClubBenefit = {
      voucherId,
      ...(index % OLD_VARIANT_EVERY === OLD_VARIANT_EVERY - 1
        ? {}
        : { title: `${partner}: ${voucherValue} ${offer}` }),
      partner,
      shopPicture: imageUrl(`club-${voucherId}`, 'xs', 1),
      voucherValue,
      zipCode: place.zipCode,
      city: place.city,
      validTo,
      category: category.name,
      relationshipType,
      federalState,
      district: place.district,
    };
    result.push({
      item: benefit,
      path: '',
      facets: {
        category: [category.name],
        relationshipType,
        federalState: [federalState],
        district: [place.district],
      },
    });
  }
  const name = (entry: Indexed<ClubBenefit>) => entry.item.title ?? entry.item.partner;
  return result.sort(
    (a, b) =>
      name(a).localeCompare(name(b), 'de') || a.item.voucherId.localeCompare(b.item.voucherId),
  );
}

const cache = new Map<string, Indexed<ClubBenefit>[]>();

/** The club benefits for the day of `now`, by title (which starts with the partner). */
export function clubBenefits(now: Date): Indexed<ClubBenefit>[] {
  const today = startOfDay(now);
  const key = isoDate(today);
  let benefits = cache.get(key);
  if (!benefits) {
    benefits = generate(today);
    cache.clear();
    cache.set(key, benefits);
  }
  return benefits;
}

const fold = (text: string) =>
  text
    .toLocaleLowerCase('de')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const categoryLabel = new Map(CLUB_CATEGORIES.map((category) => [category.name, category.label]));

/** Every word of the query (case and accents ignored) in title, partner, place or category. */
export function matchesClubQuery(benefit: ClubBenefit, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      benefit.title ?? '',
      benefit.partner,
      benefit.zipCode,
      benefit.city,
      benefit.district,
      categoryLabel.get(benefit.category) ?? '',
    ].join('\n'),
  );
  return words.every((word) => haystack.includes(word));
}

export const clubCategoryLabel = (name: string) => categoryLabel.get(name) ?? name;
