import * as v from '@ctb/shared/validation';
import { safeHref } from '@ctb/shared/runtime';
import { fetchJson } from '@ctb/shared/http';
import type { TeaserSliderConfig } from './config-schema';
import type {
  BankTeaser,
  ClubBenefitTeaser,
  EmployeeTeaser,
  FaqTeaser,
  TeaserImage,
} from './teaser-item';
import { validDocuments } from './valid-documents';

/**
 * The FAQ, employee, branch and club benefit teasers: requested as the automated list requests
 * the first page of these lists (docs/contracts.md "List services", "Bank and branch services").
 */

/** The slider shows the first items of the list: offset is index+1, so the first is 1. */
const FIRST_OFFSET = 1;

const text = v.optional(v.string(), '');
const variantSchema = v.object({ res1x: v.string(), res2x: v.string() });
const imageSetSchema = v.object({
  xs: v.optional(variantSchema),
  sm: v.optional(variantSchema),
  alt: v.optional(v.string(), ''),
});

/**
 * Cards are at most about 560 px wide: the list pictures' xs variant (576 px) suffices. The branch
 * photos' variants are smaller (xs 160 px, sm 320 px): for them the sm one.
 */
function teaserImage(
  image: v.InferOutput<typeof imageSetSchema> | undefined,
  alt: string,
  prefer: 'xs' | 'sm' = 'xs',
): TeaserImage | undefined {
  const variant = image && (prefer === 'sm' ? (image.sm ?? image.xs) : (image.xs ?? image.sm));
  return variant && { ...variant, alt };
}

const faqSchema = v.object({
  accessibilityID: v.string(),
  title: v.string(),
  subTitle: text,
  text,
  url: v.string(),
});

const employeeSchema = v.object({
  accessibilityID: v.string(),
  academicDegree: text,
  firstname: v.string(),
  lastname: v.string(),
  masterDegree: text,
  businessField: text,
  phone: text,
  mobile: text,
  email: text,
  location: v.optional(v.object({ text, subsidiary: text })),
  subsidiary: text,
  subsidiaryAddress: text,
  listImage: v.optional(imageSetSchema),
});

/**
 * The generic and employee lists answer `listItems`; each item is checked on its own against its
 * kind's fields (validDocuments), so that one bad item does not fail the answer.
 */
const genericListSchema = v.object({ listItems: v.array(v.unknown()), totalSize: v.number() });

const branchSchema = v.object({
  id: v.string(),
  name: v.string(),
  blz: v.string(),
  address: v.object({ street: v.string(), postalCode: v.string(), city: v.string() }),
  contact: v.optional(v.object({ website: v.optional(v.nullable(v.string())) })),
  openingHours: v.optional(v.object({ openNow: v.optional(v.boolean()) })),
  listImage: v.optional(imageSetSchema),
});
const branchListSchema = v.object({ documents: v.array(v.unknown()) });

const clubBenefitSchema = v.object({
  voucherId: v.string(),
  title: v.optional(v.string()),
  partner: v.optional(v.string()),
  shopPicture: text,
  voucherValue: text,
  zipCode: text,
  city: text,
  validTo: v.optional(v.nullable(v.string())),
});
const clubBenefitListSchema = v.object({
  clubreductions: v.array(v.unknown()),
  size: v.number(),
});

/** The generic lists' query (FAQ and employees share the service). */
function genericQuery(config: TeaserSliderConfig) {
  const { size, prefilters } = config;
  return {
    offset: FIRST_OFFSET,
    size,
    category: prefilters.categories,
    language: prefilters.languages,
    path: prefilters.path,
  };
}

