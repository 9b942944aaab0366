import { act, screen, waitFor, within } from '@testing-library/react';
import { startPlatform } from '@ctb/test-support';
import { FakeIntersectionObserver } from '@ctb/shared/testing';
import { NEAR_VIEWPORT_MARGIN } from '../../common/use-near-viewport';
import { TeaserSlider } from './teaser-slider';
import { newsConfig, newsHandler } from './testing/teaser-slider-fixtures';
import { renderWidget } from './testing/render-widget';

const platform = startPlatform();

/** Lets msw answer if a request was sent (none is expected). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  FakeIntersectionObserver.install();
});
afterEach(() => {
  FakeIntersectionObserver.uninstall();
  jest.restoreAllMocks();
});

describe('TeaserSlider below the fold', () => {
  it('holds its place with its title and a busy skeleton, and asks for nothing yet', async () => {
    const bodies: unknown[] = [];
    platform.use(newsHandler(6, bodies));
    const { container } = renderWidget(<TeaserSlider config={newsConfig} />);
    await settle();
    expect(
      screen.getByRole('heading', { name: 'Aktuelles aus der Region', level: 2 }),
    ).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aktuelles aus der Region' })).toBeNull();
    expect(screen.queryAllByRole('link', { name: /Wohnbaukredit-Aktion/ })).toHaveLength(0);
    expect(bodies).toHaveLength(0);
  });

  it('asks for its teasers and builds its carousel when it comes near the viewport', async () => {
    const bodies: unknown[] = [];
    platform.use(newsHandler(6, bodies));
    const { container } = renderWidget(<TeaserSlider config={newsConfig} />);
    const [observer] = FakeIntersectionObserver.watching(container);
    expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    FakeIntersectionObserver.intersectAll();
    const carousel = await screen.findByRole('region', { name: 'Aktuelles aus der Region' });
    expect(within(carousel).getAllByRole('link', { name: /Wohnbaukredit-Aktion/ })).toHaveLength(6);
    expect(bodies).toHaveLength(1);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });
});
