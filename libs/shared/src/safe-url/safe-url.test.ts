import { installPageConfigForTests } from '../page-config/testing/install-page-config';
import { safeHref, safeNavigationTarget, safeSitePath } from './safe-url';

// jsdom's page: http://localhost/
const own = window.location.origin;

describe('safeHref', () => {
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installPageConfigForTests({ linkOrigins: ['https://jobs.example.at'] });
  });
  afterEach(() => warnings.mockRestore());

  it('keeps a site path beginning with one slash, query and fragment included', () => {
    expect(safeHref('/de/kontakt.html?from=list#form')).toBe('/de/kontakt.html?from=list#form');
    expect(safeHref('/')).toBe('/');
    expect(warnings).not.toHaveBeenCalled();
  });

  it('keeps http(s) URLs of the page origin and of the configured link origins', () => {
    expect(safeHref(`${own}/de/index.html`)).toBe(`${own}/de/index.html`);
    expect(safeHref('https://jobs.example.at/stelle/42')).toBe('https://jobs.example.at/stelle/42');
  });

  it('takes the allowed origins the caller names instead of the configured ones', () => {
    const options = { allowedOrigins: ['https://www.google.com'] };
    expect(safeHref('https://www.google.com/maps/dir/?api=1', options)).toBe(
      'https://www.google.com/maps/dir/?api=1',
    );
    expect(safeHref('https://jobs.example.at/stelle/42', options)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'the scheme javascript: is not allowed'],
    ['  JaVaScRiPt:alert(1)', 'the scheme javascript: is not allowed'],
    ['java\tscript:alert(1)', 'the scheme javascript: is not allowed'],
    ['data:text/html,<script>alert(1)</script>', 'the scheme data: is not allowed'],
    ['vbscript:msgbox(1)', 'the scheme vbscript: is not allowed'],
    ['//evil.example/x', 'not a path of this site'],
    ['/\\evil.example/x', 'not a path of this site'],
    ['/\t/evil.example/x', 'not a path of this site'],
    ['https://evil.example/', 'https://evil.example is not an allowed origin'],
    ['https://jobs.example.at.evil.example/', 'is not an allowed origin'],
    ['ftp://jobs.example.at/file', 'the scheme ftp: is not allowed'],
    ['kontakt.html', 'neither a site path beginning with one "/" nor an absolute URL'],
  ])('drops %j and logs why', (value, reason) => {
    expect(safeHref(value, { source: 'lists/automated-list cta.href' })).toBeUndefined();
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0]?.[0]).toContain('[ctb] lists/automated-list cta.href: dropped');
    expect(warnings.mock.calls[0]?.[0]).toContain(reason);
  });

  it('treats a missing or empty value as no link, silently', () => {
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('drops a value that is not a string', () => {
    expect(safeHref({ toString: () => '/x' })).toBeUndefined();
    expect(warnings.mock.calls[0]?.[0]).toContain('not a string');
  });

  it('still allows the own origin when the page has no page config', () => {
    document.querySelector('script#page-config')?.remove();
    expect(safeHref(`${own}/x`)).toBe(`${own}/x`);
    expect(safeHref('https://jobs.example.at/x')).toBeUndefined();
  });
});

describe('safeNavigationTarget', () => {
  it('refuses the javascript: URL a server might answer for a redirect', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeNavigationTarget('javascript:alert(document.cookie)')).toBeUndefined();
    expect(warn.mock.calls[0]?.[0]).toContain('[ctb] navigation: dropped');
    warn.mockRestore();
  });
});

describe('safeSitePath', () => {
  it('keeps a site path and refuses absolute URLs, even of the own origin', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeSitePath('/banken/tirol')).toBe('/banken/tirol');
    expect(safeSitePath(`${own}/banken/tirol`, 'root path')).toBeUndefined();
    expect(safeSitePath('//evil.example', 'root path')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toContain(
      '[ctb] root path: dropped the unsafe link "//evil.example"',
    );
    warn.mockRestore();
  });
});

describe('logging', () => {
  it('logs a value dropped again on a later render only once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    safeHref('javascript:void(0)', { source: 'render' });
    safeHref('javascript:void(0)', { source: 'render' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
