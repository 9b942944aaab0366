import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { LANGUAGES } from '../../common/config/app-names';
import { testCmsServer } from '../../testing/test-servers';

// The site search and the navigation behind the chrome, on a listening CMS server: autosuggest and
// the results page ask the list services (news, FAQ) of their own origin over HTTP, as in the
// browser.

let cms: FastifyInstance;
let origin: string;
beforeAll(async () => {
  cms = await testCmsServer();
  await cms.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(cms.server.address() as AddressInfo).port}`;
});
afterAll(() => cms.close());

interface Suggestion {
  title: string;
  subtitle?: string;
  url: string;
}
interface NavigationNode {
  label: string;
  url: string;
  children: NavigationNode[];
}

const autosuggest = (term: string, path: string) =>
  fetch(`${origin}/api/site-search/autosuggest?${new URLSearchParams({ term, path })}`);

describe('GET /api/site-search/autosuggest', () => {
  it('answers title, subtitle and url over the pages, news and FAQ of the page language', async () => {
    const response = await autosuggest('wohn', '/content/regionalbank-demo/de/index');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const suggestions = (await response.json()) as Suggestion[];
    expect(suggestions[0]).toEqual({
      title: 'Wohnkredit',
      subtitle: 'Privatkunden › Finanzieren',
      url: '/de/privatkunden/finanzieren/wohnkredit.html',
    });
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.some((item) => item.subtitle?.startsWith('News'))).toBe(true);
    for (const item of suggestions) expect(item.url).toMatch(/^\/de\//);
  });

  it('takes the language from the page path', async () => {
    const suggestions = (await (
      await autosuggest('loan', '/content/regionalbank-demo/en/privatkunden')
    ).json()) as Suggestion[];
    expect(suggestions.map((item) => item.title)).toContain('Home loan');
    for (const item of suggestions) expect(item.url).toMatch(/^\/en\//);
  });

  it('answers an empty list for a term nothing matches, and 400 without a term', async () => {
    expect(
      await (await autosuggest('Quastenflosser', '/content/regionalbank-demo/de/index')).json(),
    ).toEqual([]);
    const response = await fetch(`${origin}/api/site-search/autosuggest?path=/de/index`);
    expect(response.status).toBe(400);
  });
});

describe('GET /<lang>/suche.html', () => {
  it('lists the pages, news and FAQ found for the term, each group counted', async () => {
    const response = await fetch(`${origin}/de/suche.html?q=Kredit`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/de/privatkunden/finanzieren/konsumkredit.html"');
    expect(html).toMatch(/Seiten \(\d+\)/);
    expect(html).toMatch(/Treffer für „Kredit“/);
  });

  it('says so when nothing matches, and shows only the form without a term', async () => {
    const none = await (await fetch(`${origin}/de/suche.html?q=Quastenflosser`)).text();
    expect(none).toMatch(
      /Ihr Suchbegriff (&quot;|")Quastenflosser(&quot;|") ergab keine Treffer\./,
    );
    const empty = await (await fetch(`${origin}/de/suche.html`)).text();
    expect(empty).not.toContain('Treffer für');
    expect(empty).toContain('role="search"');
  });
});

describe('GET /api/navigation/<lang>.json', () => {
  const count = (nodes: NavigationNode[]): number =>
    nodes.reduce((total, node) => total + 1 + count(node.children), 0);
  const depth = (nodes: NavigationNode[]): number =>
    nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depth(node.children)));

  it.each(LANGUAGES)(
    'serves the bank site tree in %s: four sections, three levels, 60+ entries',
    async (language) => {
      const response = await fetch(`${origin}/api/navigation/${language}.json`);
      expect(response.status).toBe(200);
      const tree = (await response.json()) as NavigationNode[];
      expect(tree).toHaveLength(4);
      expect(count(tree)).toBeGreaterThanOrEqual(60);
      expect(depth(tree)).toBe(3);
      for (const node of tree)
        expect(node.url).toMatch(new RegExp(`^/${language}/[\\w/-]+\\.html$`));
    },
  );

  it('answers 404 for an unknown language', async () => {
    expect((await fetch(`${origin}/api/navigation/xx.json`)).status).toBe(404);
  });
});

describe('the chrome on every page', () => {
  it.each(LANGUAGES)(
    'the start page in %s carries header, banner, quickbar and footer settings link',
    async (language) => {
      const html = await (await fetch(`${origin}/${language}/index.html`)).text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain('id="site-header"');
      expect(html).toMatch(/<nav class="cms-nav" id="site-navigation"[^>]*><ul data-level="1">/);
      for (const widget of [
        'header',
        'navigation',
        'site-search',
        'language-select',
        'cookie-banner',
        'quickbar',
      ])
        expect(html).toContain(`data-widget="chrome/${widget}"`);
      expect(html).toContain('id="site-quickbar"');
      expect(html).toContain('data-ctb-consent-settings');
      // The banner comes first, before the header, so that the first Tab reaches it.
      expect(html.indexOf('data-widget="chrome/cookie-banner"')).toBeLessThan(
        html.indexOf('id="site-header"'),
      );
    },
  );

  it('marks the current page and its sections in the CMS navigation', async () => {
    const html = await (
      await fetch(`${origin}/de/privatkunden/finanzieren/wohnkredit.html`)
    ).text();
    expect(html).toContain(
      'href="/de/privatkunden/finanzieren/wohnkredit.html" aria-current="page"',
    );
    expect(html).toContain('href="/de/privatkunden.html" aria-current="true"');
  });
});
