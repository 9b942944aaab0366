import type { FastifyInstance } from 'fastify';
import { send } from '../../../testing/http-request';
import { testCmsServer } from '../../../testing/test-servers';

const directives = (header: string) =>
  Object.fromEntries(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('the Content Security Policy of the CMS host', () => {
  let cms: FastifyInstance;
  beforeAll(async () => {
    cms = await testCmsServer();
  });
  afterAll(() => cms.close());

  it('sends every page an enforced policy whose fresh nonce its script and style tags carry', async () => {
    const first = await send(cms, { url: '/de/banksearch.html' });
    const second = await send(cms, { url: '/de/banksearch.html' });
    const header = String(first.headers['content-security-policy']);
    const policy = directives(header);
    const nonce = /'nonce-([^']+)'/.exec(policy['script-src'] ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    expect(first.headers['content-security-policy-report-only']).toBeUndefined();
    expect(policy['script-src']).toBe(`'nonce-${nonce}' 'strict-dynamic'`);
    expect(header).not.toContain('unsafe-eval');
    expect(policy['style-src']).toBe(`'self' 'nonce-${nonce}'`);
    expect(policy['worker-src']).toBe('blob:');
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'none'");
    expect(policy['frame-ancestors']).toBe("'self'");
    expect(policy['frame-src']).toBe('https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(policy['require-trusted-types-for']).toBe("'script'");
    expect(policy['trusted-types']?.split(' ')).toEqual(
      expect.arrayContaining(['default', 'ctb-sanitizer', 'ctb-maps', 'ctb-webpack-shell']),
    );
    expect(policy['report-uri']).toBe('/__csp-reports');
    // Every script and style element of the page has the nonce (the JSON page config needs none).
    const tags = (first.body.match(/<(script|style)\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/json'),
    );
    // The shell and the banksearch page's stage style (at least).
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('lists the origins the page uses in connect-src: its own, the paas and the app origins', async () => {
    const { headers } = await send(cms, { url: '/de/index.html' });
    const connect = directives(String(headers['content-security-policy']))['connect-src'] ?? '';
    expect(connect.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'http://127.0.0.1:8090', 'http://localhost:8103']),
    );
    expect(connect).not.toContain('*');
  });

  it('records violations under the tag of the page that reported them, and forgets them', async () => {
    const page = await send(cms, {
      url: '/de/index.html',
      headers: { cookie: 'ctb_csp_tag=test-42' },
    });
    const reportUri = directives(String(page.headers['content-security-policy']))['report-uri'];
    expect(reportUri).toBe('/__csp-reports?tag=test-42');
    await send(cms, {
      method: 'POST',
      url: reportUri ?? '',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:8080/de/index.html',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'source-file': 'http://localhost:8080/de/index.html',
          'line-number': 12,
          disposition: 'enforce',
        },
      }),
    });
    await send(cms, {
      method: 'POST',
      url: '/__csp-reports',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://localhost:8080/de/lists.html',
            effectiveDirective: 'img-src',
            blockedURL: 'https://evil.example/x.png',
          },
        },
      ]),
    });
    const tagged = (await send(cms, { url: '/__csp-reports?tag=test-42' })).json();
    expect(tagged.violations).toEqual([
      expect.objectContaining({
        tag: 'test-42',
        directive: 'script-src-elem',
        blockedUrl: 'inline',
        line: 12,
      }),
    ]);
    const all = (await send(cms, { url: '/__csp-reports' })).json();
    expect(all.violations.map((v: { directive: string }) => v.directive)).toEqual([
      'script-src-elem',
      'img-src',
    ]);
    await send(cms, { method: 'DELETE', url: '/__csp-reports?tag=test-42' });
    expect((await send(cms, { url: '/__csp-reports' })).json().violations).toHaveLength(1);
    await send(cms, { method: 'DELETE', url: '/__csp-reports' });
    expect((await send(cms, { url: '/__csp-reports' })).json().violations).toEqual([]);
  });
});
