import * as v from 'valibot';
import { fetchJson, useSWRInfinite } from '@ctb/shared';
import type { ListFilter } from './filters/filter-control-props';
import type { AutomatedListConfig } from './config-schema';

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

/** Fetches page `pageIndex` (0-based) of a list. Offsets are sent 1-based (index+1). */
export async function fetchListPage(
  config: AutomatedListConfig,
  query: ListQuery,
  pageIndex: number,
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
          path: config.path ?? '',
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
      const answer = await fetchJson(config.endpoint, {
        method: 'POST',
        body: {
          type: 'EVENTSUCHE',
          offset,
          size,
          query: term,
          tagFilters: chosen(query, 'tag', config.predefinedTagFilters),
          ...dateRange(query),
          timeFilter: config.timeFilter,
          pathFilters: config.path ? [config.path] : [],
        },
        schema: documentSearchSchema,
      });
      return { items: answer.documents, filters: answer.filter, total: answer.size };
    }
    case 'jobs': {
      const filter = Object.entries(query.filters).flatMap(([key, values]) =>
        values.map((value) => `${key}:${value}`),
      );
      const answer = await fetchJson(config.endpoint, {
        method: 'POST',
        body: { type: 'JOBSUCHE', offset, size, query: term, filter },
        schema: documentSearchSchema,
      });
      return { items: answer.documents, filters: answer.filter, total: answer.size };
    }
    case 'pages': {
      const answer = await fetchJson(config.endpoint, {
        query: {
          offset,
          size,
          query: term || undefined,
          filter: chosen(query, 'category', config.category),
          path: config.path,
        },
        schema: documentSearchSchema,
      });
      return { items: answer.documents, filters: answer.filter, total: answer.size };
    }
    case 'faq':
    case 'employees': {
      const answer = await fetchJson(config.endpoint, {
        query: {
          offset,
          size,
          query: term || undefined,
          category: chosen(query, 'category', config.category),
          language: chosen(query, 'language'),
          path: config.path,
        },
        schema: genericListSchema,
      });
      return { items: answer.listItems, filters: answer.filter, total: answer.totalSize };
    }
  }
}

/**
 * The loaded pages of a list for the visitor's query. A new query starts again at the first
 * page (the key of page 0 changes); `setSize` loads further pages and keeps the ones loaded.
 */
export function useListPages(config: AutomatedListConfig, query: ListQuery, startPages = 1) {
  return useSWRInfinite(
    (pageIndex) => ['lists/automated-list', config, query, pageIndex] as const,
    ([, listConfig, listQuery, pageIndex]) => fetchListPage(listConfig, listQuery, pageIndex),
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
