import * as v from '@ctb/shared/validation';
import { logWidgetError } from '@ctb/shared/runtime';
import { fetchJson, useSWRInfinite } from '@ctb/shared/http';
import type { AutomatedListConfig } from './config-schema';
import { bankFilterFromSections } from './filters/bank-filter-sections';
import type { ListFilter } from './filters/filter-control-props';
import { isJobFilterKey, JOB_FILTER_KEYS } from '../../common/job-filter-keys';
import { validEntries } from '../../common/valid-entries';

/** A list item: only `type` is required here, each item layout validates what it reads. */
const listItemSchema = v.looseObject({ type: v.string() });
export type ListItem = v.InferOutput<typeof listItemSchema>;

const filterSchema = v.object({
  type: v.string(),
  id: v.string(),
  name: v.string(),
  label: v.string(),
  longLabel: v.optional(v.string()),
  value: v.optional(v.nullable(v.union([v.string(), v.array(v.string())]))),
  isArray: v.optional(v.boolean()),
  options: v.array(v.object({ name: v.string(), label: v.string(), size: v.optional(v.number()) })),
});

const genericListSchema = v.object({
  listItems: v.array(listItemSchema),
  filter: v.optional(v.array(filterSchema), []),
  totalSize: v.number(),
  showSize: v.optional(v.number()),
});
const newsSearchSchema = v.object({
  documents: v.array(v.object({ url: v.optional(v.string()), detail: listItemSchema })),
  filter: v.optional(v.array(filterSchema), []),
  size: v.number(),
});
const documentSearchSchema = v.object({
  documents: v.array(listItemSchema),
  filter: v.optional(v.array(filterSchema), []),
  size: v.number(),
});

const WIDGET_ID = 'lists/automated-list';

const openingPeriodsSchema = v.array(
  v.object({
    day: v.number(),
    intervals: v.array(v.object({ open: v.string(), close: v.string() })),
  }),
);
const imageVariantSchema = v.object({ res1x: v.string(), res2x: v.string() });
/**
 * What the bank item layout reads of a branch (SPEC section 2 "Bank branch"): name, bank code
 * and address it cannot do without; the rest it shows only when there, so they may be missing,
 * but when there they must be what the layout expects.
 */
const bankDocumentSchema = v.looseObject({
  id: v.optional(v.string()),
  name: v.string(),
  blz: v.string(),
  address: v.object({ street: v.string(), postalCode: v.string(), city: v.string() }),
  contact: v.optional(
    v.looseObject({
      telephone: v.optional(v.string()),
      email: v.optional(v.string()),
      website: v.optional(v.string()),
      chat: v.optional(v.nullable(v.string())),
    }),
  ),
  parkinglots: v.optional(v.number()),
  accessible: v.optional(v.boolean()),
  central: v.optional(v.boolean()),
  distance: v.optional(v.number()),
  openingHours: v.optional(
    v.looseObject({ openNow: v.optional(v.boolean()), periods: openingPeriodsSchema }),
  ),
  consultingHours: v.optional(v.looseObject({ periods: openingPeriodsSchema })),
  listImage: v.optional(
    v.looseObject({
      xs: v.optional(imageVariantSchema),
      sm: v.optional(imageVariantSchema),
      md: v.optional(imageVariantSchema),
      lg: v.optional(imageVariantSchema),
      alt: v.optional(v.string()),
      copyright: v.optional(v.string()),
    }),
  ),
});

/**
 * The branches as bank items. A branch the layout cannot show (no bank code, no address …) is
 * logged and skipped, so one incomplete entry does not take the whole list down with it.
 */
function bankItems(documents: unknown[]): ListItem[] {
  return validEntries(bankDocumentSchema, documents, {
    widgetId: WIDGET_ID,
    describe: (name) => `branch ${name} of the bank list`,
    idKeys: ['id'],
  }).map((branch) => ({ ...branch, type: 'bank' }));
}

const bankFilterSectionSchema = v.object({
  name: v.string(),
  entries: v.array(v.object({ name: v.string(), value: v.string() })),
});
const bankFilterSectionsSchema = v.array(bankFilterSectionSchema);
const bankListSchema = v.object({
  // Each branch is checked on its own (bankItems): one bad entry does not fail the answer.
  documents: v.array(v.unknown()),
  // Either the filter's sections or, as the local platform answers, the applied filter values.
  filter: v.optional(
    v.union([bankFilterSectionsSchema, v.array(v.string()), v.string(), v.null()]),
    null,
  ),
});
const clubBenefitListSchema = v.object({
  clubreductions: v.array(v.looseObject({})),
  filter: v.optional(v.array(filterSchema), []),
  size: v.number(),
});

/** The id of the bank list's filter; its chosen option names are sent as the list's `filter`. */
export const BANK_FILTER_ID = 'bankFilter';
/** The club benefit filters, sent under their ids (SPEC section 7 "Club benefits"). */
export const CLUB_BENEFIT_FILTER_IDS = [
  'category',
  'relationshipType',
  'federalState',
  'district',
] as const;

