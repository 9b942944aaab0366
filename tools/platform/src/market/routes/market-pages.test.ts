import type { FastifyInstance } from 'fastify';
import { get } from '../../testing/route-test-server';
import { testCmsServer } from '../../testing/test-servers';

let cms: FastifyInstance;
beforeAll(async () => {
  cms = await testCmsServer();
});
afterAll(() => cms.close());

/** The data-config of the first element of `widget` in a page. */
function widgetConfig(html: string, widget: string): Record<string, unknown> {
  const match = new RegExp(`data-widget="${widget}" data-config='([^']*)'`).exec(html);
  if (!match?.[1]) throw new Error(`no ${widget} in the page`);
  return JSON.parse(match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

describe('the market pages of the demo site', () => {
  it('put the market-data start page on /<lang>/market.html with five index tabs', async () => {
    const page = await get(cms, '/en/market.html');
    expect(page.statusCode).toBe(200);
    const config = widgetConfig(page.body, 'market/start-page');
    expect(config).toMatchObject({ blz: '20320', bstnr: '0001' });
    expect(config.indices).toHaveLength(5);
  });

  it('put a compact ATX chart on the home page, leading to the market page', async () => {
    const page = await get(cms, '/hr/index.html');
    expect(widgetConfig(page.body, 'market/index-chart')).toMatchObject({
      symbol: 'ATX',
      marketPageUrl: '/hr/market.html',
    });
  });

  it('serve the page of a share the lists link to', async () => {
    const page = await get(cms, '/marktdaten/aktien/AT0000652011.html');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="cms-hero__title">Erste Group Bank AG</h1>');
    expect(page.body).toContain('ISIN AT0000652011');
    expect(page.body).toContain('Wiener Börse');
    expect((page.body.match(/<tr><th scope="row">/g) ?? []).length).toBe(10);
  });

  it('give the shell script of a detail page the nonce of its CSP', async () => {
    const page = await get(cms, '/marktdaten/indizes/atx.html');
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const shell = /<script src="[^"]*\/shell\.js"[^>]*>/.exec(page.body)?.[0];
    expect(shell).toContain(` nonce="${nonce ?? ''}"`);
  });

  it('serve an index page with its chart and members, and a fund page', async () => {
    const index = await get(cms, '/marktdaten/indizes/atx.html');
    expect(widgetConfig(index.body, 'market/index-chart')).toMatchObject({ symbol: 'ATX' });
    expect(index.body).toContain('href="/marktdaten/aktien/AT0000743059.html">OMV AG</a>');
    expect((await get(cms, '/marktdaten/fonds/IE00B4L5Y983.html')).statusCode).toBe(200);
  });

  it('answer 404 for unknown symbols or a share in the funds folder', async () => {
    expect((await get(cms, '/marktdaten/aktien/AT0000000000.html')).statusCode).toBe(404);
    expect((await get(cms, '/marktdaten/fonds/AT0000652011.html')).statusCode).toBe(404);
    expect((await get(cms, '/marktdaten/indizes/smi.html')).statusCode).toBe(404);
  });

  it('serve the search result page the symbol search opens', async () => {
    const page = await get(cms, '/marktdaten/suche.html?searchTerm=DE0007164600');
    expect(page.body).toContain('href="/marktdaten/aktien/DE0007164600.html">SAP SE</a>');
    const none = await get(cms, '/marktdaten/suche.html?searchTerm=%3Cscript%3E');
    expect(none.body).toContain('Ihr Suchbegriff "&lt;script&gt;" ergab keine Treffer.');
    expect((await get(cms, '/marktdaten/suche.html')).statusCode).toBe(400);
  });

  it('answer the market services on the CMS host', async () => {
    const chart = await get(
      cms,
      '/cachableservlets/market/chart.json?blz=20320&bstnr=0001&index=ATX',
    );
    expect(chart.statusCode).toBe(200);
    expect(chart.json().name).toBe('ATX');
  });
});
