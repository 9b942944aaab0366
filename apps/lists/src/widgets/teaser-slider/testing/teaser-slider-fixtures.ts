import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { teaserSliderConfigSchema, type TeaserSliderConfig } from '../config-schema';

export const NEWS_URL = 'http://localhost/cachableservlets/search/news.json';
export const EVENTS_URL = 'http://localhost/cachableservlets/search/events.json';
export const PAGES_URL = 'http://localhost/cachableservlets/search/pages.json';
export const JOBS_URL = 'http://localhost/cachableservlets/search/jobs.json';

/** A `data-config` as the page writes it: the schema fills in what it leaves out. */
export type TeaserSliderInput = v.InferInput<typeof teaserSliderConfigSchema>;

export const teaserConfig = (input: TeaserSliderInput): TeaserSliderConfig =>
  v.parse(teaserSliderConfigSchema, input);

export const newsInput: TeaserSliderInput = {
  listType: 'news',
  url: NEWS_URL,
  size: 9,
  prefilters: { tags: ['Wohnen'], maxAge: 12 },
  title: 'Aktuelles aus der Region',
  showAllLink: { href: '/de/news.html', text: 'Alle Neuigkeiten' },
};

export const newsConfig = teaserConfig(newsInput);

const image = (id: string) => ({
  alt: `Symbolbild ${id}`,
  copyright: '© Regionalbank Demo',
  lg: { res1x: `/images/${id}-lg@1x.svg`, res2x: `/images/${id}-lg@2x.svg` },
  md: { res1x: `/images/${id}-md@1x.svg`, res2x: `/images/${id}-md@2x.svg` },
  sm: { res1x: `/images/${id}-sm@1x.svg`, res2x: `/images/${id}-sm@2x.svg` },
  xs: { res1x: `/images/${id}-xs@1x.svg`, res2x: `/images/${id}-xs@2x.svg` },
});

export function newsItem(index: number) {
  const id = `news-${String(index + 1).padStart(3, '0')}`;
  return {
    type: 'news',
    accessibilityID: id,
    title: `Wohnbaukredit-Aktion Nummer ${index + 1}`,
    subTitle: 'Wohnen',
    text: 'Bis Ende des Monats beraten wir Sie in allen Filialen zu fixen und variablen Zinsen, zur Laufzeit und zu Förderungen des Landes für Ihr Eigenheim.',
    url: `/de/news/2026/wohnbau-${index + 1}.html`,
    links: [],
    listImage: image(id),
    teaserImage: image(id),
    newsDate: '2026-11-20',
    tags: ['Wohnen'],
  };
}

/** Answers NEWSSUCHE with `count` items and records every request body. */
export function newsHandler(count: number, bodies: unknown[] = []) {
  return http.post(NEWS_URL, async ({ request }) => {
    bodies.push(await request.json());
    const documents = Array.from({ length: count }, (_, index) => newsItem(index)).map(
      (detail) => ({ url: detail.url, detail }),
    );
    return HttpResponse.json({ documents, filter: [], size: count });
  });
}
