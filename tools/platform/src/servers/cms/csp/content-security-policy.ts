import type { PageSources } from '../../../common/domain-module';

export interface PolicyInput {
  /** Fresh for every response: the page's own script and style elements carry it. */
  nonce: string;
  sources: Required<PageSources>;
  trustedTypes: string[];
  /** Where browsers post violations (report-uri). */
  reportUri: string;
  /**
   * The Reporting API endpoint's name (`report-to`), or undefined for report-uri alone: a browser
   * that knows report-to ignores report-uri, and Chromium's Reporting API queues reports for up to
   * a minute (in headless test runs it delivered none in 80 s) where report-uri posts at once.
   */
  reportTo?: string;
}

const self = (origins: string[], cmsOrigin: string) =>
  origins.map((origin) => (origin === cmsOrigin ? "'self'" : origin));

/**
 * The enforced Content Security Policy of a demo page (docs/security.md explains each part and
 * what the CDN and the CMS send in production).
 */
export function contentSecurityPolicy(input: PolicyInput, cmsOrigin: string): string {
  const { nonce, sources, trustedTypes, reportUri, reportTo } = input;
  const list = (origins: string[]) => self(origins, cmsOrigin).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // Only scripts carrying the response's nonce, and what they load ('strict-dynamic'): no host
    // list, no 'unsafe-inline', no 'unsafe-eval'.
    ['script-src', `'nonce-${nonce}' 'strict-dynamic'`],
    // Workers only from a blob a script of the page wrote (the shell's Intl warm-up,
    // apps/shell/src/intl-warm-up.ts), never from a URL ('strict-dynamic' alone would admit any).
    ['worker-src', 'blob:'],
    // Stylesheet files of the site, and <style> elements with the nonce (style-loader and chart
    // libraries get it from __webpack_nonce__ / cspNonce()). Also governs style="" attributes: no
    // widget needs 'unsafe-inline' for them (apexcharts and swiper style through the CSSOM).
    ['style-src', `'self' 'nonce-${nonce}'`],
    // apexcharts writes style="" attributes (innerHTML and setAttribute) into its SVG; attributes
    // only, never <style> elements.
    // data: for the SVG pictures apps draw themselves (lists: the default portrait); an image
    // cannot run script.
    ['img-src', `${list(sources.img)} data:`],
    ['font-src', list(sources.font)],
    ['connect-src', list(sources.connect)],
    ['frame-src', list(sources.frame)],
    ['form-action', list(sources.form)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', trustedTypes.join(' ')],
    ['report-uri', reportUri],
  ];
  if (reportTo) directives.push(['report-to', reportTo]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
