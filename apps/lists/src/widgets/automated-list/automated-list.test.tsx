import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { AutomatedList } from './automated-list';
import {
  FAQ_URL,
  faqItem,
  listConfig,
  newsHandler,
  newsItems,
  type NewsRequest,
} from './testing/list-fixtures';

const platform = startPlatform();
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/de/news.html');
});
afterEach(() => consoleError.mockRestore());

const titles = () =>
  within(screen.getByRole('list', { name: 'Ergebnisse' }))
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);
const status = () => screen.getByRole('status');

function renderList(config: Record<string, unknown> = {}) {
  return renderWidget(<AutomatedList config={listConfig(config)} />);
}

describe('AutomatedList', () => {
  it('shows the loading state, then the items and the pluralised result count', async () => {
    platform.use(newsHandler(newsItems(5)));
    renderList();
    expect(status()).toHaveTextContent('Wird geladen …');
    expect(await screen.findByRole('link', { name: 'Neuigkeit 1' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('5 Ergebnisse');
    expect(titles()).toEqual(['Neuigkeit 1', 'Neuigkeit 2', 'Neuigkeit 3']);
  });

  it('names a single result in the singular', async () => {
    platform.use(newsHandler(newsItems(1)));
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('1 Ergebnis'));
    expect(status()).not.toHaveTextContent('Ergebnisse');
  });

  it('sends NEWSSUCHE with a 1-based offset, the page size and the editor prefilters', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList({ predefinedTagFilters: ['Wohnen'], maxAge: 12, path: '/de/news/region' });
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    expect(requests).toEqual([
      {
        type: 'NEWSSUCHE',
        size: 3,
        offset: 1,
        path: '/de/news/region',
        tagFilters: [],
        predefinedTagFilters: ['Wohnen'],
        maxAge: 12,
        from: null,
        to: null,
        query: '',
      },
    ]);
  });

  it('appends the next page on "Weitere Ergebnisse", asking from index+1', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Weitere Ergebnisse' }));
    await screen.findByRole('link', { name: 'Neuigkeit 5' });
    expect(titles()).toHaveLength(5);
    expect(requests.map((request) => request.offset)).toEqual([1, 4]);
  });

  it('keeps focus on "Weitere Ergebnisse" while the next page loads, the jump button next', async () => {
    platform.use(newsHandler(newsItems(8)));
    renderList();
    const more = await screen.findByRole('button', { name: 'Weitere Ergebnisse' });
    await userEvent.click(more);
    await screen.findByRole('link', { name: 'Neuigkeit 6' });
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-disabled', 'false');
    await userEvent.tab();
    expect(
      screen.getByRole('button', { name: 'Zu den neu geladenen Einträgen springen' }),
    ).toHaveFocus();
  });

  it('offers more only while fewer items are loaded than the total', async () => {
    platform.use(newsHandler(newsItems(3)));
    renderList();
    await screen.findByRole('link', { name: 'Neuigkeit 3' });
    expect(screen.queryByRole('button', { name: 'Weitere Ergebnisse' })).not.toBeInTheDocument();
  });

  it('moves focus to the first newly loaded item with the jump button', async () => {
    platform.use(newsHandler(newsItems(5)));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Weitere Ergebnisse' }));
    await screen.findByRole('link', { name: 'Neuigkeit 4' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Zu den neu geladenen Einträgen springen' }),
    );
    expect(document.activeElement).toHaveTextContent('Neuigkeit 4');
    expect(document.activeElement?.tagName).toBe('LI');
  });

  it('searches 200 ms after typing stops and starts again at the first item', async () => {
    jest.useFakeTimers();
    try {
      const requests: NewsRequest[] = [];
      const items = [
        ...newsItems(5),
        ...newsItems(2).map((item) => ({ ...item, title: 'Wohnkredit' })),
      ];
      platform.use(newsHandler(items, requests));
      renderList();
      await screen.findByRole('link', { name: 'Neuigkeit 1' });
      fireEvent.change(screen.getByRole('combobox', { name: 'Suchbegriff' }), {
        target: { value: 'Wohn' },
      });
      await act(() => jest.advanceTimersByTimeAsync(150));
      expect(requests).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(requests).toHaveLength(2));
      expect(requests[1]).toMatchObject({ query: 'Wohn', offset: 1 });
      await waitFor(() => expect(status()).toHaveTextContent('2 Ergebnisse'));
      expect(titles()).toEqual(['Wohnkredit', 'Wohnkredit']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says that the search term found nothing', async () => {
    platform.use(newsHandler(newsItems(2)));
    renderList();
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Suchbegriff' }), 'Zinsen{Enter}');
    await waitFor(() =>
      expect(status()).toHaveTextContent('Ihr Suchbegriff "Zinsen" ergab keine Treffer.'),
    );
    expect(titles()).toEqual([]);
  });

  it('says that the search found nothing when there is no term', async () => {
    platform.use(newsHandler([]));
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('Ihre Suche ergab keine Treffer.'));
  });

  it('suggests matching titles of its own results from 3 characters; choosing one searches for it', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(3), requests));
    renderList();
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    const box = screen.getByRole('combobox', { name: 'Suchbegriff' });
    await userEvent.type(box, 'Ne');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('listbox', { name: 'Suchvorschläge' })).not.toBeInTheDocument();
    await userEvent.type(box, 'u');
    const suggestions = await screen.findByRole('listbox', { name: 'Suchvorschläge' });
    await userEvent.click(within(suggestions).getByRole('option', { name: 'Neuigkeit 2' }));
    expect(box).toHaveValue('Neuigkeit 2');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ query: 'Neuigkeit 2', offset: 1 }));
    await waitFor(() => expect(titles()).toEqual(['Neuigkeit 2']));
  });

  it('hides the suggestions when focus leaves the search (after 200 ms)', async () => {
    platform.use(newsHandler(newsItems(3)));
    renderList();
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Suchbegriff' }), 'Neu');
    expect(await screen.findByRole('listbox', { name: 'Suchvorschläge' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wohnen (4)' }));
    await waitFor(() =>
      expect(screen.queryByRole('listbox', { name: 'Suchvorschläge' })).not.toBeInTheDocument(),
    );
  });

  it('announces loading further results, then the count with how many are shown', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const items = newsItems(5);
    let calls = 0;
    platform.use(
      http.post('*/cachableservlets/search/news.json', async ({ request }) => {
        const { offset, size } = (await request.json()) as NewsRequest;
        calls += 1;
        if (calls > 1) await held;
        const documents = items
          .slice(offset - 1, offset - 1 + size)
          .map((detail) => ({ url: detail.url, detail }));
        return HttpResponse.json({ documents, filter: [], size: items.length });
      }),
    );
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('5 Ergebnisse'));
    expect(status()).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Ergebnisse' }));
    await waitFor(() => expect(status()).toHaveTextContent('Weitere Ergebnisse werden geladen'));
    release();
    await waitFor(() => expect(status()).toHaveTextContent('5 Ergebnisse, 5 angezeigt'));
  });

  it('keeps the status out of a busy region: only the results are busy while loading', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const items = newsItems(2);
    platform.use(
      http.post('*/cachableservlets/search/news.json', async () => {
        await held;
        const documents = items.map((detail) => ({ url: detail.url, detail }));
        return HttpResponse.json({ documents, filter: [], size: items.length });
      }),
    );
    renderList();
    const results = screen.getByRole('list', { name: 'Ergebnisse' });
    expect(status()).toHaveTextContent('Wird geladen');
    expect(results).toHaveAttribute('aria-busy', 'true');
    // Some screen readers hold back live-region updates inside a busy element.
    expect(status().closest('[aria-busy="true"]')).toBeNull();
    release();
    await waitFor(() => expect(status()).toHaveTextContent('2 Ergebnisse'));
    expect(results).toHaveAttribute('aria-busy', 'false');
  });

  it('says when loading more failed and tries the same page again on the next click', async () => {
    const items = newsItems(5);
    const offsets: number[] = [];
    platform.use(
      http.post('*/cachableservlets/search/news.json', async ({ request }) => {
        const { offset, size } = (await request.json()) as NewsRequest;
        offsets.push(offset);
        if (offsets.length === 2) return HttpResponse.json({ message: 'kaputt' }, { status: 500 });
        const documents = items
          .slice(offset - 1, offset - 1 + size)
          .map((detail) => ({ url: detail.url, detail }));
        return HttpResponse.json({ documents, filter: [], size: items.length });
      }),
    );
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('5 Ergebnisse'));
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Ergebnisse' }));
    const failed =
      'Weitere Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es erneut.';
    await waitFor(() => expect(status()).toHaveTextContent(failed));
    // Logged, loading ended, the loaded items stay and the button offers another try.
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('lists/automated-list'),
      expect.anything(),
    );
    expect(screen.getByRole('list', { name: 'Ergebnisse' })).toHaveAttribute('aria-busy', 'false');
    expect(titles()).toEqual(['Neuigkeit 1', 'Neuigkeit 2', 'Neuigkeit 3']);
    expect(screen.getAllByText(failed)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Ergebnisse' }));
    await screen.findByRole('link', { name: 'Neuigkeit 5' });
    await waitFor(() => expect(status()).toHaveTextContent('5 Ergebnisse, 5 angezeigt'));
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weitere Ergebnisse' })).not.toBeInTheDocument();
    expect(offsets).toEqual([1, 4, 4]);
  });

  it('filters by a tag and reloads from the first item', async () => {
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(5), requests));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Weitere Ergebnisse' }));
    await screen.findByRole('link', { name: 'Neuigkeit 5' });
    await userEvent.click(screen.getByRole('button', { name: 'Region (1)' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toMatchObject({ tagFilters: ['Region'], offset: 1 });
    expect(screen.getByRole('button', { name: 'Region (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('logs a filter of unknown type once and shows the others', async () => {
    const wheel = { type: 'wheel', id: 'wheel', name: 'wheel', label: 'Glücksrad', options: [] };
    const language = {
      type: 'dropdown',
      id: 'language',
      name: 'language',
      label: 'Sprache',
      options: [{ name: 'de', label: 'Deutsch', size: 2 }],
    };
    platform.use(
      http.get(`*${FAQ_URL}`, () =>
        HttpResponse.json({
          listItems: [faqItem(1), faqItem(2)],
          filter: [wheel, language],
          totalSize: 4,
          showSize: 2,
        }),
      ),
    );
    renderList({ listType: 'faq', endpoint: FAQ_URL, pageSize: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Weitere Ergebnisse' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    const logged = consoleError.mock.calls.filter(([message]) =>
      String(message).includes('"wheel"'),
    );
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toContain('lists/automated-list');
    expect(screen.queryByText('Glücksrad')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeInTheDocument();
  });

  it('asks a generic list with offset, size, query and its category prefilter', async () => {
    const urls: URL[] = [];
    platform.use(
      http.get(`*${FAQ_URL}`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ listItems: [faqItem(1)], filter: [], totalSize: 1 });
      }),
    );
    renderList({ listType: 'faq', endpoint: FAQ_URL, pageSize: 5, category: ['sicherheit'] });
    await screen.findByRole('button', { name: 'Frage 1?' });
    expect(urls[0]?.pathname).toBe(FAQ_URL);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      offset: '1',
      size: '5',
      category: 'sicherheit',
    });
  });

  it('logs an item of unmapped type and skips it', async () => {
    platform.use(newsHandler([newsItems(1)[0]!, { type: 'hologram', title: 'Unsichtbar' }]));
    renderList();
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    expect(screen.queryByText('Unsichtbar')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/lists\/automated-list.*"hologram"/),
    );
  });

  it('logs a failed fetch naming the widget and ends the loading state', async () => {
    platform.use(
      http.post('*/cachableservlets/search/news.json', () =>
        HttpResponse.json({ message: 'kaputt' }, { status: 500 }),
      ),
    );
    renderList();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('lists/automated-list'),
        expect.anything(),
      ),
    );
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByText('Weitere Ergebnisse')).not.toBeInTheDocument();
  });
});
