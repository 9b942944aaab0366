import { escapeHtml } from '../html';
import { widgetElement } from '../widget-markup';
import { CONSENT_NOTICE_TEXTS } from './consent-notice-texts';
import type { ChromePage } from './site-header';

/** The version of the banner's text: a visitor who decided on another version is asked again. */
export const CONSENT_BANNER_VERSION = '2026-11';

/** The id of the CMS's copy of the banner, which `chrome/cookie-banner` takes over. */
export const CONSENT_NOTICE_ID = 'site-consent-notice';

/**
 * Shows the notice in the first paint when the consent record (libs/shared's
 * `ctb_consent_record=<version>|<time>`, URI-encoded) is missing or of another version: the
 * same rule as the widget's, read before any widget code. Hidden stays hidden without script.
 */
const revealScript = (version: string) =>
  `<script>(function(){var n=document.getElementById(${JSON.stringify(CONSENT_NOTICE_ID)});` +
  `var m=/(?:^|; )ctb_consent_record=([^;]*)/.exec(document.cookie),v='';` +
  `try{v=m?decodeURIComponent(m[1]).split('|')[0]:''}catch(e){}` +
  `if(n&&v!==${JSON.stringify(version)})n.hidden=false})()</script>`;

/**
 * The CMS's copy of the banner, right after the widget's element: on a first visit its words
 * are on screen with the page's first paint instead of after the chrome app's code, in the very
 * place and size of the widget's panel, which hides it in its first render. The buttons need
 * the widget: until then they are disabled (the panel already has its final size).
 */
function consentNotice(page: ChromePage, privacyUrl: string, imprintUrl: string): string {
  const text = CONSENT_NOTICE_TEXTS[page.language];
  const button = (className: string, label: string) =>
    `<button type="button" class="${className}" disabled>${escapeHtml(label)}</button>`;
  return `<div class="cms-consent" id="${CONSENT_NOTICE_ID}" role="dialog" aria-modal="false" aria-labelledby="${CONSENT_NOTICE_ID}-title" aria-busy="true" hidden>
<div class="cms-consent__inner">
<div><h2 class="cms-consent__title" id="${CONSENT_NOTICE_ID}-title">${escapeHtml(text.title)}</h2>
<p class="cms-consent__copy">${escapeHtml(text.text)}</p>
<p class="cms-consent__links"><a href="${escapeHtml(privacyUrl)}">${escapeHtml(text.privacy)}</a><a href="${escapeHtml(imprintUrl)}">${escapeHtml(text.imprint)}</a></p></div>
<div class="cms-consent__actions">${button('cms-consent__choice', text.acceptAll)}${button('cms-consent__choice', text.necessaryOnly)}${button('cms-consent__settings', text.settings)}</div>
</div>
</div>
${revealScript(CONSENT_BANNER_VERSION)}`;
}

/**
 * The cookie banner, first in the page so that it is the first thing reached by keyboard, with
 * the CMS's copy of it (not in the editor, where the banner never shows).
 */
export function siteCookieBanner(page: ChromePage): string {
  const privacyUrl = `/${page.language}/datenschutz.html`;
  const imprintUrl = `/${page.language}/impressum.html`;
  const widget = widgetElement('chrome/cookie-banner', {
    version: CONSENT_BANNER_VERSION,
    privacyUrl,
    imprintUrl,
  });
  return page.editMode ? widget : `${widget}\n${consentNotice(page, privacyUrl, imprintUrl)}`;
}

/**
 * The notice's styles: the widget's panel (chrome's cookie-banner.module.css) drawn by the CMS,
 * box for box, so that nothing moves when the widget takes it over.
 */
export const CONSENT_NOTICE_CSS = `
.cms-consent[hidden] { display: none !important; }
.cms-consent { position: fixed; left: 0; right: 0; bottom: 0; z-index: 980; padding: 0 .75rem .75rem; font-family: "Source Sans 3", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1c2421; line-height: 1.5; pointer-events: none; }
.cms-consent__inner { box-sizing: border-box; display: grid; gap: 1rem 2rem; max-width: 72rem; margin: 0 auto; padding: 1.25rem 1.5rem; background: #fff; border: 1px solid #c9d3ce; border-top: 4px solid #0b5d3b; border-radius: 12px; box-shadow: 0 -4px 32px rgb(0 20 10 / 22%); pointer-events: auto; }
.cms-consent__title { margin: 0 0 .4rem; font-size: 1.2rem; line-height: 1.3; }
.cms-consent__copy { margin: 0; line-height: 1.5; font-size: .95rem; }
.cms-consent__links { display: flex; gap: 1.25rem; margin: .5rem 0 0; font-size: .95rem; }
.cms-consent__links a { color: #0b5d3b; font-weight: 600; }
.cms-consent__actions { display: grid; gap: .6rem; grid-template-columns: 1fr 1fr; }
.cms-consent__choice, .cms-consent__settings { min-height: 44px; padding: 0 1.25rem; border-radius: 999px; font: inherit; font-weight: 700; cursor: progress; }
.cms-consent__choice { border: 2px solid #0b5d3b; background: #0b5d3b; color: #fff; }
.cms-consent__settings { grid-column: 1 / -1; border: 0; background: none; color: #0b5d3b; text-decoration: underline; min-height: 36px; }
@media (max-width: 575.98px) {
  .cms-consent__inner { padding: 1rem 1.1rem; }
  .cms-consent__copy { font-size: .9rem; }
  .cms-consent__actions { grid-template-columns: 1fr; }
}
@media (min-width: 1025px) {
  .cms-consent__inner { grid-template-columns: minmax(0, 1fr) auto; align-items: center; }
  .cms-consent__actions { grid-template-columns: repeat(2, minmax(11rem, auto)); }
}`;
