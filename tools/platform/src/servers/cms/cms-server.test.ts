import type { FastifyInstance } from 'fastify';
import { AccessTokenService } from '../auth/access-token';
import { DOMAINS, LANGUAGES } from '../../common/config/app-names';
import { send } from '../../testing/http-request';
import { testConfig } from '../../testing/test-config';
import { buildCmsServer } from './cms-server';
import { SITE_CONTENT } from '../../rendering/content';
import { escapeHtml } from '../../rendering/html';

const config = testConfig();
const WIDGET_SPACE_PROPERTIES = [
  '--ctb-widget-space',
  'box-sizing',
  'min-height',
  'background',
  'border-radius',
];
const tokens = new AccessTokenService(config.tokenSecret, config.now);
let cms: FastifyInstance;

beforeAll(async () => {
  cms = await buildCmsServer(config, tokens);
});
afterAll(() => cms.close());

const get = (url: string, headers: Record<string, string> = {}) => send(cms, { url, headers });

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function pageConfigOf(html: string) {
  const match = /<script type="application\/json" id="page-config">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('page has no page-config');
  return JSON.parse(match[1]);
}

function widgetsOf(html: string): { widget: string; config: Record<string, unknown> }[] {
  // A page's own widgets are in <main>; the chrome (banner, header, quickbar) is on every page.
  const start = html.indexOf('<main');
  const main = start >= 0 ? html.slice(start, html.indexOf('</main>')) : html;
  return [...main.matchAll(/data-widget="([^"]+)" data-config='([^']*)'/g)].map((match) => ({
    widget: match[1] ?? '',
    config: JSON.parse(unescapeAttribute(match[2] ?? '')),
  }));
}

const decode = (value: string) => Buffer.from(value, 'base64').toString('utf8');

