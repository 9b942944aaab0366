import type { FastifyInstance } from 'fastify';
import { EVENT_COUNT, EVENT_EN_COUNT } from '../data/events';
import { NEWS_COUNT, NEWS_EN_COUNT } from '../data/news';
import { post, routeTestServer, TEST_TODAY } from '../../testing/route-test-server';
import { registerListRoutes } from './lists-routes';
import { EVENT_SEARCH_PATH } from './event-search-route';
import { maxAgeLimit, NEWS_SEARCH_PATH } from './news-search-route';

let app: FastifyInstance;
beforeAll(() => {
  app = routeTestServer(registerListRoutes);
});
afterAll(() => app.close());

const news = async (body: Record<string, unknown>) => {
  const response = await post(app, NEWS_SEARCH_PATH, { type: 'NEWSSUCHE', ...body });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const events = async (body: Record<string, unknown>) => {
  const response = await post(app, EVENT_SEARCH_PATH, { type: 'EVENTSUCHE', ...body });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const titles = (documents: { detail?: { title: string }; title?: string }[]) =>
  documents.map((document) => document.detail?.title ?? document.title);

describe('NEWSSUCHE', () => {
  it('pages newest first with 1-based offsets, no gaps or duplicates', async () => {
    const all = await news({ offset: 1, size: 500 });
    expect(all.size).toBeGreaterThanOrEqual(150);
    const dates = all.documents.map((d: { detail: { newsDate: string } }) => d.detail.newsDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const paged: (string | undefined)[] = [];
    for (let offset = 1; offset <= all.size; offset += 7) {
      const page = await news({ offset, size: 7 });
      paged.push(...titles(page.documents));
    }
    expect(paged).toEqual(titles(all.documents));
    const first = await news({ offset: 1, size: 1 });
    expect(first.documents[0].url).toBe(all.documents[0].url);
    expect(first.documents[0].detail.type).toBe('news');
  });

  it('finds a known item by a case-insensitive word of its title', async () => {
    const all = await news({ size: 500 });
    const target = all.documents[42].detail;
    const word = target.title.split(' ').find((w: string) => w.length > 6) ?? target.title;
    const found = await news({ size: 500, query: word.toUpperCase() });
    expect(titles(found.documents)).toContain(target.title);
    expect(found.size).toBeLessThan(all.size);
  });

  it('sizes each tag option by the matching items and ANDs predefined tags', async () => {
    const result = await news({ size: 500, query: 'in', predefinedTagFilters: ['Region'] });
    expect(
      result.documents.every((d: { detail: { tags: string[] } }) =>
        d.detail.tags.includes('Region'),
      ),
    ).toBe(true);
    for (const option of result.filter[0].options) {
      const one = await news({
        size: 1,
        query: 'in',
        predefinedTagFilters: ['Region'],
        tagFilters: [option.name],
      });
      expect(option.size).toBe(one.size);
    }
  });

  it('restricts by maxAge in months and by from/to', async () => {
    const limit = maxAgeLimit(new Date(`${TEST_TODAY}T00:00:00Z`), 3);
    expect(limit).toBe('2025-12-02');
    const recent = await news({ size: 500, maxAge: 3 });
    const all = await news({ size: 500 });
    expect(recent.size).toBeLessThan(all.size);
    expect(
      recent.documents.every((d: { detail: { newsDate: string } }) => d.detail.newsDate >= limit),
    ).toBe(true);
    const range = await news({ size: 500, from: '2025-01-01', to: '2025-01-31' });
    expect(range.size).toBeGreaterThan(0);
    expect(
      range.documents.every((d: { detail: { newsDate: string } }) =>
        d.detail.newsDate.startsWith('2025-01'),
      ),
    ).toBe(true);
  });

  it('answers 400 naming a bad field', async () => {
    for (const [body, field] of [
      [{ type: 'NEWSSUCHE', offset: 0 }, 'offset'],
      [{ type: 'NEWSSUCHE', size: 'ten' }, 'size'],
      [{ type: 'NEWSSUCHE', maxAge: -1 }, 'maxAge'],
      [{ type: 'NEWSSUCHE', from: '2025-13-45' }, 'from'],
      [{ type: 'EVENTSUCHE' }, 'type'],
    ] as const) {
      const response = await post(app, NEWS_SEARCH_PATH, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });
});

describe('EVENTSUCHE', () => {
  it('lists only running and future events by default, sorted by start', async () => {
    const result = await events({ offset: 1, size: 500 });
    const ranges = result.documents.map((d: { date: { from: string; to: string } }) => d.date);
    expect(ranges.every((range: { to: string }) => range.to >= TEST_TODAY)).toBe(true);
    const starts = ranges.map((range: { from: string }) => range.from);
    expect([...starts].sort()).toEqual(starts);
    const all = await events({ size: 500, timeFilter: 'ALL' });
    expect(all.size).toBe(EVENT_COUNT + EVENT_EN_COUNT);
    expect(result.size).toBeLessThan(all.size);
    const german = await events({ size: 500, timeFilter: 'ALL', pathFilters: ['/de/'] });
    expect(german.size).toBe(80);
  });

  it('uses from/to instead, past events included', async () => {
    const result = await events({ size: 500, from: '2025-12-01', to: '2026-01-31' });
    expect(result.size).toBeGreaterThan(0);
    for (const d of result.documents) {
      expect(d.date.to >= '2025-12-01' && d.date.from <= '2026-01-31').toBe(true);
    }
  });

  it('filters by tag, path and query and pages without gaps', async () => {
    const byTag = await events({ size: 500, timeFilter: 'ALL', tagFilters: ['Wohnen'] });
    expect(byTag.documents.every((d: { tags: string[] }) => d.tags.includes('Wohnen'))).toBe(true);
    const tirol = await events({
      size: 500,
      timeFilter: 'ALL',
      pathFilters: ['/de/veranstaltungen/tirol'],
    });
    expect(tirol.size).toBeGreaterThan(0);
    const first = await events({ offset: 1, size: 3 });
    const second = await events({ offset: 4, size: 3 });
    const both = await events({ offset: 1, size: 6 });
    expect([...titles(first.documents), ...titles(second.documents)]).toEqual(
      titles(both.documents),
    );
  });

  it('answers 400 on an unknown timeFilter', async () => {
    const response = await post(app, EVENT_SEARCH_PATH, { type: 'EVENTSUCHE', timeFilter: 'SOON' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('timeFilter');
  });
});

describe('the German and the English site', () => {
  type NewsDocument = { url: string; detail: { url: string; title: string; tags: string[] } };
  type EventDocument = { url: string; title: string; tags: string[]; links: { href: string }[] };

  it('NEWSSUCHE under /en/news answers English news only, with an English topic filter', async () => {
    const result = await news({ size: 500, path: '/en/news' });
    expect(result.size).toBe(NEWS_EN_COUNT);
    expect(result.size).toBeGreaterThanOrEqual(40);
    for (const document of result.documents as NewsDocument[]) {
      expect(document.url).toMatch(/^\/en\/news\//);
      expect(document.detail.url).toBe(document.url);
    }
    const [topics] = result.filter;
    expect(topics).toMatchObject({ id: 'tag', label: 'Topics', longLabel: 'Filter by topic' });
    expect(topics.options.map((option: { name: string }) => option.name)).toEqual(
      expect.arrayContaining(['Financing', 'Housing', 'Saving & Investing', 'Sustainability']),
    );
    expect(topics.options.map((option: { name: string }) => option.name)).not.toContain('Wohnen');
    const housing = await news({ size: 500, path: '/en/news', tagFilters: ['Housing'] });
    const housingOption = topics.options.find(
      (option: { name: string }) => option.name === 'Housing',
    );
    expect(housing.size).toBe(housingOption.size);
    expect(
      (housing.documents as NewsDocument[]).every((d) => d.detail.tags.includes('Housing')),
    ).toBe(true);
  });

  it('NEWSSUCHE under /de/news answers exactly the German news, as before', async () => {
    const result = await news({ size: 500, path: '/de/news' });
    expect(result.size).toBe(NEWS_COUNT);
    expect((result.documents as NewsDocument[]).every((d) => d.url.startsWith('/de/news/'))).toBe(
      true,
    );
    expect(result.filter[0]).toMatchObject({ label: 'Themen', longLabel: 'Nach Thema filtern' });
    const all = await news({ size: 500 });
    expect(all.size).toBe(NEWS_COUNT + NEWS_EN_COUNT);
  });

  it('NEWSSUCHE searches each language in its own words', async () => {
    const english = await news({ size: 500, path: '/en/news', query: 'savings' });
    expect(english.size).toBeGreaterThan(0);
    expect((english.documents as NewsDocument[]).every((d) => d.url.startsWith('/en/'))).toBe(true);
    const germanWordOnEnglishSite = await news({
      size: 500,
      path: '/en/news',
      query: 'Sparzinsen',
    });
    expect(germanWordOnEnglishSite.size).toBe(0);
    const germanSite = await news({ size: 500, path: '/de/news', query: 'Sparzinsen' });
    expect(germanSite.size).toBeGreaterThan(0);
  });

  it('EVENTSUCHE under /en/events answers English events only, by state in English', async () => {
    const result = await events({ size: 500, timeFilter: 'ALL', pathFilters: ['/en/events'] });
    expect(result.size).toBe(EVENT_EN_COUNT);
    expect(result.size).toBeGreaterThanOrEqual(20);
    for (const document of result.documents as EventDocument[]) {
      expect(document.url).toMatch(/^\/en\/events\//);
      expect(document.links[0]?.href).toMatch(/^\/en\/events\/registration\.html/);
    }
    const upcoming = await events({ size: 500, pathFilters: ['/en/events'] });
    expect(upcoming.size).toBeGreaterThan(0);
    expect(upcoming.size).toBeLessThan(result.size);
    const tyrol = await events({ size: 500, timeFilter: 'ALL', pathFilters: ['/en/events/tyrol'] });
    const tirol = await events({
      size: 500,
      timeFilter: 'ALL',
      pathFilters: ['/de/veranstaltungen/tirol'],
    });
    expect(tyrol.size).toBeGreaterThan(0);
    expect(tyrol.size).toBeLessThanOrEqual(tirol.size);
  });

  it('EVENTSUCHE under /de/veranstaltungen answers exactly the German events', async () => {
    const result = await events({ size: 500, pathFilters: ['/de/veranstaltungen'] });
    const all = await events({ size: 500 });
    expect(
      (result.documents as EventDocument[]).every((d) => d.url.startsWith('/de/veranstaltungen/')),
    ).toBe(true);
    expect(result.size).toBe(
      (all.documents as EventDocument[]).filter((d) => d.url.startsWith('/de/')).length,
    );
    const byTag = await events({
      size: 500,
      pathFilters: ['/de/veranstaltungen'],
      tagFilters: ['Financing'],
    });
    expect(byTag.size).toBe(0);
  });
});
