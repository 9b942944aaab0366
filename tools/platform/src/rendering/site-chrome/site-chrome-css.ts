/**
 * The CMS styles of the site's header, footer additions and quickbar frame: what shows before
 * (and without) JavaScript. The chrome app's widgets keep the same box sizes (service row 40 px,
 * main row 80 px on desktop, 64 px below 1025 px), so nothing moves when they take over: the
 * search form is as high as the widget's 44 px box from the start, first-level links with
 * sublevels draw the widget's chevron, and the languages and login keep to the right edge while
 * the language list becomes the narrower select.
 */
export const SITE_CHROME_CSS = `
.cms-header [hidden], .cms-quickbar [hidden] { display: none !important; }
.cms-header { position: sticky; top: 0; z-index: 900; background: #fff; border-bottom: 1px solid #d5dcd8; transition: transform .25s ease; }
.cms-header[data-pinned="false"] { transform: translateY(-100%); }
@media (prefers-reduced-motion: reduce) { .cms-header { transition: none; } }
.cms-header a { color: #1c2421; }
.cms-header ul { list-style: none; margin: 0; padding: 0; }
.cms-header__service { background: #f4f6f5; font-size: .9rem; }
.cms-header__service-row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; height: 40px; }
.cms-quick-access ul, .cms-languages ul { display: flex; gap: 1.25rem; }
.cms-quick-access a, .cms-languages a { text-decoration: none; }
.cms-quick-access a:hover, .cms-languages a:hover { text-decoration: underline; }
.cms-languages a[aria-current] { font-weight: 700; }
.cms-header__service-end { flex: 1 1 auto; display: flex; align-items: center; justify-content: flex-end; gap: 1.25rem; height: 100%; }
.cms-languages { flex: 1 1 auto; display: flex; justify-content: flex-end; }
.cms-login { display: inline-flex; align-items: center; height: 28px; padding: 0 .9rem; border-radius: 999px; background: #0b5d3b; color: #fff !important; font-weight: 600; text-decoration: none; }
.cms-header__main { display: flex; align-items: center; gap: 1.5rem; height: 80px; }
.cms-brand { display: inline-flex; align-items: center; gap: .6rem; color: #0b5d3b !important; text-decoration: none; flex: none; }
.cms-brand__name { font-weight: 700; font-size: 1.3rem; line-height: 1.1; }
.cms-brand__tagline { display: none; }
.cms-nav { flex: 1 1 auto; align-self: stretch; display: flex; }
.cms-nav > ul { display: flex; align-items: stretch; }
.cms-nav > ul > li { display: flex; }
.cms-nav > ul > li > a { white-space: nowrap; display: flex; align-items: center; padding: 0 .85rem; font-weight: 600; font-size: 1.05rem; text-decoration: none; box-shadow: inset 0 -4px 0 transparent; }
.cms-nav > ul > li > a:hover { box-shadow: inset 0 -4px 0 #8fbfa6; }
.cms-nav > ul > li > a[aria-current] { box-shadow: inset 0 -4px 0 #0b5d3b; color: #0b5d3b; }
.cms-nav > ul > li > a:not(:last-child)::after { content: ""; flex: none; box-sizing: border-box; width: .45rem; height: .45rem; margin-left: .4rem; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: translateY(-2px) rotate(45deg); }
.cms-nav > ul[data-level] ul { display: none; }
.cms-search { display: flex; align-items: center; flex: none; min-height: 44px; }
.cms-search__static { display: flex; align-items: center; }
.cms-search__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.cms-search__input { box-sizing: border-box; width: 13rem; height: 40px; padding: 0 .75rem; border: 1px solid #6b7671; border-right: 0; border-radius: 20px 0 0 20px; font: inherit; font-size: 1rem; }
.cms-search__button { height: 40px; padding: 0 1rem; border: 0; border-radius: 0 20px 20px 0; background: #0b5d3b; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
.cms-search__link { display: none; }
@media (forced-colors: active) {
  .cms-login, .cms-search__button { box-sizing: border-box; border: 1px solid ButtonText; }
  .cms-nav > ul > li > a { border-bottom: 4px solid Canvas; }
  .cms-nav > ul > li > a[aria-current] { border-bottom-color: Highlight; }
}
@media (min-width: 1025px) and (max-width: 1199.98px) {
  .cms-header__main { gap: 1rem; }
  .cms-brand__name { font-size: 1.15rem; }
  .cms-nav > ul > li > a { padding: 0 .5rem; font-size: 1rem; }
  .cms-search, .cms-search__static { flex: 0 1 auto; min-width: 0; }
  .cms-search__input { flex: 0 1 13rem; width: auto; min-width: 6rem; }
}
.cms-menu { display: none; }
.cms-menu__button { cursor: pointer; font-weight: 600; padding: .5rem .75rem; border: 1px solid #6b7671; border-radius: 6px; list-style: none; }
.cms-menu__list { position: absolute; right: 1rem; margin-top: .5rem !important; padding: .5rem 0 !important; background: #fff; border: 1px solid #d5dcd8; box-shadow: 0 8px 24px rgb(0 0 0 / 15%); }
.cms-menu__list a { display: block; padding: .6rem 1.25rem; }
@media (max-width: 1024.98px) {
  .cms-header__service { display: none; }
  .cms-header__main { height: 64px; gap: .75rem; }
  .cms-brand__name { font-size: 1.1rem; }
  .cms-nav, .cms-search__static { display: none; }
  .cms-search { margin-left: auto; }
  .cms-search__link { display: inline-block; padding: .5rem .25rem; font-weight: 600; }
  .cms-menu { display: block; }
}
@media (max-width: 575.98px) {
  .cms-brand__name { max-width: 7.5rem; font-size: 1rem; }
}
@media (max-width: 359.98px) {
  .cms-brand__name { display: none; }
}
.cms-quickbar { font-family: "Source Sans 3", "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1c2421; background: #e4efe9; border-top: 1px solid #c9dccf; }
.cms-quickbar__inner { padding-top: 1.25rem; padding-bottom: 1.25rem; display: grid; gap: 1rem 2rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 1025px) { .cms-quickbar__inner { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; } }
.cms-quickbar__location[hidden] { display: none; }
.cms-footer__links [data-ctb-consent-settings] { font-weight: 600; }
.cms-breadcrumb, .cms-tiles, .cms-link-list, .cms-results, .cms-search-page, .cms-button, .cms-notice { font-family: "Source Sans 3", "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1c2421; }
.cms-breadcrumb ol { display: flex; flex-wrap: wrap; gap: .25rem; list-style: none; margin: 0 0 2rem; padding: 0; font-size: .95rem; }
.cms-breadcrumb li + li::before { content: "›"; margin-right: .35rem; color: #4a5751; }
.cms-breadcrumb a { color: #0b5d3b; }
.cms-breadcrumb a[aria-current] { color: #1c2421; text-decoration: none; font-weight: 600; }
.cms-tiles { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.cms-tile { padding: 1.25rem; border: 1px solid #d5dcd8; border-radius: 8px; background: #fff; }
.cms-tile__link { font-weight: 700; font-size: 1.15rem; color: #0b5d3b; }
.cms-tile__text { margin: .5rem 0 0; line-height: 1.5; }
.cms-link-list { margin: 0; padding-left: 1.25rem; line-height: 1.9; }
.cms-link-list a { color: #0b5d3b; }
.cms-button { display: inline-block; padding: .7rem 1.4rem; border: 0; border-radius: 999px; background: #0b5d3b; color: #fff; font-size: 1rem; font-weight: 600; text-decoration: none; cursor: pointer; }
.cms-button:hover { background: #084a2f; }
@media (forced-colors: active) { .cms-button { border: 1px solid ButtonText; } }
.cms-search-page { margin: 0 0 1.5rem; }
.cms-search-page__label { display: block; font-weight: 600; margin-bottom: .4rem; }
.cms-search-page__row { display: flex; gap: .5rem; max-width: 36rem; }
.cms-search-page__input { flex: 1; min-width: 0; box-sizing: border-box; height: 44px; padding: 0 .75rem; border: 1px solid #6b7671; border-radius: 6px; font: inherit; }
.cms-search-page__status { font-weight: 600; }
.cms-results { list-style: none; margin: 0; padding: 0; }
.cms-result { padding: 1rem 0; border-bottom: 1px solid #d5dcd8; }
.cms-result__title { font-size: 1.15rem; font-weight: 700; color: #0b5d3b; }
.cms-result__subtitle { margin: .2rem 0 0; color: #4a5751; font-size: .95rem; }
.cms-result__text { margin: .4rem 0 0; line-height: 1.5; }
.cms-notice { padding: .75rem 1rem; background: #fff4d6; border-radius: 6px; }
@media (forced-colors: active) { .cms-notice { border: 1px solid CanvasText; } }
`;