describe('token.json', () => {
  it('hands out a token the paas accepts, never cached', async () => {
    const response = await get('/cachableservlets/token.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body)).toEqual(['access_token']);
    expect(tokens.check(body.access_token)).toEqual({ valid: true });
  });
});

describe('demo pages', () => {
  const pages = LANGUAGES.flatMap((language) =>
    ['index', ...DOMAINS].map((page) => [language, page] as const),
  );

  it.each(pages)('/%s/%s.html carries a valid page-config', async (language, page) => {
    const response = await get(`/${language}/${page}.html`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<html lang="${language}">`);
    const pageConfig = pageConfigOf(response.body);
    expect(pageConfig).toMatchObject({
      paasBaseUrl: 'http://127.0.0.1:8090',
      language,
      loginCenterPath: `/${language}/club.html`,
      pensionCalculator: { serviceUrl: '/api/calculators/pension' },
      editMode: false,
      mapsScriptUrl: 'http://localhost:8080/maps-stand-in/maps.js',
    });
    expect(pageConfig.currentPagePath).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decode(pageConfig.currentPagePath)).toBe(
      `/content/regionalbank-demo/${language}/${page}`,
    );
    expect(decode(pageConfig.currentLanguagePagePath)).toBe(
      `/content/regionalbank-demo/${language}`,
    );
    // The tag carries the response's CSP nonce (servers/cms/csp).
    expect(response.body).toMatch(
      /<script src="http:\/\/localhost:8100\/shell.js" defer nonce="[\w+/=]+"><\/script>/,
    );
    expect(response.body).toContain('Regionalbank Demo');
    expect(response.body).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it('switches edit mode on with ?editMode=true', async () => {
    const { body } = await get('/de/calculators.html?editMode=true');
    expect(pageConfigOf(body).editMode).toBe(true);
  });

  it.each([
    [
      'async',
      /<head>[\s\S]*<script src="[^"]+shell.js" async nonce="[^"]+"><\/script>[\s\S]*<\/head>/,
      1,
    ],
    ['end', /<script src="[^"]+shell.js" nonce="[^"]+"><\/script>\s*<\/body>/, 1],
    [
      'twice',
      /shell.js" defer nonce="[^"]+">[\s\S]*<script src="[^"]+shell.js" nonce="[^"]+"><\/script>\s*<\/body>/,
      2,
    ],
  ])('includes the shell as asked by ?shell=%s', async (mode, pattern, count) => {
    const { body } = await get(`/en/index.html?shell=${mode}`);
    expect(body).toMatch(pattern);
    expect(body.match(/shell\.js/g)).toHaveLength(count);
  });

  it('refuses an unknown shell mode', async () => {
    expect((await get('/de/index.html?shell=sometimes')).statusCode).toBe(400);
  });

  it('puts one credit, one savings and one pension calculator with realistic bounds on the calculators page', async () => {
    const widgets = widgetsOf((await get('/de/calculators.html')).body);
    expect(widgets.map(({ widget }) => widget)).toEqual([
      'calculators/credit',
      'calculators/savings',
      'calculators/pension',
    ]);
    expect(widgets[0]?.config).toMatchObject({
      serviceUrl: '/api/calculators/credit',
      amount: { min: 1000, max: 100000 },
      interestRate: { min: 1, max: 12 },
      term: { min: 12, max: 120 },
      instalment: { min: 50, max: 3000 },
    });
    expect(widgets[1]?.config).toMatchObject({
      serviceUrl: '/api/calculators/savings',
      maturity: { min: 12, max: 360 },
    });
  });

  it('links every calculator to pages and fragments the CMS host really serves', async () => {
    for (const language of LANGUAGES) {
      const widgets = widgetsOf((await get(`/${language}/calculators.html`)).body);
      const urls = widgets.flatMap(({ config }) =>
        ['appointmentUrl', 'legalInfoUrl', 'infoUrl'].map((key) => config[key]).filter(Boolean),
      ) as string[];
      expect(urls).toHaveLength(6);
      for (const url of urls) expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    }
  });

  it('leaves each calculator its own heading and passes the intro in data-config, in every language', async () => {
    for (const language of LANGUAGES) {
      const { calculators } = SITE_CONTENT[language];
      const body = (await get(`/${language}/calculators.html`)).body;
      const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
      // The hero's h1 is the only CMS heading; each widget renders its own h2 and region.
      expect(main.match(/<h[2-6]/g)).toBeNull();
      expect(main).not.toContain('<section');
      expect(widgetsOf(body).map(({ config }) => config.intro)).toEqual([
        calculators.credit.intro,
        calculators.savings.intro,
        calculators.pension.intro,
      ]);
      for (const { config } of widgetsOf(body)) {
        expect(config).not.toHaveProperty('title');
        expect(config).not.toHaveProperty('headingLevel');
      }
    }
  });

  it('fits the start page credit calculator under the financing heading, one level below', async () => {
    for (const language of LANGUAGES) {
      const { pages, calculators } = SITE_CONTENT[language];
      const body = (await get(`/${language}/index.html`)).body;
      const credit = widgetsOf(body).find(({ widget }) => widget === 'calculators/credit');
      expect(credit?.config).toMatchObject({
        title: calculators.credit.startPageTitle,
        intro: calculators.credit.intro,
        headingLevel: 3,
      });
      const financing =
        /<section class="cms-section"><h2 class="cms-heading">([^<]*)<\/h2>(.*?)<\/section>/s.exec(
          body,
        );
      expect(financing?.[1]).toBe(escapeHtml(pages.index.sections[0]?.heading ?? ''));
      expect(financing?.[2]).toContain('data-widget="calculators/credit"');
    }
  });

  it('shows only widgets that exist: a credit calculator, bank teaser and news slider on the start page, lists widgets on the lists page, the club and market widgets on theirs, none on domain pages without widgets', async () => {
    expect(widgetsOf((await get('/de/index.html')).body).map(({ widget }) => widget)).toEqual([
      'chrome/stage-slider',
      'calculators/credit',
      'banksearch/bank-teaser',
      'lists/teaser-slider',
      'forms/contact-cta',
      'forms/newsletter',
      'market/index-chart',
      'chrome/recommendation-carousel',
    ]);
    expect(widgetsOf((await get('/de/forms.html')).body).map(({ widget }) => widget)).toEqual([
      'forms/contact-cta',
      ...Array<string>(2).fill('forms/form'),
      'lists/automated-list',
      'forms/form-overlay',
      ...Array<string>(2).fill('forms/form'),
      'forms/event-form',
      'forms/newsletter',
    ]);
    expect(widgetsOf((await get('/de/lists.html')).body).map(({ widget }) => widget)).toEqual([
      ...Array<string>(8).fill('lists/automated-list'),
      // The events slider, then the FAQ, adviser, branch and club benefit sliders.
      ...Array<string>(5).fill('lists/teaser-slider'),
      'lists/content-plus',
    ]);
    expect(widgetsOf((await get('/de/club.html')).body).map(({ widget }) => widget)).toEqual([
      'club/login-button',
      'club/discount-page',
    ]);
    expect(widgetsOf((await get('/de/market.html')).body).map(({ widget }) => widget)).toEqual([
      'market/start-page',
    ]);
    for (const page of DOMAINS.filter(
      (domain) =>
        !['calculators', 'lists', 'banksearch', 'forms', 'club', 'market'].includes(domain),
    )) {
      expect(widgetsOf((await get(`/de/${page}.html`)).body)).toEqual([]);
    }
  });

  it('answers 404 with a message for an unknown language or page', async () => {
    const response = await get('/es/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect((await get('/de/unknown.html')).statusCode).toBe(404);
  });

  it('leads / to the German start page', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de/index.html');
  });
});

describe('fragments and assets', () => {
  it('states the representative credit example computed by the calculator formula', async () => {
    const { body } = await get('/de/fragments/credit-legal.html');
    expect(body).toContain('Repräsentatives Beispiel');
    // 10.000 € at 5,5 % over 60 months: 191,01 € a month, 6,527 % APRC
    expect(body).toContain('<dd>10.000,00 €</dd>');
    expect(body).toContain('<dd>191,01 €</dd>');
    expect(body).toContain('<dd>6,527 %</dd>');
    expect(body).not.toContain('<html');
  });

  it.each(LANGUAGES)('serves every fragment in %s', async (language) => {
    for (const name of ['credit-legal', 'savings-legal', 'pension-info']) {
      const response = await get(`/${language}/fragments/${name}.html`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<h2>/);
    }
  });

  it('serves an icon and the CMS stylesheet without element selectors', async () => {
    for (const url of ['/favicon.svg', '/favicon.ico']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
    }
    const css = (await get('/assets/site.css')).body;
    const rules = [...css.matchAll(/^([^{}]+)\{([^{}]*)\}/gm)].map(([, selector, body]) => ({
      selector: (selector ?? '').trim(),
      properties: [...(body ?? '').matchAll(/([\w-]+)\s*:/g)].map(([, name]) => name),
    }));
    expect(rules.length).toBeGreaterThan(10);
    for (const { selector, properties } of rules.filter(
      (rule) => !rule.selector.startsWith('@media'),
    )) {
      // Widget elements only get the space reserved for them (widget-space-css.ts), nothing else.
      if (selector.startsWith('[data-widget'))
        expect(properties.every((name) => WIDGET_SPACE_PROPERTIES.includes(name ?? ''))).toBe(true);
      else for (const part of selector.split(',')) expect(part.trim()).toMatch(/^\.cms-/);
    }
  });
});

describe('CMS failure injection', () => {
  it('fails token.json with 500 on request', async () => {
    const response = await get('/cachableservlets/token.json?ctbFail=500');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers token.json with the wrong shape on request', async () => {
    const response = await get('/cachableservlets/token.json', { 'x-ctb-fail': 'malformed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('access_token');
  });

  it('fails a fragment with 500 on request', async () => {
    expect((await get('/de/fragments/credit-legal.html?ctbFail=500')).statusCode).toBe(500);
  });
});
