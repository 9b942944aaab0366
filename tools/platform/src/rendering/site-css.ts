import { CONTENT_TEASER_CSS } from './content-teaser-css';
import { CONSENT_NOTICE_CSS } from './site-chrome/consent-notice';
import { SITE_CHROME_CSS } from './site-chrome/site-chrome-css';
import { STAGE_COPY_CSS } from './stage-copy-css';
import { widgetSpaceCss } from './widget-space/widget-space-css';

/**
 * The CMS theme. Class selectors only, no element or :root rules and no inherited properties on
 * body, so nothing reaches into widgets: they carry their own tokens and CSS Modules. A widget
 * draws its own card, so .cms-widget-section only spaces it (a CMS card around it nested boxes).
 */
export const SITE_CSS = `
.cms-body { margin: 0; background: #f4f6f5; }
.cms-container { box-sizing: border-box; max-width: 72rem; margin: 0 auto; padding: 0 clamp(1rem, 4vw, 1.25rem); }
.cms-skip-link, .cms-header, .cms-hero, .cms-heading, .cms-copy, .cms-footer, .cms-edit-notice {
  font-family: "Source Sans 3", "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
  color: #1c2421;
}
.cms-skip-link { position: absolute; left: 1rem; top: -3rem; padding: .5rem 1rem; background: #fff; z-index: 1000; }
.cms-skip-link:focus { top: 1rem; outline: 3px solid #0b5d3b; outline-offset: 2px; }
.cms-footer__links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; }
.cms-edit-notice { margin: 0; padding: .6rem 1.25rem; background: #fff4d6; border-bottom: 1px solid #e6cf8f; text-align: center; }
.cms-main { display: block; padding-bottom: 3rem; background: #fff; }
.cms-main:focus { outline: none; }
.cms-hero { background: linear-gradient(120deg, #e4efe9, #f4f6f5); padding: 2.5rem 0 2rem; margin-bottom: 2rem; }
.cms-hero__title { margin: 0 0 .5rem; font-size: clamp(1.75rem, 4vw, 2.5rem); line-height: 1.15; color: #0b5d3b; }
.cms-hero__lead { margin: 0; font-size: 1.2rem; max-width: 46rem; }
.cms-section { margin: 0 0 2.5rem; }
.cms-section:last-child { margin-bottom: 0; }
.cms-heading { margin: 0 0 .75rem; font-size: 1.5rem; line-height: 1.25; }
.cms-copy { margin: 0 0 1rem; max-width: 46rem; font-size: 1.05rem; line-height: 1.6; }
.cms-footer { background: #1c2421; color: #e9efec; padding: 2rem 0 1.5rem; }
.cms-footer__columns { display: flex; flex-wrap: wrap; gap: 2rem 4rem; }
.cms-footer__heading { margin: 0 0 .5rem; font-size: 1rem; color: #fff; }
.cms-footer__text { margin: 0; line-height: 1.6; color: #e9efec; }
.cms-footer__links { flex-direction: column; gap: .35rem; }
.cms-footer__links a { color: #e9efec; }
.cms-footer__notice { margin-top: 1.5rem; font-size: .85rem; color: #c4cfca; }
@media (forced-colors: active) { .cms-footer { border-top: 1px solid CanvasText; } }
${SITE_CHROME_CSS}
${CONSENT_NOTICE_CSS}
${CONTENT_TEASER_CSS}
${STAGE_COPY_CSS}
${widgetSpaceCss()}`;
