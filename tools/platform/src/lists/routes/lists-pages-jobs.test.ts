import type { FastifyInstance } from 'fastify';
import { get, post, routeTestServer } from '../../testing/route-test-server';
import { registerImageRoute } from '../../common/images/image-route';
import { registerListRoutes } from './lists-routes';
import { JOB_SEARCH_PATH } from './job-search-route';
import { PAGE_SEARCH_PATH } from './page-search-route';

let app: FastifyInstance;
beforeAll(() => {
  app = routeTestServer((server, config) => {
    registerImageRoute(server);
    registerListRoutes(server, config);
  });
});
afterAll(() => app.close());

const list = async (name: string, query: string) => {
  const response = await get(app, `/cachableservlets/lists/${name}.json?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const jobs = async (body: Record<string, unknown>) => {
  const response = await post(app, JOB_SEARCH_PATH, { type: 'JOBSUCHE', ...body });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const ids = (items: { accessibilityID: string }[]) => items.map((item) => item.accessibilityID);

describe('generic and employee lists', () => {
  it.each([
    ['faq', 60],
    ['pages', 60],
    ['employees', 120],
  ])('%s: offset=1 is the first item and pages have no gaps or duplicates', async (name, count) => {
    const all = await list(name, 'offset=1&size=500');
    expect(all.totalSize).toBe(count);
    expect(all.showSize).toBe(count);
    const paged: string[] = [];
    for (let offset = 1; offset <= count; offset += 25) {
      paged.push(...ids((await list(name, `offset=${offset}&size=25`)).listItems));
    }
    expect(paged).toEqual(ids(all.listItems));
    expect(ids((await list(name, 'offset=1&size=1')).listItems)).toEqual(
      ids(all.listItems).slice(0, 1),
    );
  });

  it('finds an employee by name, case-insensitively', async () => {
    const all = await list('employees', 'size=500');
    const target = all.listItems[17];
    const found = await list(
      'employees',
      `query=${encodeURIComponent(target.lastname.toUpperCase())}&size=500`,
    );
    expect(ids(found.listItems)).toContain(target.accessibilityID);
    expect(found.totalSize).toBeLessThan(120);
  });

  it('sizes category and language options like a faceted search', async () => {
    const base = await list('employees', 'size=500&language=englisch');
    const category = base.filter.find((f: { id: string }) => f.id === 'category');
    for (const option of category.options) {
      const one = await list('employees', `size=1&language=englisch&category=${option.name}`);
      expect(option.size).toBe(one.totalSize);
    }
    const language = base.filter.find((f: { id: string }) => f.id === 'language');
    expect(language.value).toBe('englisch');
    const all = await list('employees', 'size=500');
    expect(language.options.find((o: { name: string }) => o.name === 'englisch').size).toBe(
      base.totalSize,
    );
    expect(base.totalSize).toBeLessThan(all.totalSize);
  });

  it('filters FAQ by language and by two categories at once', async () => {
    expect((await list('faq', 'language=en')).totalSize).toBe(10);
    const two = await list('faq', 'category=sicherheit&category=online-banking&size=500');
    expect(two.totalSize).toBe(24);
    expect((await list('faq', 'category=sicherheit,online-banking')).totalSize).toBe(24);
  });

  it('answers 400 on bad parameters and 404 on an unknown list', async () => {
    for (const [query, name] of [
      ['offset=0', 'offset'],
      ['size=abc', 'size'],
      ['size=100000', 'size'],
    ]) {
      const response = await get(app, `/cachableservlets/lists/faq.json?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(name);
    }
    expect((await get(app, '/cachableservlets/lists/recipes.json')).statusCode).toBe(404);
  });
});

describe('page search', () => {
  it('searches, filters by category and path, and counts', async () => {
    const response = await get(app, `${PAGE_SEARCH_PATH}?offset=1&size=5&query=konditionen`);
    const body = response.json();
    expect(body.size).toBe(20);
    expect(body.documents).toHaveLength(5);
    const finance = body.filter[0].options.find((o: { name: string }) => o.name === 'finanzieren');
    const filtered = (
      await get(app, `${PAGE_SEARCH_PATH}?query=konditionen&filter=finanzieren`)
    ).json();
    expect(filtered.size).toBe(finance.size);
    const under = (
      await get(app, `${PAGE_SEARCH_PATH}?path=/de/finanzieren/wohnkredit&size=50`)
    ).json();
    expect(under.size).toBe(3);
  });
});

describe('JOBSUCHE', () => {
  it('pages newest first with 1-based offsets', async () => {
    const all = await jobs({ offset: 1, size: 500 });
    expect(all.size).toBe(150);
    const dates = all.documents.map((d: { publishDate: string }) => d.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await jobs({ offset: 11, size: 10 });
    expect(ids(second.documents)).toEqual(ids(all.documents).slice(10, 20));
  });

  it('combines key:value filters: OR within a key, AND across keys', async () => {
    const all = (await jobs({ size: 500 })).documents as {
      location: string[];
      employmentType: string;
    }[];
    const filter = ['location:Tirol', 'location:Salzburg', 'employmentType:Vollzeit'];
    const result = await jobs({ size: 500, filter });
    const expected = all.filter(
      (job) =>
        ['Tirol', 'Salzburg'].includes(job.location[0] ?? '') && job.employmentType === 'Vollzeit',
    );
    expect(result.size).toBe(expected.length);
    expect(result.size).toBeGreaterThan(0);
    const location = result.filter.find((f: { id: string }) => f.id === 'location');
    const tirol = await jobs({ size: 1, filter: ['location:Tirol', 'employmentType:Vollzeit'] });
    expect(location.options.find((o: { name: string }) => o.name === 'Tirol').size).toBe(
      tirol.size,
    );
    expect(location.options).toHaveLength(9);
  });

  it('answers 400 on a filter entry that is not key:value', async () => {
    const response = await post(app, JOB_SEARCH_PATH, {
      type: 'JOBSUCHE',
      filter: ['salary:high'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('filter');
  });
});

describe('images and failure injection', () => {
  it('serves every image URL of an item', async () => {
    const item = (await list('pages', 'size=1')).listItems[0];
    const response = await get(app, item.listImage.xs.res2x);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect((await get(app, '/images/nope.png')).statusCode).toBe(404);
  });

  it('fails on request', async () => {
    expect((await get(app, '/cachableservlets/lists/faq.json?ctbFail=500')).statusCode).toBe(500);
    const malformed = await post(app, `${JOB_SEARCH_PATH}?ctbFail=malformed`, { type: 'JOBSUCHE' });
    expect(malformed.json()).not.toHaveProperty('documents');
  });
});
