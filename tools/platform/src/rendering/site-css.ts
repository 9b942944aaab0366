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
.cms-skip-link { position: absolute; left: 1rem; top: -3rem; padding: .5rem 1rem; background: #fff; z-index: 10; }
.cms-skip-link:focus { top: 1rem; }
.cms-header { background: #fff; border-bottom: 1px solid #d5dcd8; }
.cms-header__bar { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem 1.5rem; padding-top: 1rem; padding-bottom: 1rem; }
.cms-brand { display: inline-flex; align-items: center; gap: .6rem; color: #0b5d3b; font-weight: 700; font-size: 1.35rem; text-decoration: none; }
.cms-tagline { margin: 0; color: #4a5751; flex: 1 1 auto; }
.cms-languages ul, .cms-nav ul, .cms-footer__links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; }
.cms-languages ul { gap: .25rem .75rem; font-size: .9rem; }
.cms-languages a { color: #1c2421; }
.cms-languages a[aria-current] { font-weight: 700; text-decoration: none; }
.cms-nav { background: #0b5d3b; }
.cms-nav ul { gap: 0; margin: 0 auto; padding: 0 .25rem; }
.cms-nav a { display: block; padding: .8rem 1rem; color: #fff; text-decoration: none; font-weight: 600; }
.cms-nav a:hover, .cms-nav a:focus-visible { background: #084a2f; text-decoration: underline; }
.cms-nav a[aria-current="page"] { box-shadow: inset 0 -4px 0 #f2c14e; }
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
`;
