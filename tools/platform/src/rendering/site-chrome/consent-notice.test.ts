import { CONSENT_BANNER_VERSION, siteCookieBanner } from './consent-notice';
import type { ChromePage } from './site-header';

const page = (language: ChromePage['language'], editMode = false): ChromePage => ({
  language,
  path: `/${language}/index.html`,
  languageHref: (other) => `/${other}/index.html`,
  editMode,
});

/** Runs the notice's inline script against a document holding `cookie`: is the notice shown? */
function revealedWith(cookie: string): boolean {
  const html = siteCookieBanner(page('de'));
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const notice = { hidden: true };
  const fakeDocument = {
    cookie,
    getElementById: (id: string) => (id === 'site-consent-notice' ? notice : null),
  };
  new Function('document', script)(fakeDocument);
  return !notice.hidden;
}

const record = (version: string) =>
  `ctb_consent_record=${encodeURIComponent(`${version}|2026-11-02T08:00:00.000Z`)}`;

describe('the CMS copy of the cookie banner', () => {
  it('is written hidden after the widget element, with disabled buttons and working links', () => {
    const html = siteCookieBanner(page('de'));
    expect(html.indexOf('data-widget="chrome/cookie-banner"')).toBe(5);
    expect(html).toMatch(/<div class="cms-consent" id="site-consent-notice"[^>]* hidden>/);
    expect(html.match(/<button type="button" class="[^"]+" disabled>/g)).toHaveLength(3);
    expect(html).toContain('<a href="/de/datenschutz.html">Datenschutzerklärung</a>');
    expect(html).toContain('<a href="/de/impressum.html">Impressum</a>');
    expect(html).toContain(`&quot;version&quot;:&quot;${CONSENT_BANNER_VERSION}&quot;`);
  });

  it('is shown by its script on a first visit and for a decision on another version only', () => {
    expect(revealedWith('')).toBe(true);
    expect(revealedWith('ctb_consent=maps')).toBe(true);
    expect(revealedWith(`${record('2025-01')}; ctb_consent=maps`)).toBe(true);
    expect(revealedWith('ctb_consent_record=%E0%A4%A')).toBe(true);
    expect(revealedWith(`ctb_consent=maps; ${record(CONSENT_BANNER_VERSION)}`)).toBe(false);
    expect(revealedWith(`x_ctb_consent_record=${CONSENT_BANNER_VERSION}`)).toBe(true);
  });

  it('is left out in the editor, where the banner never shows', () => {
    const html = siteCookieBanner(page('de', true));
    expect(html).toContain('data-widget="chrome/cookie-banner"');
    expect(html).not.toContain('site-consent-notice');
    expect(html).not.toContain('<script');
  });
});
