import * as v from 'valibot';
import { fetchJson, useSWR } from '@ctb/shared';
import type { TeaserListType, TeaserSliderConfig } from './config-schema';

/** The slider shows the first items of the list: offset is index+1, so the first is 1. */
const FIRST_OFFSET = 1;

const imageVariantSchema = v.object({ res1x: v.string(), res2x: v.string() });
const imageSetSchema = v.object({
  xs: imageVariantSchema,
  alt: v.optional(v.string(), ''),
});

/** The fields of a SPEC "List item" (or job) a teaser card shows; the rest is ignored. */
const listItemSchema = v.object({
  accessibilityID: v.string(),
  title: v.string(),
  text: v.optional(v.string(), ''),
  url: v.string(),
  teaserImage: v.optional(imageSetSchema),
  listImage: v.optional(imageSetSchema),
  newsDate: v.optional(v.string()),
  date: v.optional(v.object({ from: v.string() })),
  publishDate: v.optional(v.string()),
});

type ListItem = v.InferOutput<typeof listItemSchema>;

const newsAnswerSchema = v.object({
  documents: v.array(v.object({ detail: listItemSchema })),
  size: v.number(),
});
const documentsAnswerSchema = v.object({ documents: v.array(listItemSchema), size: v.number() });

export interface TeaserImage {
  res1x: string;
  res2x: string;
  alt: string;
}

export interface TeaserItem {
  id: string;
  title: string;
  text: string;
  url: string;
  /** Job offers open in a new tab (SPEC: the job title link opens in a new tab). */
  opensInNewTab: boolean;
  /** ISO date (YYYY-MM-DD) when the list type has one. */
  date?: string;
  image?: TeaserImage;
}

function toTeaserItem(item: ListItem, listType: TeaserListType): TeaserItem {
  const image = item.teaserImage ?? item.listImage;
  return {
    id: item.accessibilityID,
    title: item.title,
    text: item.text,
    url: item.url,
    opensInNewTab: listType === 'jobs',
    date: item.newsDate ?? item.date?.from ?? item.publishDate,
    // Cards are at most about 560 px wide: the xs variant (576 px, 1152 px at 2x) suffices.
    image: image && { ...image.xs, alt: image.alt },
  };
}

/** Requests the first `size` items of the configured list in the service's own format. */
export async function fetchTeaserItems(config: TeaserSliderConfig): Promise<TeaserItem[]> {
  const { listType, url, size, prefilters } = config;
  const offset = FIRST_OFFSET;
  let items: ListItem[];
  switch (listType) {
    case 'news': {
      const body = {
        type: 'NEWSSUCHE',
        offset,
        size,
        path: prefilters.path ?? '',
        tagFilters: [],
        predefinedTagFilters: prefilters.tags,
        maxAge: prefilters.maxAge ?? null,
        from: null,
        to: null,
        query: '',
      };
      const answer = await fetchJson(url, { method: 'POST', body, schema: newsAnswerSchema });
      items = answer.documents.map((document) => document.detail);
      break;
    }
    case 'events': {
      const body = {
        type: 'EVENTSUCHE',
        offset,
        size,
        query: '',
        tagFilters: prefilters.tags,
        from: null,
        to: null,
        timeFilter: 'FUTURE',
        pathFilters: prefilters.path ? [prefilters.path] : [],
      };
      items = (await fetchJson(url, { method: 'POST', body, schema: documentsAnswerSchema }))
        .documents;
      break;
    }
    case 'pages': {
      const query = { offset, size, path: prefilters.path, filter: prefilters.categories };
      items = (await fetchJson(url, { query, schema: documentsAnswerSchema })).documents;
      break;
    }
    case 'jobs': {
      const body = { type: 'JOBSUCHE', offset, size, query: '', filter: prefilters.jobFilters };
      items = (await fetchJson(url, { method: 'POST', body, schema: documentsAnswerSchema }))
        .documents;
      break;
    }
  }
  return items.map((item) => toTeaserItem(item, listType));
}

/** The slider's items, fetched once per configuration; a failure is not retried. */
export function useTeaserItems(config: TeaserSliderConfig) {
  return useSWR(['lists/teaser-slider', JSON.stringify(config)], () => fetchTeaserItems(config), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
