import * as v from '@ctb/shared/validation';

export const LIST_TYPES = [
  'news',
  'events',
  'faq',
  'pages',
  'employees',
  'jobs',
  'banks',
  'clubBenefits',
] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** Site settings arrive as the strings the CMS writes: only "true" switches a field on. */
const siteFlag = v.optional(v.picklist(['true', 'false']), 'false');

/** `data-config` of `lists/automated-list`. */
export const automatedListConfigSchema = v.object({
  /** Namespaces the list's URL query when history is on (several lists on one page). */
  id: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/i)), 'list'),
  listType: v.picklist(LIST_TYPES),
  /** The list service path on the CMS host, e.g. /cachableservlets/search/news.json */
  endpoint: v.pipe(v.string(), v.startsWith('/')),
  title: v.optional(v.pipe(v.string(), v.nonEmpty())),
  headingLevel: v.optional(v.picklist([2, 3, 4]), 2),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 10),
  /** How many further pages load by themselves on scrolling before the button takes over. */
  loadOnScrollCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  history: v.optional(v.boolean(), false),
  showSearch: v.optional(v.boolean(), true),
  searchPlaceholder: v.optional(v.string()),
  /** Editor's prefilters: they narrow the list's scope, the visitor's filters narrow within. */
  predefinedTagFilters: v.optional(v.array(v.string()), []),
  path: v.optional(v.string()),
  /** Prefiltered categories (generic lists, pages and club benefits). */
  category: v.optional(v.array(v.string()), []),
  /** News only: months back from today; the news date filter shows only for maxAge > 1. */
  maxAge: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Events only, without a chosen date range. */
  timeFilter: v.optional(v.picklist(['FUTURE', 'PAST', 'ALL']), 'FUTURE'),
  /** Banks only: the branches of the bank whose site holds the page come first. */
  mainInstituteReorder: v.optional(v.boolean(), false),
  /**
   * Banks only: where the bank filter's sections come from when the list service answers only
   * the applied filter values (contracts "Bank and branch services").
   */
  filterEndpoint: v.optional(v.pipe(v.string(), v.startsWith('/')), '/api/branches/filter'),
  /** Club benefits only: the editor's prefilters (option names), narrowed further by the visitor. */
  relationshipType: v.optional(v.array(v.string()), []),
  federalState: v.optional(v.array(v.string()), []),
  district: v.optional(v.array(v.string()), []),
  /** Reload when the visitor's stored branch changes (lists scoped to the visitor's bank). */
  reloadOnBranchChange: v.optional(v.boolean(), false),
  showMobile: siteFlag,
  showFunction: siteFlag,
  showSpecialisation: siteFlag,
});

export type AutomatedListConfig = v.InferOutput<typeof automatedListConfigSchema>;
