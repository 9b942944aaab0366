import { sanitizeHtmlFragment } from '@ctb/shared/html';

/** Marks the slides this widget put into the page's stage, so it can take them out again. */
export const INSERTED_SLIDE_ATTRIBUTE = 'data-regional-stage-slide';
const SLIDE_SELECTOR = '[data-stage-slide]';

export interface SplitContent {
  /** the content without the slides that go into the stage (HtmlFragment sanitises it) */
  content: string;
  /** the sanitised stage slides, as the nodes the sanitiser checked */
  slides: Element[];
}

/**
 * Takes the stage slides (`[data-stage-slide]`) out of the content when the page has a stage
 * for them; without a stage they stay where the content has them. The slides are the sanitiser's
 * own DOM nodes: sanitised markup is never serialised and parsed again before it is inserted
 * (a second parse can turn it into something the sanitiser never saw: mutation XSS).
 */
export function splitStageSlides(html: string, hasStage: boolean): SplitContent {
  if (!hasStage) return { content: html, slides: [] };
  const fragment = sanitizeHtmlFragment(html);
  const slides = Array.from(fragment.querySelectorAll(SLIDE_SELECTOR));
  slides.forEach((slide) => slide.remove());
  const rest = document.createElement('div');
  rest.append(fragment);
  return { content: rest.innerHTML, slides };
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
export function insertStageSlides(stage: Element, slides: readonly Element[]): () => void {
  if (slides.length === 0) return () => {};
  // Copies, so the same split can be inserted again (a remount, a stage that was replaced).
  const elements = slides.map((slide) => document.importNode(slide, true));
  elements.forEach((element) => element.setAttribute(INSERTED_SLIDE_ATTRIBUTE, ''));
  stage.prepend(...elements);
  announceChange(stage);
  return () => {
    elements.forEach((element) => element.remove());
    announceChange(stage);
  };
}
