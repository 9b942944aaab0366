import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../common/config/app-names';
import { send } from '../../testing/http-request';
import { testCmsServer } from '../../testing/test-servers';

let cms: FastifyInstance;

beforeAll(async () => {
  cms = await testCmsServer();
});
afterAll(() => cms.close());

const get = (url: string) => send(cms, { url });

function widgetConfigs(html: string, widget: string): Record<string, unknown>[] {
  const pattern = new RegExp(`data-widget="${widget}" data-config='([^']*)'`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    JSON.parse(
      (match[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ),
  );
}

describe('lists widgets on the demo pages', () => {
  it.each(LANGUAGES)('puts a news teaser slider on the %s start page', async (language) => {
    const [slider, ...others] = widgetConfigs(
      (await get(`/${language}/index.html`)).body,
      'lists/teaser-slider',
    );
    expect(others).toEqual([]);
    expect(slider).toMatchObject({
      listType: 'news',
      url: '/cachableservlets/search/news.json',
      showAllLink: { href: `/${language}/lists.html` },
    });
  });

  it.each(LANGUAGES)(
    'shows events, FAQ, adviser, branch and club sliders and a Content+ block on the %s lists page',
    async (language) => {
      const html = (await get(`/${language}/lists.html`)).body;
      expect(widgetConfigs(html, 'lists/teaser-slider')).toEqual([
        expect.objectContaining({
          listType: 'events',
          url: '/cachableservlets/search/events.json',
        }),
        expect.objectContaining({ listType: 'faq', url: '/cachableservlets/lists/faq.json' }),
        expect.objectContaining({
          listType: 'employees',
          url: '/cachableservlets/lists/employees.json',
          showFunction: 'true',
        }),
        expect.objectContaining({ listType: 'banks', url: '/api/branches/list' }),
        expect.objectContaining({
          listType: 'clubBenefits',
          url: '/cachableservlets/club/benefits.json',
        }),
      ]);
      const [contentPlus] = widgetConfigs(html, 'lists/content-plus');
      expect(contentPlus).toMatchObject({
        url: `/${language}/fragments/content-plus-account-switch.html`,
        buttonLabel: expect.any(String),
      });
    },
  );

  it.each(LANGUAGES)(
    'puts a titled automated list of every list type on the %s lists page, each reachable from the page index',
    async (language) => {
      const html = (await get(`/${language}/lists.html`)).body;
      const lists = widgetConfigs(html, 'lists/automated-list');
      expect(lists.map((list) => list.listType)).toEqual(
        expect.arrayContaining([
          'news',
          'events',
          'faq',
          'pages',
          'employees',
          'jobs',
          'banks',
          'clubBenefits',
        ]),
      );
      const ids = lists.map((list) => list.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const list of lists) {
        expect(list.title).toEqual(expect.any(String));
        expect(html).toContain(`<a href="#${String(list.id)}-heading">`);
      }
    },
  );

  it('configures the advisers (function and specialisation, no mobile), jobs, branches and club benefits', async () => {
    const lists = widgetConfigs((await get('/de/lists.html')).body, 'lists/automated-list');
    expect(lists.find((list) => list.listType === 'employees')).toMatchObject({
      endpoint: '/cachableservlets/lists/employees.json',
      title: 'Ihre Beraterinnen und Berater',
      showFunction: 'true',
      showSpecialisation: 'true',
      showMobile: 'false',
    });
    expect(lists.find((list) => list.listType === 'jobs')).toMatchObject({
      endpoint: '/cachableservlets/search/jobs.json',
      title: 'Offene Stellen',
    });
    expect(lists.find((list) => list.listType === 'banks')).toMatchObject({
      endpoint: '/api/branches/list',
      filterEndpoint: '/api/branches/filter',
      title: 'Unsere Bankstellen',
      mainInstituteReorder: true,
      reloadOnBranchChange: true,
    });
    expect(lists.find((list) => list.listType === 'clubBenefits')).toMatchObject({
      endpoint: '/cachableservlets/club/benefits.json',
      title: 'Club-Vorteile',
    });
  });

  it.each([
    ['de', '/de/news', '/de/veranstaltungen'],
    ['en', '/en/news', '/en/events'],
    ['fr', '/de/news', '/de/veranstaltungen'],
  ] as const)(
    'narrows the %s news and events lists and sliders to the site path of their language',
    async (language, newsPath, eventsPath) => {
      const lists = widgetConfigs(
        (await get(`/${language}/lists.html`)).body,
        'lists/automated-list',
      );
      expect(lists.find((list) => list.listType === 'news')).toMatchObject({ path: newsPath });
      expect(lists.find((list) => list.listType === 'events')).toMatchObject({ path: eventsPath });
      const [newsSlider] = widgetConfigs(
        (await get(`/${language}/index.html`)).body,
        'lists/teaser-slider',
      );
      expect(newsSlider).toMatchObject({ prefilters: { maxAge: 12, path: newsPath } });
      const [eventsSlider] = widgetConfigs(
        (await get(`/${language}/lists.html`)).body,
        'lists/teaser-slider',
      );
      expect(eventsSlider).toMatchObject({ prefilters: { path: eventsPath } });
    },
  );

  it('gives the English lists page English news and events, the German one German', async () => {
    const search = async (language: 'de' | 'en') => {
      const lists = widgetConfigs(
        (await get(`/${language}/lists.html`)).body,
        'lists/automated-list',
      );
      const newsList = lists.find((list) => list.listType === 'news') ?? {};
      const eventsList = lists.find((list) => list.listType === 'events') ?? {};
      // the requests the lists send (apps/lists api.ts): news `path`, events `pathFilters`
      const news = await send(cms, {
        method: 'POST',
        url: String(newsList.endpoint),
        payload: { type: 'NEWSSUCHE', offset: 1, size: 500, path: newsList.path, maxAge: 24 },
      });
      const events = await send(cms, {
        method: 'POST',
        url: String(eventsList.endpoint),
        payload: { type: 'EVENTSUCHE', offset: 1, size: 500, pathFilters: [eventsList.path] },
      });
      return {
        news: news.json() as {
          size: number;
          documents: { detail: { url: string; cta: { text: string } } }[];
        },
        events: events.json() as {
          size: number;
          documents: { url: string; cta: { text: string } }[];
        },
      };
    };
    const en = await search('en');
    expect(en.news.size).toBeGreaterThanOrEqual(40);
    expect(en.news.documents.every((d) => d.detail.url.startsWith('/en/news/'))).toBe(true);
    expect(en.news.documents[0]?.detail.cta.text).toBe('Read more');
    expect(en.events.size).toBeGreaterThan(0);
    expect(en.events.documents.every((d) => d.url.startsWith('/en/events/'))).toBe(true);
    expect(en.events.documents[0]?.cta.text).toBe('Event details');
    const de = await search('de');
    expect(de.news.size).toBe(160);
    expect(de.news.documents.every((d) => d.detail.url.startsWith('/de/news/'))).toBe(true);
    expect(de.news.documents[0]?.detail.cta.text).toBe('Weiterlesen');
    expect(de.events.documents.every((d) => d.url.startsWith('/de/veranstaltungen/'))).toBe(true);
  });

  it('answers the sliders’ list requests with teasers', async () => {
    const news = await send(cms, {
      method: 'POST',
      url: '/cachableservlets/search/news.json',
      payload: { type: 'NEWSSUCHE', offset: 1, size: 9, maxAge: 12, tagFilters: [] },
    });
    expect(news.json().documents).toHaveLength(9);
    const events = await send(cms, {
      method: 'POST',
      url: '/cachableservlets/search/events.json',
      payload: { type: 'EVENTSUCHE', offset: 1, size: 6, timeFilter: 'FUTURE' },
    });
    expect(events.json().documents).toHaveLength(6);
  });

  it.each(['de', 'en'] as const)(
    'answers the %s FAQ, adviser, branch and club sliders with more than 3 teasers each',
    async (language) => {
      const sliders = widgetConfigs(
        (await get(`/${language}/lists.html`)).body,
        'lists/teaser-slider',
      ).slice(1);
      const counts = [];
      // The requests the slider sends (apps/lists teaser-slider more-teasers.ts).
      for (const { listType, url, size, prefilters } of sliders as {
        listType: string;
        url: string;
        size: number;
        prefilters: Record<string, string[]>;
      }[]) {
        const query = new URLSearchParams({ offset: '1', size: String(size) });
        for (const [name, values] of Object.entries({
          category: prefilters.categories ?? [],
          language: prefilters.languages ?? [],
        })) {
          for (const value of values) query.append(name, value);
        }
        const answer =
          listType === 'banks'
            ? await send(cms, {
                method: 'POST',
                url,
                payload: {
                  type: 'BANKSTELLENLISTESUCHE',
                  query: '',
                  filter: prefilters.bankFilters,
                  mainInstituteReorder: false,
                  path: `/${language}/lists`,
                },
              })
            : await send(cms, { url: `${url}?${query}` });
        expect(answer.statusCode).toBe(200);
        const body = answer.json() as Record<string, unknown[]>;
        counts.push((body.listItems ?? body.documents ?? body.clubreductions ?? []).length);
      }
      expect(counts).toHaveLength(4);
      for (const count of counts) expect(count).toBeGreaterThan(3);
    },
  );

  it.each(LANGUAGES)('serves the Content+ fragment in %s', async (language) => {
    const response = await get(`/${language}/fragments/content-plus-account-switch.html`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/^<h3>[^<]+<\/h3>/);
    expect(response.body).toContain('<ol><li>');
    expect(response.body).toContain(`href="/${language}/forms.html"`);
  });
});
