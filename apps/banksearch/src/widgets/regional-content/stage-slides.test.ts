import { insertStageSlides, INSERTED_SLIDE_ATTRIBUTE, splitStageSlides } from './stage-slides';

describe('stage slides', () => {
  let stage: HTMLElement;
  beforeEach(() => {
    stage = document.createElement('div');
    stage.innerHTML = '<div class="cms-slide">Sommeraktion</div>';
    document.body.append(stage);
  });
  afterEach(() => stage.remove());

  it('inserts the nodes the sanitiser checked, never markup parsed again (mutation XSS)', () => {
    // Serialised and parsed a second time, these would come back with a live onerror handler.
    const html =
      '<div data-stage-slide><h2>Aktion</h2>' +
      '<svg></p><style><a id="</style><img src=1 onerror=window.hacked=1>">' +
      '<math><mtext><table><mglyph><style><img src=x onerror=window.hacked=2>' +
      '<noscript><p title="</noscript><img src=x onerror=window.hacked=3>">' +
      '</div><p>Rest</p>';
    const split = splitStageSlides(html, true);
    expect(split.slides).toHaveLength(1);
    const remove = insertStageSlides(stage, split.slides);
    const inserted = stage.querySelector(`[${INSERTED_SLIDE_ATTRIBUTE}]`)!;
    expect(inserted.querySelector('h2')?.textContent).toBe('Aktion');
    expect(stage.querySelectorAll('[onerror], script, style')).toHaveLength(0);
    expect(split.content).not.toMatch(/onerror|<script/);
    remove();
    expect(stage.children).toHaveLength(1);
  });

  it('can insert the same split again after taking it out (copies go in)', () => {
    const split = splitStageSlides('<div data-stage-slide>Neu</div>', true);
    insertStageSlides(stage, split.slides)();
    insertStageSlides(stage, split.slides);
    expect(Array.from(stage.children, (child) => child.textContent)).toEqual([
      'Neu',
      'Sommeraktion',
    ]);
  });

  it('leaves the content as it is (HtmlFragment sanitises it) when the page has no stage', () => {
    const html = '<div data-stage-slide>Neu</div>';
    expect(splitStageSlides(html, false)).toEqual({ content: html, slides: [] });
  });
});
