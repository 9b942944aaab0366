import { act, fireEvent, screen, within } from '@testing-library/react';
import { createWidgetRenderer } from '@ctb/test-support';
import type { StageSliderConfig } from './config-schema';
import { messages } from './messages';
import { AUTOPLAY_MS, StageSlider } from './stage-slider';
import { RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from './use-in-view';

const { renderWidget } = createWidgetRenderer(messages);

const variant = (id: string) => ({ res1x: `/images/${id}.svg`, res2x: `/images/${id}@2x.svg` });
const image = (id: string) => ({
  xs: variant(id),
  sm: variant(id),
  md: variant(id),
  lg: variant(id),
  alt: '',
});
const config: StageSliderConfig = {
  slides: ['Konto', 'Wohnen', 'Anlegen'].map((heading, index) => ({
    id: `s${index + 1}`,
    heading,
    image: image(`s${index + 1}`),
  })),
  regionalSlides: '#regional',
};

const shown = () =>
  within(screen.getByRole('region', { name: 'Aktuelle Angebote' })).getByRole('group', {
    name: /von/,
  });
const turn = (ms = AUTOPLAY_MS) => act(() => jest.advanceTimersByTime(ms));

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  jest.useRealTimers();
  document.getElementById('regional')?.remove();
});

describe('chrome/stage-slider', () => {
  it('has the browser fetch the first picture at once and before others, the rest when near', () => {
    renderWidget(<StageSlider config={config} />);
    const pictures = [...document.querySelectorAll('img')];
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
    ]);
  });

  it('turns every 10 s, looping', () => {
    renderWidget(<StageSlider config={config} />);
    expect(shown()).toHaveAccessibleName('1 von 3');
    turn(AUTOPLAY_MS - 1);
    expect(shown()).toHaveAccessibleName('1 von 3');
    turn(1);
    expect(shown()).toHaveAccessibleName('2 von 3');
    turn();
    turn();
    expect(shown()).toHaveAccessibleName('1 von 3');
  });

  it('keeps a stop by the visitor until they start it again', () => {
    renderWidget(<StageSlider config={config} />);
    const stop = screen.getByRole('button', { name: 'Automatische Wiedergabe anhalten' });
    fireEvent.click(stop);
    fireEvent.blur(stop);
    turn(5 * AUTOPLAY_MS);
    expect(shown()).toHaveAccessibleName('1 von 3');
    const start = screen.getByRole('button', { name: 'Automatische Wiedergabe starten' });
    fireEvent.click(start);
    fireEvent.blur(start);
    turn();
    expect(shown()).toHaveAccessibleName('2 von 3');
  });

  it('holds while the focus is inside', () => {
    renderWidget(<StageSlider config={config} />);
    const next = screen.getByRole('button', { name: 'Nächste Folie' });
    fireEvent.focus(next);
    turn(3 * AUTOPLAY_MS);
    expect(shown()).toHaveAccessibleName('1 von 3');
    fireEvent.blur(next);
    turn();
    expect(shown()).toHaveAccessibleName('2 von 3');
  });

  it('never turns by itself under reduced motion', () => {
    preferReducedMotion(true);
    renderWidget(<StageSlider config={config} />);
    expect(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' })).toBeVisible();
    turn(5 * AUTOPLAY_MS);
    expect(shown()).toHaveAccessibleName('1 von 3');
  });

  it('has no controls with one slide', () => {
    renderWidget(<StageSlider config={{ slides: config.slides.slice(0, 1) }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes regional slides in first and lets them go on ctb:stage-slides-changed', () => {
    const holder = document.createElement('div');
    holder.id = 'regional';
    document.body.append(holder);
    renderWidget(<StageSlider config={config} />);
    const slide = document.createElement('div');
    slide.setAttribute('data-stage-slide', '');
    const heading = document.createElement('h2');
    heading.textContent = 'Ihre Bank in Tirol';
    slide.append(heading);
    act(() => {
      holder.append(slide);
      holder.dispatchEvent(new CustomEvent('ctb:stage-slides-changed', { bubbles: true }));
    });
    expect(
      screen.getByRole('button', { name: 'Folie 1 zeigen: Ihre Bank in Tirol' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Folie \d zeigen/ })).toHaveLength(4);
    act(() => {
      slide.remove();
      holder.dispatchEvent(new CustomEvent('ctb:stage-slides-changed', { bubbles: true }));
    });
    expect(screen.queryByRole('button', { name: /Ihre Bank in Tirol/ })).not.toBeInTheDocument();
  });

  it('stacks every slide in edit mode, without controls or turning', () => {
    renderWidget(<StageSlider config={config} />, { editMode: true });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

/** A stand-in IntersectionObserver: the test says when the slider leaves or enters the screen. */
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | undefined;
  private target: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.latest = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = undefined;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The browser's report after a scroll or resize moved the slider `inView` or out. */
  report(inView: boolean) {
    const target = this.target;
    if (!target) throw new Error('nothing observed');
    const entry = { target, isIntersecting: inView, intersectionRatio: inView ? 1 : 0 };
    act(() =>
      this.callback(
        [entry as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

describe('chrome/stage-slider out of view (scroll check 150 ms, resize 300 ms)', () => {
  const observer = () => FakeIntersectionObserver.latest as FakeIntersectionObserver;
  const scroll = () => act(() => window.dispatchEvent(new Event('scroll')));
  const resize = () => act(() => window.dispatchEvent(new Event('resize')));
  /**
   * Lets `ms` pass a millisecond at a time, so that React commits each change when it happens (as
   * in a browser; within one act() a decision and the turn due after it would share one commit).
   */
  const pass = (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 1) turn(1);
  };

  beforeEach(() => {
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('stops turning once the slider has been out of view for 150 ms', () => {
    renderWidget(<StageSlider config={config} />);
    // Scrolled away 151 ms before the turn: decided 1 ms before it, so it holds, and keeps holding.
    turn(AUTOPLAY_MS - SCROLL_DEBOUNCE_MS - 1);
    observer().report(false);
    pass(SCROLL_DEBOUNCE_MS + 1);
    expect(shown()).toHaveAccessibleName('1 von 3');
    turn(3 * AUTOPLAY_MS);
    expect(shown()).toHaveAccessibleName('1 von 3');
    // Back in view: it turns again, a full 10 s after that decision settled.
    observer().report(true);
    pass(SCROLL_DEBOUNCE_MS);
    turn(AUTOPLAY_MS - 1);
    expect(shown()).toHaveAccessibleName('1 von 3');
    turn(1);
    expect(shown()).toHaveAccessibleName('2 von 3');
  });

  it('still turns when the slider left the view less than 150 ms before', () => {
    renderWidget(<StageSlider config={config} />);
    turn(AUTOPLAY_MS - SCROLL_DEBOUNCE_MS + 1);
    observer().report(false);
    pass(SCROLL_DEBOUNCE_MS - 1);
    expect(shown()).toHaveAccessibleName('2 von 3');
  });

  it('waits until scrolling has rested 150 ms: each scroll event postpones the decision', () => {
    renderWidget(<StageSlider config={config} />);
    observer().report(false);
    // Scrolling on past the slider, an event every 100 ms for 10 s: nothing is decided meanwhile.
    for (let elapsed = 0; elapsed < AUTOPLAY_MS; elapsed += 100) {
      turn(100);
      scroll();
    }
    expect(shown()).toHaveAccessibleName('2 von 3');
    pass(SCROLL_DEBOUNCE_MS);
    turn(2 * AUTOPLAY_MS);
    expect(shown()).toHaveAccessibleName('2 von 3');
  });

  it('waits until resizing has rested 300 ms, even when the browser reports the change meanwhile', () => {
    renderWidget(<StageSlider config={config} />);
    // A resize 200 ms before the turn pushes the slider out of view; the observer reports that
    // 10 ms later. Undecided until 300 ms after the resize: the turn still comes.
    turn(AUTOPLAY_MS - 200);
    resize();
    turn(10);
    observer().report(false);
    pass(190);
    expect(shown()).toHaveAccessibleName('2 von 3');
    pass(100);
    turn(3 * AUTOPLAY_MS);
    expect(shown()).toHaveAccessibleName('2 von 3');
  });

  it('holds once 300 ms have passed since the resize', () => {
    renderWidget(<StageSlider config={config} />);
    turn(AUTOPLAY_MS - RESIZE_DEBOUNCE_MS - 1);
    resize();
    turn(10);
    observer().report(false);
    pass(RESIZE_DEBOUNCE_MS - 10 + 1);
    expect(shown()).toHaveAccessibleName('1 von 3');
    turn(3 * AUTOPLAY_MS);
    expect(shown()).toHaveAccessibleName('1 von 3');
  });

  it('waits 300 ms after the last resize event: each resize postpones the decision', () => {
    renderWidget(<StageSlider config={config} />);
    turn(AUTOPLAY_MS - 400);
    observer().report(false);
    resize();
    turn(RESIZE_DEBOUNCE_MS - 1);
    resize();
    // 101 ms later the turn is due: undecided until 300 ms after the second resize, it turns.
    pass(101);
    expect(shown()).toHaveAccessibleName('2 von 3');
    pass(RESIZE_DEBOUNCE_MS - 101);
    turn(3 * AUTOPLAY_MS);
    expect(shown()).toHaveAccessibleName('2 von 3');
  });
});
