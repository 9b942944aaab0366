import { act, fireEvent, screen, within } from '@testing-library/react';
import { createWidgetRenderer } from '@ctb/test-support';
import type { StageSliderConfig } from './config-schema';
import { messages } from './messages';
import { AUTOPLAY_MS, StageSlider } from './stage-slider';

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
