import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@ctb/shared/runtime';
import { branchStore, type StoredBranch } from '@ctb/shared/branch-store';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { FakeIntersectionObserver } from '@ctb/shared/testing';
import { AutomatedList } from './automated-list';
import { listConfig, newsHandler, newsItems, type NewsRequest } from './testing/list-fixtures';

// A stored branch as the bank search stores it; this list only needs it to change.
const tirol: StoredBranch = {
  id: '36000-0001',
  name: 'Tiroler Regionalbank Innsbruck',
  address: { street: 'Maria-Theresien-Straße 1', postalCode: '6020', city: 'Innsbruck' },
  blz: '36000',
};

const platform = startPlatform();

/** Scrolls the list's end (its auto-load sentinel) into view. */
function scrollToEnd() {
  FakeIntersectionObserver.intersectAll();
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Ergebnisse' }))
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);

/** Types the whole term at once and presses Enter: no search for a part of it on a slow machine. */
async function searchFor(box: HTMLElement, term: string) {
  await userEvent.click(box);
  await userEvent.paste(term);
  await userEvent.keyboard('{Enter}');
}

const renderList = (config: Record<string, unknown> = {}) =>
  renderWidget(<AutomatedList config={listConfig(config)} />);

beforeEach(() => window.history.replaceState(null, '', '/de/news.html'));
afterEach(() => act(() => branchStore.clear()));

