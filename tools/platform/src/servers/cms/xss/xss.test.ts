import type { FastifyInstance } from 'fastify';
import { send } from '../../../testing/http-request';
import { testCmsServer } from '../../../testing/test-servers';
import { XSS_CANARY, XSS_PAYLOADS } from './xss-corpus';
import { injectIntoJson, injectIntoPage, PayloadPicker } from './xss-injection';

describe('the XSS corpus', () => {
  it('has at least 60 payloads of every kind the issue names, each calling the canary or the exfil origin', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.category))).toEqual(
      new Set([
        'script',
        'event-handler',
        'javascript-url',
        'data-url',
        'svg',
        'mathml',
        'mutation',
        'clobbering',
        'template',
        'attribute-break',
        'css',
      ]),
    );
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.id)).size).toBe(XSS_PAYLOADS.length);
  });

  it('appends markup payloads to texts and replaces links, round robin, leaving ids alone', () => {
    const answer = {
      listItems: [
        { accessibilityID: 'n1', title: 'Zinsen', url: '/de/news/1.html', tags: ['Region'] },
        { accessibilityID: 'n2', title: 'Kredit', url: '/de/news/2.html', tags: ['Region'] },
      ],
      totalSize: 2,
    };
    const injected = injectIntoJson(answer, new PayloadPicker('all')) as typeof answer;
    const [first, second] = injected.listItems;
    expect(first?.accessibilityID).toBe('n1');
    expect(first?.title).toMatch(/^Zinsen /);
    expect(first?.title).not.toBe(second?.title.replace('Kredit', 'Zinsen'));
    expect(first?.url).not.toBe('/de/news/1.html');
    expect(injected.totalSize).toBe(2);
    expect(first?.tags).toEqual(['Region']);
  });

  it('puts one chosen payload everywhere with a payload number', () => {
    const picker = new PayloadPicker(1);
    expect(injectIntoJson({ title: 'A' }, picker)).toEqual({
      title: `A ${XSS_PAYLOADS[0]?.payload}`,
    });
  });

  it('injects into the page config and data-configs, escaped as the CMS escapes', () => {
    const page =
      '<html><script type="application/json" id="page-config">{"loginCenterPath":"/de/club.html","language":"de"}</script>' +
      `<div data-widget="lists/teaser-slider" data-config='{"title":"News","url":"/svc","showAllLink":{"href":"/de/news.html","text":"Alle"}}'></div></html>`;
    const injected = injectIntoPage(page, new PayloadPicker('all'));
    const json = /id="page-config">([^<]*)</.exec(injected)?.[1] ?? '';
    const config = JSON.parse(json.replace(/\\u003c/g, '<'));
    expect(config.language).toBe('de');
    expect(config.loginCenterPath).not.toBe('/de/club.html');
    expect(config.xssProbe).toContain(XSS_CANARY);
    const dataConfig = /data-config='([^']*)'/.exec(injected)?.[1] ?? '';
    expect(dataConfig).not.toMatch(/[<>"']/);
    const widgetConfig = JSON.parse(
      dataConfig
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(widgetConfig.url).toBe('/svc');
    expect(widgetConfig.title).toMatch(/^News /);
    expect(widgetConfig.showAllLink.href).not.toBe('/de/news.html');
  });
  it('leaves the technical names of form fields in widget configs alone, but not shown names', () => {
    const config = (widget: string, value: unknown) =>
      `<div data-widget="${widget}" data-config='${JSON.stringify(value)}'></div>`;
    const page =
      '<html>' +
      config('forms/newsletter', {
        action: '/api/newsletter/subscribe',
        checkboxes: [{ name: 'maerkte', label: 'Märkte' }],
      }) +
      config('banksearch/bank-search-field', { label: 'Ihre Bank', name: 'branchId' }) +
      config('chrome/comparison-table', { products: [{ id: 'konto', name: 'Konto Start' }] }) +
      '</html>';
    const injected = injectIntoPage(page, new PayloadPicker('all'));
    const [newsletter, field, table] = Array.from(
      injected.matchAll(/data-config='([^']*)'/g),
      (match) =>
        JSON.parse(
          (match[1] ?? '')
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&'),
        ),
    );
    expect(newsletter.checkboxes[0].name).toBe('maerkte');
    expect(newsletter.checkboxes[0].label).toMatch(/^Märkte \S/);
    expect(newsletter.action).toBe('/api/newsletter/subscribe');
    expect(field.name).toBe('branchId');
    expect(field.label).toMatch(/^Ihre Bank \S/);
    expect(table.products[0].id).toBe('konto');
    expect(table.products[0].name).toMatch(/^Konto Start \S/);
  });

  it('still appends payloads to names in service answers (a branch name is shown)', () => {
    const answer = { name: 'Filiale Zirl', label: 'Zirl' };
    const injected = injectIntoJson(answer, new PayloadPicker('all')) as typeof answer;
    expect(injected.name).toMatch(/^Filiale Zirl /);
  });
});

describe('the XSS switch of the CMS host', () => {
  let cms: FastifyInstance;
  beforeAll(async () => {
    cms = await testCmsServer();
  });
  afterAll(() => cms.close());

  it('is off unless asked for', async () => {
    const fragment = await send(cms, { url: '/de/fragments/credit-legal.html' });
    expect(fragment.body).not.toContain(XSS_CANARY);
  });

  it('appends every markup payload to a fragment with the cookie', async () => {
    const fragment = await send(cms, {
      url: '/de/fragments/credit-legal.html',
      headers: { cookie: 'ctb_xss=all' },
    });
    const markup = XSS_PAYLOADS.filter((payload) => payload.kind === 'markup');
    for (const payload of markup) expect(fragment.body).toContain(payload.payload);
  });

  it('sets the cookie from a page query, so the widgets’ own requests carry payloads too', async () => {
    const page = await send(cms, { url: '/de/lists.html?ctbXss=all' });
    expect(page.headers['set-cookie']).toEqual(['ctb_xss=all; Path=/; SameSite=Lax']);
    const list = await send(cms, {
      url: '/cachableservlets/lists/faq.json?size=3',
      headers: { cookie: 'ctb_xss=all' },
    });
    expect(list.body).toContain(XSS_CANARY);
    const token = await send(cms, {
      url: '/cachableservlets/token.json',
      headers: { cookie: 'ctb_xss=all' },
    });
    expect(token.json().access_token).toMatch(/^ctb\./);
  });
});
