import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { automatedListConfigSchema, type AutomatedListConfig } from '../config-schema';

export const NEWS_URL = '/cachableservlets/search/news.json';
export const FAQ_URL = '/cachableservlets/lists/faq.json';

export function listConfig(config: Record<string, unknown> = {}): AutomatedListConfig {
  return v.parse(automatedListConfigSchema, {
    listType: 'news',
    endpoint: NEWS_URL,
    pageSize: 3,
    ...config,
  });
}

export function newsItem(index: number, extra: Record<string, unknown> = {}) {
  const number = String(index).padStart(3, '0');
  return {
    type: 'news',
    accessibilityID: `news-${number}`,
    title: `Neuigkeit ${index}`,
    subTitle: 'Aus der Region',
    text: `Text der Neuigkeit ${index}.`,
    url: `/de/news/neuigkeit-${index}.html`,
    links: [],
    newsDate: '2026-11-02',
    tags: ['Wohnen'],
    ...extra,
  };
}

export function faqItem(index: number) {
  return {
    type: 'faq',
    accessibilityID: `faq-${index}`,
    title: `Frage ${index}?`,
    subTitle: 'Konto & Karte',
    text: `Antwort ${index}.`,
    url: `/de/service/faq.html#faq-${index}`,
    links: [],
  };
}

export const tagFilter = {
  type: 'tag',
  id: 'tag',
  name: 'tag',
  label: 'Themen',
  longLabel: 'Nach Thema filtern',
  value: '',
  isArray: true,
  options: [
    { name: 'Wohnen', label: 'Wohnen', size: 4 },
    { name: 'Region', label: 'Region', size: 1 },
  ],
};

export interface NewsRequest {
  type: string;
  offset: number;
  size: number;
  query: string;
  tagFilters: string[];
  predefinedTagFilters: string[];
  maxAge: number | null;
  path: string;
  from: string | null;
  to: string | null;
}

/**
 * A news search over `items`: the term must occur in the title, tags narrow, offset is 1-based.
 * Every request body is recorded in `requests`.
 */
export function newsHandler(
  items: Record<string, unknown>[],
  requests: NewsRequest[] = [],
  filter: unknown[] = [tagFilter],
) {
  return http.post(`*${NEWS_URL}`, async ({ request }) => {
    const body = (await request.json()) as NewsRequest;
    requests.push(body);
    const matches = items.filter(
      (item) =>
        String(item.title).toLowerCase().includes(body.query.toLowerCase()) &&
        (body.tagFilters.length === 0 ||
          body.tagFilters.some((tag) => (item.tags as string[]).includes(tag))),
    );
    const page = matches.slice(body.offset - 1, body.offset - 1 + body.size);
    return HttpResponse.json({
      documents: page.map((detail) => ({ url: detail.url, detail })),
      filter,
      size: matches.length,
    });
  });
}

export const newsItems = (count: number) =>
  Array.from({ length: count }, (_, index) => newsItem(index + 1));
