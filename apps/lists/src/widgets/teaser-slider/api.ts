import * as v from '@ctb/shared/validation';
import { safeHref, usePageConfig } from '@ctb/shared/runtime';
import { fetchJson, useSWR } from '@ctb/shared/http';
import type { TeaserSliderConfig } from './config-schema';
import {
  fetchBankTeasers,
  fetchClubBenefitTeasers,
  fetchEmployeeTeasers,
  fetchFaqTeasers,
} from './more-teasers';
import type { ContentTeaser, TeaserItem } from './teaser-item';
import { validDocuments } from './valid-documents';

export type { TeaserImage, TeaserItem } from './teaser-item';

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
/** What names a list item in the log: its id, else its page. */
const idKeys = ['accessibilityID', 'url'];

const newsDocumentSchema = v.object({ detail: listItemSchema });
/** The answer's frame; each document is checked on its own (validDocuments). */
const documentsAnswerSchema = v.object({ documents: v.array(v.unknown()), size: v.number() });

function toContentTeaser(item: ListItem, opensInNewTab: boolean): ContentTeaser {
  const image = item.teaserImage ?? item.listImage;
  return {
    kind: 'content',
    id: item.accessibilityID,
    title: item.title,
    text: item.text,
    url: safeHref(item.url, { source: 'lists/teaser-slider item url' }) ?? '',
    opensInNewTab,
    date: item.newsDate ?? item.date?.from ?? item.publishDate,
    // Cards are at most about 560 px wide: the xs variant (576 px, 1152 px at 2x) suffices.
    image: image && { ...image.xs, alt: image.alt },
  };
}

/**
 * Requests the first `size` items of the configured list in the service's own format. The bank
 * list is asked for the page's path (its own bank's branches first when the editor says so).
 */
export async function fetchTeaserItems(
  config: TeaserSliderConfig,
  pagePath = '',
): Promise<TeaserItem[]> {
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
      const answer = await fetchJson(url, { method: 'POST', body, schema: documentsAnswerSchema });
      items = validDocuments(newsDocumentSchema, answer.documents, {
        listType,
        idKeys: ['detail.accessibilityID', 'url'],
      }).map((document) => document.detail);
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
      const answer = await fetchJson(url, { method: 'POST', body, schema: documentsAnswerSchema });
      items = validDocuments(listItemSchema, answer.documents, { listType, idKeys });
      break;
    }
    case 'pages': {
      const query = { offset, size, path: prefilters.path, filter: prefilters.categories };
      const answer = await fetchJson(url, { query, schema: documentsAnswerSchema });
      items = validDocuments(listItemSchema, answer.documents, { listType, idKeys });
      break;
    }
    case 'jobs': {
      const body = { type: 'JOBSUCHE', offset, size, query: '', filter: prefilters.jobFilters };
      const answer = await fetchJson(url, { method: 'POST', body, schema: documentsAnswerSchema });
      items = validDocuments(listItemSchema, answer.documents, { listType, idKeys });
      break;
    }
    case 'faq':
      return fetchFaqTeasers(config);
    case 'employees':
      return fetchEmployeeTeasers(config);
    case 'banks':
      return fetchBankTeasers(config, pagePath);
    case 'clubBenefits':
      return fetchClubBenefitTeasers(config);
  }
  // Job offers open in a new tab (SPEC: the job title link opens in a new tab).
  return items.map((item) => toContentTeaser(item, listType === 'jobs'));
}

/** The slider's items, fetched once per configuration; a failure is not retried. */
/** `paused`: asks for nothing yet (the slider is still far from the viewport). */
export function useTeaserItems(config: TeaserSliderConfig, paused = false) {
  const { currentPagePath } = usePageConfig();
  const pagePath = config.listType === 'banks' ? currentPagePath : '';
  const key = paused ? null : ['lists/teaser-slider', JSON.stringify(config), pagePath];
  return useSWR(key, () => fetchTeaserItems(config, pagePath), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