export async function fetchFaqTeasers(config: TeaserSliderConfig): Promise<FaqTeaser[]> {
  const answer = await fetchJson(config.url, {
    query: genericQuery(config),
    schema: genericListSchema,
  });
  const items = validDocuments(faqSchema, answer.listItems, {
    listType: config.listType,
    idKeys: ['accessibilityID', 'url'],
  });
  return items.map((item) => ({
    kind: 'faq',
    id: item.accessibilityID,
    question: item.title,
    answer: item.text,
    url: safeHref(item.url, { source: 'lists/teaser-slider FAQ url' }) ?? '',
    category: item.subTitle,
  }));
}

/** "Mag. Anna Berger, MBA": degrees before the name, the master's degree after it. */
function fullName(item: v.InferOutput<typeof employeeSchema>): string {
  const name = [item.academicDegree, item.firstname, item.lastname].filter(Boolean).join(' ');
  return item.masterDegree ? `${name}, ${item.masterDegree}` : name;
}

export async function fetchEmployeeTeasers(config: TeaserSliderConfig): Promise<EmployeeTeaser[]> {
  const answer = await fetchJson(config.url, {
    query: genericQuery(config),
    schema: genericListSchema,
  });
  const items = validDocuments(employeeSchema, answer.listItems, {
    listType: config.listType,
    idKeys: ['accessibilityID'],
  });
  return items.map((item) => ({
    kind: 'employee',
    id: item.accessibilityID,
    name: fullName(item),
    role: config.showFunction === 'true' ? item.businessField : '',
    subsidiary: item.location?.subsidiary || item.subsidiary,
    address: item.subsidiaryAddress || (item.location?.text ?? ''),
    phone: item.phone,
    mobile: config.showMobile === 'true' ? item.mobile : '',
    email: item.email,
    // The name is the card's heading: the portrait beside it is decorative.
    portrait: teaserImage(item.listImage, ''),
  }));
}

/** The branch list answers every match at once: the slider keeps the first `size`. */
export async function fetchBankTeasers(
  config: TeaserSliderConfig,
  pagePath: string,
): Promise<BankTeaser[]> {
  const answer = await fetchJson(config.url, {
    method: 'POST',
    body: {
      type: 'BANKSTELLENLISTESUCHE',
      query: '',
      filter: config.prefilters.bankFilters,
      mainInstituteReorder: config.mainInstituteReorder,
      path: pagePath,
    },
    schema: branchListSchema,
  });
  // A bad branch among the first is skipped and the next one takes its place.
  const branches = validDocuments(branchSchema, answer.documents, {
    listType: config.listType,
    idKeys: ['id'],
    limit: config.size,
  });
  return branches.map((branch) => ({
    kind: 'bank',
    id: branch.id,
    name: branch.name,
    blz: branch.blz,
    ...branch.address,
    openNow: branch.openingHours?.openNow,
    website:
      safeHref(branch.contact?.website, { source: 'lists/teaser-slider branch website' }) ?? '',
    // The name is the card's heading: the photo of the branch is decorative.
    image: teaserImage(branch.listImage, '', 'sm'),
  }));
}

export async function fetchClubBenefitTeasers(
  config: TeaserSliderConfig,
): Promise<ClubBenefitTeaser[]> {
  const { size, prefilters } = config;
  const answer = await fetchJson(config.url, {
    query: {
      offset: FIRST_OFFSET,
      size,
      category: prefilters.categories,
      relationshipType: prefilters.relationshipType,
      federalState: prefilters.federalState,
      district: prefilters.district,
    },
    schema: clubBenefitListSchema,
  });
  const benefits = validDocuments(clubBenefitSchema, answer.clubreductions, {
    listType: config.listType,
    idKeys: ['voucherId'],
  });
  return benefits.map((benefit) => ({
    kind: 'clubBenefit',
    id: benefit.voucherId,
    // The old variant names the partner instead of a title.
    title: benefit.title || benefit.partner || '',
    value: benefit.voucherValue,
    place: [benefit.zipCode, benefit.city].filter(Boolean).join(' '),
    validTo: benefit.validTo ?? '',
    picture: benefit.shopPicture,
  }));
}
