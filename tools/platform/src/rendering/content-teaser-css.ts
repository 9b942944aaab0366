/**
 * The CMS theme of the teasers (app, content, contact, social, full width) and of the content
 * demo page: plain markup, class selectors only, the site's green and type.
 */
export const CONTENT_TEASER_CSS = `
.cms-teaser, .cms-teaser-row { font-family: "Source Sans 3", "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1c2421; }
.cms-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.cms-teaser { position: relative; box-sizing: border-box; border-radius: 12px; background: #fff; border: 1px solid #dfe6e2; overflow: hidden; }
.cms-teaser__body { padding: 1.25rem 1.5rem 1.5rem; }
.cms-teaser__title { margin: 0 0 .5rem; font-size: 1.25rem; line-height: 1.3; }
.cms-teaser__text { margin: 0 0 1rem; line-height: 1.55; }
.cms-teaser__image { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; }
.cms-teaser__link { color: #0b5d3b; font-weight: 600; text-underline-offset: .2em; }
.cms-teaser-row { list-style: none; margin: 0 0 1.5rem; padding: 0; display: grid; gap: 1.25rem; }
@media (min-width: 768px) { .cms-teaser-row { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.cms-teaser-pair { display: grid; gap: 1.25rem; margin-bottom: 1.5rem; }
@media (min-width: 1025px) { .cms-teaser-pair { grid-template-columns: 3fr 2fr; } }
.cms-teaser--app { display: grid; background: #e4efe9; border: 0; }
@media (min-width: 576px) { .cms-teaser--app { grid-template-columns: 3fr 2fr; align-items: center; } }
.cms-teaser--app .cms-teaser__image { height: 100%; }
.cms-teaser__stores { display: flex; flex-wrap: wrap; gap: .5rem; margin: 0; }
.cms-store-badge { display: inline-block; padding: .55rem 1rem; border-radius: 8px; background: #1c2421; color: #fff; font-weight: 600; text-decoration: none; }
.cms-store-badge:hover, .cms-store-badge:focus-visible { background: #000; text-decoration: underline; }
.cms-teaser--contact { background: #0b5d3b; border: 0; color: #fff; }
.cms-teaser--contact .cms-teaser__title, .cms-teaser--contact .cms-teaser__text { color: #fff; }
.cms-teaser__actions { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1.25rem; margin: 0; }
.cms-teaser--contact .cms-button { background: #fff; color: #0b5d3b; }
.cms-teaser--contact .cms-button:hover { background: #e4efe9; }
.cms-teaser__phone { color: #fff; font-weight: 600; }
.cms-teaser--social { margin-bottom: 1.5rem; }
.cms-social-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
.cms-social-links a { display: inline-block; padding: .5rem 1rem; border: 2px solid #0b5d3b; border-radius: 999px; color: #0b5d3b; font-weight: 600; text-decoration: none; }
.cms-social-links a:hover, .cms-social-links a:focus-visible { background: #0b5d3b; color: #fff; }
.cms-teaser--full-width { display: flex; align-items: flex-end; min-height: 22rem; border: 0; color: #fff; }
@media (min-width: 1025px) { .cms-teaser--full-width { min-height: 26rem; } }
.cms-teaser__backdrop { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.cms-teaser--full-width .cms-teaser__body { position: relative; max-width: 36rem; margin: 1rem; border-radius: 12px; background: rgba(11, 40, 28, .82); }
.cms-teaser--full-width .cms-teaser__title, .cms-teaser--full-width .cms-teaser__text { color: #fff; }
.cms-button--light { background: #fff; color: #0b5d3b; }
.cms-button--light:hover { background: #e4efe9; }
.cms-regional-stage { display: contents; }
.cms-video-pair { display: grid; gap: 1.5rem; }
@media (min-width: 768px) { .cms-video-pair { grid-template-columns: 1fr 1fr; } }
@media (forced-colors: active) { .cms-teaser--app, .cms-teaser--contact { border: 1px solid CanvasText; } .cms-store-badge { border: 1px solid LinkText; } }

`;