// A left-out key is reported once, not on every page, search and reload of the list.
const reportedJobFilterKeys = new Set<string>();

/**
 * The visitor's job filters as the job search takes them. Keys it does not know (a hand-edited
 * or outdated URL) are left out and logged once, so that the list still loads.
 */
function jobFilterEntries(filters: Record<string, string[]>): string[] {
  return Object.entries(filters).flatMap(([key, values]) => {
    if (!isJobFilterKey(key)) {
      if (values.length > 0 && !reportedJobFilterKeys.has(key)) {
        reportedJobFilterKeys.add(key);
        logWidgetError(
          WIDGET_ID,
          `the job search knows no filter "${key}" (only ${JOB_FILTER_KEYS.join(', ')}); left out`,
        );
      }
      return [];
    }
    // One line, not empty: what the service takes as a value (`key:.+`).
    return values.filter((value) => /^.+$/.test(value)).map((value) => `${key}:${value}`);
  });
}

/** One page of a list, whatever the endpoint answered. */
export interface ListPage {
  items: ListItem[];
  filters: ListFilter[];
  total: number;
}

/** What the visitor chose: the term and the chosen option names per filter id. */
export interface ListQuery {
  term: string;
  filters: Record<string, string[]>;
}

/** The date filter's choice is `[from, to]` as YYYY-MM-DD, an empty string leaving a side open. */
export const DATE_FILTER_ID = 'date';

function dateRange(query: ListQuery) {
  const [from = '', to = ''] = query.filters[DATE_FILTER_ID] ?? [];
  return { from: from || null, to: to || null };
}

function chosen(query: ListQuery, id: string, fallback: string[] = []): string[] {
  const values = query.filters[id] ?? [];
  return values.length > 0 ? values : fallback;
}

/**
 * The values to send for a filter the editor prefiltered: the visitor's choice narrows within the
 * editor's scope (the chosen values the prefilter holds), no choice leaves the prefilter. `null`
 * when every chosen value lies outside the scope: nothing can match.
 */
export function withinPrefilter(
  query: ListQuery,
  id: string,
  prefilter: string[],
): string[] | null {
  const values = query.filters[id] ?? [];
  if (prefilter.length === 0) return values;
  if (values.length === 0) return prefilter;
  const inside = values.filter((value) => prefilter.includes(value));
  return inside.length > 0 ? inside : null;
}

/**
 * What the page tells every list: the path of the current page and, for a list that follows the
 * visitor's stored branch (`reloadOnBranchChange`), the site path of that branch's bank.
 */
export interface ListContext {
  pagePath: string;
  branchPath?: string;
}

/** The site path a list is scoped to: the stored branch's bank when the list follows it. */
const scopePath = (config: AutomatedListConfig, context: ListContext) =>
  context.branchPath ?? config.path;

interface BankList {
  items: ListItem[];
  filters: ListFilter[];
}

/**
 * The bank list service answers every match at once: one answer per query (the query object is
 * new for every search, filter change and reload), paged here.
 */
const bankLists = new WeakMap<ListQuery, Promise<BankList>>();

async function fetchBankList(
  config: AutomatedListConfig,
  query: ListQuery,
  context: ListContext,
): Promise<BankList> {
  const answer = await fetchJson(config.endpoint, {
    method: 'POST',
    body: {
      type: 'BANKSTELLENLISTESUCHE',
      query: query.term.trim(),
      filter: chosen(query, BANK_FILTER_ID),
      mainInstituteReorder: config.mainInstituteReorder,
      path: context.branchPath ?? context.pagePath,
    },
    schema: bankListSchema,
  });
  const sections =
    Array.isArray(answer.filter) && answer.filter.some((entry) => typeof entry === 'object')
      ? (answer.filter as v.InferOutput<typeof bankFilterSectionsSchema>)
      : await fetchJson(config.filterEndpoint, { schema: bankFilterSectionsSchema });
  return {
    // Every branch renders through the bank item layout.
    items: bankItems(answer.documents),
    // The label is filled in by the list (the control falls back to its own).
    filters: sections.length > 0 ? [bankFilterFromSections(sections, '')] : [],
  };
}

function bankList(config: AutomatedListConfig, query: ListQuery, context: ListContext) {
  let list = bankLists.get(query);
  if (!list) {
    list = fetchBankList(config, query, context);
    bankLists.set(query, list);
    // A failed answer is not kept: loading more or the next render asks again.
    list.catch(() => bankLists.delete(query));
  }
  return list;
}

const documentPage = (answer: v.InferOutput<typeof documentSearchSchema>): ListPage => ({
  items: answer.documents,
  filters: answer.filter,
  total: answer.size,
});

/**
 * The visitor chose only values outside the editor's prefilter: no item matches. The list asks
 * with the prefilter all the same, for the filters to show.
 */
