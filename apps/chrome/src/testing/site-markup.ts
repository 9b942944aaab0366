import { act } from '@testing-library/react';
import { createTestWidgetHost, installPageConfigForTests } from '@ctb/shared/testing';

type TestPage = ReturnType<typeof createTestWidgetHost>;

/** Where each chrome widget sits in the CMS markup, with the config the CMS gives it. */
const WIDGET_CONFIGS: Record<string, object> = {
  'cookie-banner': {
    version: '2026-11',
    privacyUrl: '/de/datenschutz.html',
    imprintUrl: '/de/impressum.html',
  },
  'language-select': {},
  navigation: {},
  'site-search': { autosuggestUrl: '/api/site-search/autosuggest', minLength: 3 },
  header: {},
  quickbar: {
    openOnTheme: 'business',
    links: [
      { label: 'Karte sperren', href: '/de/karte-sperren.html', icon: 'card' },
      { label: 'Böse', href: 'javascript:alert(1)' },
    ],
  },
};

const slot = (name: string) => `<div data-slot="${name}"></div>`;

/**
 * Places the chrome widgets in the CMS markup as the shell finds them (the test host announces
 * each element; it is moved into its place before React renders it).
 */
export async function placeWidgets(page: TestPage, names: string[]): Promise<HTMLElement[]> {
  return act(async () =>
    names.map((name) => {
      const element = page.place(name, WIDGET_CONFIGS[name]);
      document.querySelector(`[data-slot="${name}"]`)?.replaceWith(element);
      return element;
    }),
  );
}

/** Removes every chrome widget again (their roots unmount). */
export async function removeWidgets(page: TestPage): Promise<void> {
  await act(async () =>
    document
      .querySelectorAll<HTMLElement>('[data-widget^="chrome/"]')
      .forEach((element) => page.remove(element)),
  );
}

/**
 * The CMS's copy of the banner as a first visit shows it before the chrome app arrives (the
 * platform's consent-notice.ts; its script has revealed it): the widget takes it over.
 */
const CMS_CONSENT_NOTICE = `<div id="site-consent-notice" role="dialog" aria-modal="false" aria-labelledby="site-consent-notice-title" aria-busy="true">
  <h2 id="site-consent-notice-title">Ihre Privatsphäre ist uns wichtig</h2>
  <p>Notwendige Cookies brauchen wir, damit diese Website funktioniert.</p>
  <button type="button" disabled>Alle akzeptieren</button><button type="button" disabled>Nur notwendige</button>
</div>`;

/**
 * The CMS's banner copy, header, quickbar and footer as the platform renders them (a smaller tree), with a
 * slot where each chrome widget goes.
 */
export function installSiteMarkup({
  theme = 'private',
  editMode = false,
  pagePath = '/content/site/de/privatkunden/konto-karte/girokonto',
} = {}) {
  installPageConfigForTests({
    editMode,
    currentPagePath: btoa(pagePath),
    currentLanguagePagePath: btoa('/content/site/de'),
  });
  document.body.innerHTML = `
${slot('cookie-banner')}
${CMS_CONSENT_NOTICE}
<header id="site-header">
  <nav id="site-quick-access" aria-label="Schnellzugriff"><ul><li><a href="/de/banksearch.html">Filiale finden</a></li></ul></nav>
  <nav id="site-languages" aria-label="Sprache"><ul>
    <li><a href="/de/privatkunden/konto-karte/girokonto.html" lang="de" hreflang="de" aria-current="true">Deutsch</a></li>
    <li><a href="/en/privatkunden/konto-karte/girokonto.html" lang="en" hreflang="en">English</a></li>
    <li><a href="/sl/index.html" lang="sl" hreflang="sl">Slovenščina</a></li>
  </ul>${slot('language-select')}</nav>
  <a id="site-login" href="/de/club.html">Login</a>
  <nav id="site-navigation" aria-label="Hauptnavigation"><ul data-level="1">
    <li><a href="/de/privatkunden.html" aria-current="true">Privatkunden</a><ul data-level="2">
      <li><a href="/de/privatkunden/konto-karte.html" aria-current="true">Konto &amp; Karte</a><ul data-level="3">
        <li><a href="/de/privatkunden/konto-karte/girokonto.html" aria-current="page">Girokonto</a></li>
        <li><a href="/de/privatkunden/konto-karte/kreditkarte.html">Kreditkarte</a></li>
      </ul></li>
      <li><a href="/de/privatkunden/finanzieren.html">Finanzieren</a><ul data-level="3">
        <li><a href="/de/privatkunden/finanzieren/wohnkredit.html">Wohnkredit</a></li>
        <li><a href="javascript:alert(1)">Gefälscht</a></li>
      </ul></li>
    </ul></li>
    <li><a href="/de/karriere.html">Karriere</a><ul data-level="2">
      <li><a href="/de/karriere/jobs.html">Jobs</a></li>
    </ul></li>
    <li><a href="/de/kontakt.html">Kontakt</a></li>
  </ul>${slot('navigation')}</nav>
  <form id="site-search" role="search" action="/de/suche.html" method="get" aria-label="Suche">
    <div class="cms-search__static"><label for="q">Suche</label><input id="q" name="q"></div>
    ${slot('site-search')}
  </form>
  <details id="site-menu"><summary>Menü</summary></details>
  ${slot('header')}
</header>
<main id="main" tabindex="-1"><h1>Girokonto</h1></main>
<aside id="site-quickbar" data-theme="${theme}" aria-label="Ihre Bank">
  ${slot('quickbar')}
  <div id="site-quickbar-location" data-quickbar-slot><input aria-label="Ort, Postleitzahl oder Adresse"></div>
</aside>
<footer><a href="/de/datenschutz.html#cookies" data-ctb-consent-settings>Cookie-Einstellungen</a></footer>`;
}
