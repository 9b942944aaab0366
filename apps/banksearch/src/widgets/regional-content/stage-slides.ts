import { sanitizeHtml } from '@ctb/shared';

/** Marks the slides this widget put into the page's stage, so it can take them out again. */
export const INSERTED_SLIDE_ATTRIBUTE = 'data-regional-stage-slide';
const SLIDE_SELECTOR = '[data-stage-slide]';

export interface SplitContent {
  /** the sanitised content without the slides that go into the stage */
  content: string;
  /** the sanitised stage slides, as HTML */
  slides: string[];
}

/**
 * Takes the stage slides (`[data-stage-slide]`) out of the content when the page has a stage
 * for them; without a stage they stay where the content has them.
 */
export function splitStageSlides(html: string, hasStage: boolean): SplitContent {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  if (!hasStage) return { content: template.innerHTML, slides: [] };
  const slides = Array.from(template.content.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)).map(
    (slide) => {
      slide.remove();
      return slide.outerHTML;
    },
  );
  return { content: template.innerHTML, slides };
}

/**
 * The DOM event the stage element receives after regional slides went in or out, so a stage
 * slider on the page can count its slides again (controls only with two or more); `detail.slides`
 * is the number of the stage's slides (its children) now.
 */
export const STAGE_SLIDES_CHANGED_EVENT = 'ctb:stage-slides-changed';

function announceChange(stage: Element) {
  stage.dispatchEvent(
    new CustomEvent(STAGE_SLIDES_CHANGED_EVENT, {
      bubbles: true,
      detail: { slides: stage.children.length },
    }),
  );
}

/** Puts the slides first into the stage; the returned function takes them out again. */
export function insertStageSlides(stage: Element, slides: string[]): () => void {
  const template = document.createElement('template');
  template.innerHTML = slides.join('');
  const elements = Array.from(template.content.children);
  if (elements.length === 0) return () => {};
  elements.forEach((element) => element.setAttribute(INSERTED_SLIDE_ATTRIBUTE, ''));
  stage.prepend(...elements);
  announceChange(stage);
  return () => {
    elements.forEach((element) => element.remove());
    announceChange(stage);
  };
}
