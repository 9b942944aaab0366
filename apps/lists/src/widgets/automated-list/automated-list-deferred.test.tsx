import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { startPlatform } from '@ctb/test-support';
import { FakeIntersectionObserver } from '@ctb/shared/testing';
import { NEAR_VIEWPORT_MARGIN } from '../../common/use-near-viewport';
import { AutomatedList } from './automated-list';
import { listConfig, newsHandler, newsItems, type NewsRequest } from './testing/list-fixtures';
import { renderWidget } from './testing/render-widget';

const platform = startPlatform();

const renderList = (config: Record<string, unknown> = {}) =>
  renderWidget(
    <AutomatedList config={listConfig({ id: 'news', title: 'Alle Neuigkeiten', ...config })} />,
  );
const region = () => screen.getByRole('region', { name: 'Alle Neuigkeiten' });
const results = () => within(region()).getByRole('list', { name: 'Ergebnisse' });
/** Lets msw answer if a request was sent (none is expected). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  window.history.replaceState(null, '', '/de/lists.html');
  FakeIntersectionObserver.install();
});
afterEach(() => FakeIntersectionObserver.uninstall());

/** The rule of a class in the list's stylesheet (jest's CSS modules map class names to themselves). */
function cssRule(className: string) {
  const css = readFileSync(path.join(__dirname, 'automated-list.module.css'), 'utf8');
  return new RegExp(`\\.${className} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

describe('AutomatedList below the fold', () => {
  it('holds the reserved space (else a screen) until its first items arrive', async () => {
    platform.use(newsHandler(newsItems(5)));
    renderList();
    expect(cssRule('deferred')).toContain('min-height: var(--ctb-widget-space, 100vh)');
    expect(region()).toHaveClass('deferred');
    FakeIntersectionObserver.intersectAll();
    expect(region()).toHaveClass('deferred');
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    expect(region()).not.toHaveClass('deferred');
  });

  it('keeps no extra space when it is near the viewport from the start', async () => {
    window.history.replaceState(null, '', '/de/lists.html#news-heading');
    platform.use(newsHandler(newsItems(5)));
    renderList();
    expect(region()).not.toHaveClass('deferred');
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
  });

  it('holds its place with heading, search box and loading state, and asks for nothing yet', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList();
    await settle();
    expect(screen.getByRole('heading', { name: 'Alle Neuigkeiten', level: 2 })).toHaveAttribute(
      'id',
      'news-heading',
    );
    expect(within(region()).getByRole('combobox')).toBeInTheDocument();
    expect(within(region()).getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(within(results()).queryAllByRole('listitem')).toHaveLength(0);
    expect(requests).toHaveLength(0);
  });

  it('asks for its items and renders them when it comes near the viewport (1.5 screens ahead)', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList();
    const [observer] = FakeIntersectionObserver.watching(region());
    expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(NEAR_VIEWPORT_MARGIN).toBe('150% 0px');
    FakeIntersectionObserver.intersectAll();
    expect(await screen.findByRole('link', { name: 'Neuigkeit 1' })).toBeInTheDocument();
    expect(within(region()).getByRole('status')).toHaveTextContent('5 Ergebnisse');
    expect(requests).toHaveLength(1);
    // Rendered once, it stays: the observer is gone.
    expect(FakeIntersectionObserver.watching(region())).toHaveLength(0);
  });

  it('renders at once when the page is opened with its heading as the hash', async () => {
    window.history.replaceState(null, '', '/de/lists.html#news-heading');
    platform.use(newsHandler(newsItems(5)));
    renderList();
    expect(await screen.findByRole('link', { name: 'Neuigkeit 1' })).toBeInTheDocument();
  });

  it("renders at once when the page's index leads to it (the hash changes to its heading)", async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList();
    act(() => {
      window.history.replaceState(null, '', '/de/lists.html#faq-heading');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settle();
    expect(requests).toHaveLength(0);
    act(() => {
      window.history.replaceState(null, '', '/de/lists.html#news-heading');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('link', { name: 'Neuigkeit 1' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('renders at once when the URL holds its search (opened, reloaded or back in history)', async () => {
    window.history.replaceState(null, '', '/de/lists.html?news.q=Neuigkeit');
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList({ history: true });
    expect(await screen.findByRole('link', { name: 'Neuigkeit 1' })).toBeInTheDocument();
    expect(requests.map((request) => request.query)).toEqual(['Neuigkeit']);
  });

  it("does not render at once for another list's search in the URL", async () => {
    window.history.replaceState(null, '', '/de/lists.html?faq.q=Karte');
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList({ history: true });
    await settle();
    expect(requests).toHaveLength(0);
  });
});
