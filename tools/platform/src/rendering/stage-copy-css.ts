/**
 * The CMS's copy of the stage's first slide (chrome/content/stage-and-cards.ts): chrome's
 * stage-slider.module.css drawn by the CMS, box for box and in the widgets' token values, over the
 * space the stage element reserves, so that the picture keeps its place and size when the widget
 * takes over. Hidden once the widget has mounted; a stage that failed leaves it as the fallback.
 */
export const STAGE_COPY_CSS = `
.cms-stage { position: relative; }
.cms-stage__copy { position: absolute; z-index: 1; top: 0; left: 0; right: 0; display: flex; flex-direction: column; overflow: hidden; border-radius: 12px; background: #e8f1f9; font-family: "Source Sans 3", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; line-height: 1.5; color: #1f2933; }
.cms-stage:has(> [data-widget-state="mounted"]) > .cms-stage__copy { display: none; }
.cms-stage__media { position: relative; aspect-ratio: 16 / 9; background: #e8f1f9; }
.cms-stage__image { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.cms-stage__panel { box-sizing: border-box; display: flex; flex: 1; flex-direction: column; align-items: flex-start; gap: .5rem; min-height: 14rem; padding: 1.5rem 1.5rem 2rem; background: #fff; }
.cms-stage__heading { margin: 0; color: #00427a; font-size: 1.75rem; line-height: 1.2; }
.cms-stage__text { margin: 0; font-size: 1.0625rem; }
.cms-stage__link { margin-top: .5rem; padding: .75rem 1.5rem; border-radius: 999px; background: #00427a; color: #fff; font-weight: 700; text-decoration: none; }
.cms-stage__link:focus-visible { outline: 3px solid #005fcc; outline-offset: 2px; }
@media (forced-colors: active) { .cms-stage__link { border: 1px solid ButtonText; } }
@media (min-width: 768px) {
  .cms-stage__copy { display: block; }
  .cms-stage__panel { position: absolute; bottom: 3rem; left: 2rem; max-width: min(28rem, 55%); min-height: 0; padding: 1.5rem 2rem 2rem; border-radius: 8px; box-shadow: 0 12px 32px rgb(0 20 40 / 22%); }
}
@media (min-width: 1025px) {
  .cms-stage__media { aspect-ratio: 21 / 9; }
  .cms-stage__heading { font-size: 2rem; }
}`;