describe('AutomatedList loading', () => {
  describe('on scroll', () => {
    beforeEach(() => FakeIntersectionObserver.install());
    afterEach(() => FakeIntersectionObserver.uninstall());

    it('loads further pages on scroll for the configured number of loads, then shows the button', async () => {
      const requests: NewsRequest[] = [];
      platform.use(newsHandler(newsItems(12), requests));
      renderList({ loadOnScrollCount: 2 });
      // The list comes near the viewport (it asks for nothing before).
      FakeIntersectionObserver.intersectAll();
      await screen.findByRole('link', { name: 'Neuigkeit 3' });
      expect(screen.queryByRole('button', { name: 'Weitere Ergebnisse' })).not.toBeInTheDocument();
      scrollToEnd();
      expect(screen.getByRole('status')).toHaveTextContent('Weitere Ergebnisse werden geladen');
      await screen.findByRole('link', { name: 'Neuigkeit 6' });
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('12 Ergebnisse, 6 angezeigt'),
      );
      scrollToEnd();
      await screen.findByRole('link', { name: 'Neuigkeit 9' });
      scrollToEnd();
      expect(await screen.findByRole('button', { name: 'Weitere Ergebnisse' })).toBeVisible();
      expect(requests.map((request) => request.offset)).toEqual([1, 4, 7]);
    });

    it('loads by scrolling again after a new search', async () => {
      const requests: NewsRequest[] = [];
      platform.use(newsHandler(newsItems(12), requests));
      renderList({ loadOnScrollCount: 1 });
      FakeIntersectionObserver.intersectAll();
      await screen.findByRole('link', { name: 'Neuigkeit 3' });
      scrollToEnd();
      await screen.findByRole('button', { name: 'Weitere Ergebnisse' });
      await searchFor(screen.getByRole('combobox'), 'Neu');
      await waitFor(() => expect(requests).toHaveLength(3));
      await screen.findByRole('link', { name: 'Neuigkeit 3' });
      expect(screen.queryByRole('button', { name: 'Weitere Ergebnisse' })).not.toBeInTheDocument();
      scrollToEnd();
      await waitFor(() => expect(requests.at(-1)).toMatchObject({ query: 'Neu', offset: 4 }));
    });
  });

  it('re-initialises a started list on list.reload', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList();
    await userEvent.type(await screen.findByRole('combobox'), 'Neuigkeit 1{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Neuigkeit 1']));
    act(() => eventBus.emit('list.reload'));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(requests.at(-1)).toMatchObject({ query: '', offset: 1 });
  });

  it('reloads on a change of the stored branch when the list depends on it', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList({ reloadOnBranchChange: true });
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    act(() => branchStore.store(tirol));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ offset: 1 });
  });

  it('ignores a change of the stored branch when the list does not depend on it', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList();
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    act(() => branchStore.store(tirol));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
  });

  describe('with history on', () => {
    it('keeps the term, the filters and the loaded pages in the URL under the list id', async () => {
      platform.use(newsHandler(newsItems(8)));
      renderList({ history: true, id: 'news' });
      await userEvent.click(await screen.findByRole('button', { name: 'Wohnen (4)' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Weitere Ergebnisse' }));
      await screen.findByRole('link', { name: 'Neuigkeit 6' });
      const params = new URLSearchParams(window.location.search);
      expect(params.getAll('news.f.tag')).toEqual(['Wohnen']);
      expect(params.get('news.p')).toBe('2');
    });

    it('restores the list from the URL on reload', async () => {
      const requests: NewsRequest[] = [];
      platform.use(newsHandler(newsItems(8), requests));
      window.history.replaceState(null, '', '/de/news.html?other=1&news.q=Neu&news.p=2');
      renderList({ history: true, id: 'news' });
      await screen.findByRole('link', { name: 'Neuigkeit 6' });
      expect(screen.getByRole('combobox')).toHaveValue('Neu');
      expect(requests.map(({ offset, query }) => [offset, query])).toEqual([
        [1, 'Neu'],
        [4, 'Neu'],
      ]);
      expect(new URLSearchParams(window.location.search).get('other')).toBe('1');
    });

    it('adds no history entry when opened with its state in the URL: back leaves that state', async () => {
      platform.use(newsHandler(newsItems(8)));
      window.history.pushState(null, '', '/de/news.html?news.q=Neu&news.p=2');
      const entries = window.history.length;
      renderList({ history: true, id: 'news' });
      await screen.findByRole('link', { name: 'Neuigkeit 6' });
      expect(window.history.length).toBe(entries);
      expect(window.location.search).toBe('?news.q=Neu&news.p=2');

      act(() => {
        window.history.back();
      });
      await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue(''));
      await waitFor(() => expect(titles()).toHaveLength(3));
      expect(window.location.search).toBe('');
    });

    it('adds no history entry when back and forward restore a search', async () => {
      platform.use(newsHandler(newsItems(8)));
      renderList({ history: true, id: 'news' });
      const box = await screen.findByRole('combobox');
      await searchFor(box, 'Neu');
      await userEvent.click(await screen.findByRole('button', { name: 'Weitere Ergebnisse' }));
      await screen.findByRole('link', { name: 'Neuigkeit 6' });
      expect(window.location.search).toBe('?news.q=Neu&news.p=2');
      const entries = window.history.length;

      act(() => {
        window.history.back();
      });
      await waitFor(() => expect(titles()).toHaveLength(3));
      expect(box).toHaveValue('');
      act(() => {
        window.history.forward();
      });
      await waitFor(() => expect(titles()).toHaveLength(6));
      expect(box).toHaveValue('Neu');
      expect(window.location.search).toBe('?news.q=Neu&news.p=2');
      expect(window.history.length).toBe(entries);
    });

    it('ignores the popstate single-spa fires after its own URL changes', async () => {
      platform.use(newsHandler(newsItems(8)));
      renderList({ history: true, id: 'news' });
      await userEvent.click(await screen.findByRole('button', { name: 'Weitere Ergebnisse' }));
      await screen.findByRole('link', { name: 'Neuigkeit 6' });
      const event = new PopStateEvent('popstate') as PopStateEvent & { singleSpa?: boolean };
      event.singleSpa = true;
      act(() => {
        window.history.replaceState(null, '', '/de/news.html');
        window.dispatchEvent(event);
      });
      expect(titles()).toHaveLength(6);
      expect(
        screen.getByRole('button', { name: 'Zu den neu geladenen Einträgen springen' }),
      ).toBeInTheDocument();
    });

    it('goes back to the previous search with the browser', async () => {
      platform.use(newsHandler(newsItems(8)));
      renderList({ history: true, id: 'news' });
      const box = await screen.findByRole('combobox');
      await searchFor(box, 'Neuigkeit 2');
      await waitFor(() => expect(titles()).toEqual(['Neuigkeit 2']));
      act(() => {
        window.history.back();
      });
      await waitFor(() => expect(box).toHaveValue(''));
      await waitFor(() => expect(titles()).toHaveLength(3));
    });
  });
});