const nothingInScope = (filters: ListFilter[]): ListPage => ({ items: [], filters, total: 0 });

/** Fetches page `pageIndex` (0-based) of a list. Offsets are sent 1-based (index+1). */
export async function fetchListPage(
  config: AutomatedListConfig,
  query: ListQuery,
  pageIndex: number,
  context: ListContext = { pagePath: '' },
): Promise<ListPage> {
  const size = config.pageSize;
  const offset = pageIndex * size + 1;
  const term = query.term.trim();
  switch (config.listType) {
    case 'news': {
      const answer = await fetchJson(config.endpoint, {
        method: 'POST',
        body: {
          type: 'NEWSSUCHE',
          size,
          offset,
          path: scopePath(config, context) ?? '',
          tagFilters: chosen(query, 'tag'),
          predefinedTagFilters: config.predefinedTagFilters,
          maxAge: config.maxAge ?? null,
          ...dateRange(query),
          query: term,
        },
        schema: newsSearchSchema,
      });
      return {
        items: answer.documents.map(({ url, detail }) => ({ url, ...detail })),
        filters: answer.filter,
        total: answer.size,
      };
    }
    case 'events': {
      const tags = withinPrefilter(query, 'tag', config.predefinedTagFilters);
      const path = scopePath(config, context);
      const answer = await fetchJson(config.endpoint, {
        method: 'POST',
        body: {
          type: 'EVENTSUCHE',
          offset,
          size,
          query: term,
          tagFilters: tags ?? config.predefinedTagFilters,
          ...dateRange(query),
          timeFilter: config.timeFilter,
          pathFilters: path ? [path] : [],
        },
        schema: documentSearchSchema,
      });
      return tags ? documentPage(answer) : nothingInScope(answer.filter);
    }
    case 'jobs': {
      const filter = jobFilterEntries(query.filters);
      const answer = await fetchJson(config.endpoint, {
        method: 'POST',
        body: { type: 'JOBSUCHE', offset, size, query: term, filter },
        schema: documentSearchSchema,
      });
      return { items: answer.documents, filters: answer.filter, total: answer.size };
    }
    case 'pages': {
      const categories = withinPrefilter(query, 'category', config.category);
      const answer = await fetchJson(config.endpoint, {
        query: {
          offset,
          size,
          query: term || undefined,
          filter: categories ?? config.category,
          path: scopePath(config, context),
        },
        schema: documentSearchSchema,
      });
      return categories ? documentPage(answer) : nothingInScope(answer.filter);
    }
    case 'banks': {
      const { items, filters } = await bankList(config, query, context);
      return {
        items: items.slice(offset - 1, offset - 1 + size),
        filters,
        total: items.length,
      };
    }
    case 'clubBenefits': {
      const prefilters: Record<(typeof CLUB_BENEFIT_FILTER_IDS)[number], string[]> = {
        category: config.category,
        relationshipType: config.relationshipType,
        federalState: config.federalState,
        district: config.district,
      };
      const answer = await fetchJson(config.endpoint, {
        query: {
          offset,
          size,
          query: term || undefined,
          ...Object.fromEntries(
            CLUB_BENEFIT_FILTER_IDS.map((id) => [id, chosen(query, id, prefilters[id])]),
          ),
        },
        schema: clubBenefitListSchema,
      });
      return {
        // Every discount renders through the club benefit layout.
        items: answer.clubreductions.map((benefit) => ({ ...benefit, type: 'clubBenefit' })),
        filters: answer.filter,
        total: answer.size,
      };
    }
    case 'faq':
    case 'employees': {
      const categories = withinPrefilter(query, 'category', config.category);
      const answer = await fetchJson(config.endpoint, {
        query: {
          offset,
          size,
          query: term || undefined,
          category: categories ?? config.category,
          language: chosen(query, 'language'),
          path: scopePath(config, context),
        },
        schema: genericListSchema,
      });
      return categories
        ? { items: answer.listItems, filters: answer.filter, total: answer.totalSize }
        : nothingInScope(answer.filter);
    }
  }
}

/**
 * The loaded pages of a list for the visitor's query. A new query starts again at the first
 * page (the key of page 0 changes); `setSize` loads further pages and keeps the ones loaded.
 */
export function useListPages(
  config: AutomatedListConfig,
  query: ListQuery,
  context: ListContext,
  startPages = 1,
  /** Asks for nothing yet (the list is still far from the viewport). */
  paused = false,
) {
  return useSWRInfinite(
    (pageIndex) =>
      paused
        ? null
        : ([
            'lists/automated-list',
            config,
            query,
            context.pagePath,
            context.branchPath,
            pageIndex,
          ] as const),
    ([, listConfig, listQuery, pagePath, branchPath, pageIndex]) =>
      fetchListPage(listConfig, listQuery, pageIndex, { pagePath, branchPath }),
    {
      initialSize: startPages,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
}
