import * as v from '@ctb/shared/validation';
import { JOB_FILTER_KEYS } from '../../common/job-filter-keys';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());
const textList = v.optional(v.array(copySchema), []);

export const TEASER_LIST_TYPES = [
  'news',
  'events',
  'faq',
  'pages',
  'employees',
  'jobs',
  'banks',
  'clubBenefits',
] as const;
export type TeaserListType = (typeof TEASER_LIST_TYPES)[number];

/**
 * Each job filter must be `key:value` with a key the job search accepts: the service answers 400
 * to any other key or an empty value, so such an entry is a config error naming the entry:
 * left out instead, it would widen the editor's selection (a mistyped `lcation:Tirol` would show
 * jobs from all over Austria under a heading about Tirol). The value is one line, as the service
 * takes it (`key:.+`).
 */
const JOB_FILTER = new RegExp(`^(${JOB_FILTER_KEYS.join('|')}):.+$`);
const jobFilterSchema = v.pipe(
  copySchema,
  v.regex(JOB_FILTER, `"key:value" with key one of ${JOB_FILTER_KEYS.join(', ')}`),
);

/** Site settings arrive as the strings the CMS writes: only "true" switches a field on. */
const siteFlag = v.optional(v.picklist(['true', 'false']), 'false');

/** What the editor narrowed the list to; each list type reads the fields its service knows. */
const prefiltersSchema = v.object({
  /** Site-path prefix: news `path`, pages, FAQ and employees `path`, events `pathFilters`. */
  path: v.optional(copySchema),
  /** News `predefinedTagFilters`, events `tagFilters`. */
  tags: textList,
  /** Page categories (`filter`); FAQ, employee and club benefit `category`. */
  categories: textList,
  /** FAQ: content language (`de`, `en`); employees: a spoken language (`englisch`, …). */
  languages: textList,
  /** Job `key:value` filters, e.g. `location:Tirol`; keys as JOB_FILTER_KEYS. */
  jobFilters: v.optional(v.array(jobFilterSchema), []),
  /** Bank list `filter` values, e.g. `type:BERATUNGSZENTRUM` or `openNow:true`. */
  bankFilters: textList,
  /** Club benefits: `clubMember` / `bankCustomer`. */
  relationshipType: textList,
  /** Club benefits: federal states, e.g. `Tirol`. */
  federalState: textList,
  /** Club benefits: political districts, e.g. `Kufstein`. */
  district: textList,
  /** News only: months back from today. */
  maxAge: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** `data-config` of `lists/teaser-slider`. */
export const teaserSliderConfigSchema = v.object({
  listType: v.picklist(TEASER_LIST_TYPES),
  /** The list service's path on the CMS host, e.g. `/cachableservlets/search/news.json`. */
  url: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** How many items to fetch for the slider. */
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)), 9),
  prefilters: v.optional(prefiltersSchema, {}),
  title: v.optional(copySchema),
  headingLevel: v.optional(v.picklist([2, 3, 4] as const)),
  showAllLink: v.optional(v.object({ href: copySchema, text: copySchema })),
  /** Banks only: the branches of the bank whose site holds the page come first. */
  mainInstituteReorder: v.optional(v.boolean(), false),
  /** Employees only (site settings): the person's function and mobile number. */
  showFunction: siteFlag,
  showMobile: siteFlag,
});

export type TeaserSliderConfig = v.InferOutput<typeof teaserSliderConfigSchema>;
export type TeaserPrefilters = TeaserSliderConfig['prefilters'];
