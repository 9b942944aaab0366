import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { branchStore, type StoredBranch } from '@ctb/shared/branch-store';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { AutomatedList } from './automated-list';
import { FAQ_URL, faqItem, listConfig, newsHandler, newsItems } from './testing/list-fixtures';
import type { NewsRequest } from './testing/list-fixtures';
import {
  BANK_LIST_URL,
  bankListHandlers,
  type BankListRequest,
} from './testing/list-type-fixtures';

// The scope a list asks for: the editor's prefilters bound the visitor's filters, and a list that
// follows the visitor's bank asks for the stored branch's site.

const platform = startPlatform();
const status = () => screen.getByRole('status');

beforeEach(() => window.history.replaceState(null, '', '/de/liste.html'));
afterEach(() => act(() => branchStore.clear()));

const EVENTS_URL = '/cachableservlets/search/events.json';
const PAGES_URL = '/cachableservlets/search/pages.json';

/** A tag-type filter under `id` with these option names (each with 2 results). */
const filterOf = (id: string, names: string[]) => ({
  type: 'tag',
  id,
  name: id,
  label: 'Themen',
  isArray: true,
  options: names.map((name) => ({ name, label: name, size: 2 })),
});

/** Each list type with its editor prefilter and where its request carries the filter's values. */
const prefilteredLists = [
  {
    listType: 'events',
    filterId: 'tag',
    config: { predefinedTagFilters: ['Wohnen', 'Region'] },
    handler: (sent: string[][], filter: unknown) =>
      http.post(`*${EVENTS_URL}`, async ({ request }) => {
        sent.push(((await request.json()) as { tagFilters: string[] }).tagFilters);
        return HttpResponse.json({
          documents: [{ type: 'event', title: 'Fest' }],
          filter,
          size: 1,
        });
      }),
    endpoint: EVENTS_URL,
  },
  {
    listType: 'pages',
    filterId: 'category',
    config: { category: ['Wohnen', 'Region'] },
    handler: (sent: string[][], filter: unknown) =>
      http.get(`*${PAGES_URL}`, ({ request }) => {
        sent.push(new URL(request.url).searchParams.getAll('filter'));
        return HttpResponse.json({
          documents: [{ type: 'page', title: 'Seite' }],
          filter,
          size: 1,
        });
      }),
    endpoint: PAGES_URL,
  },
  {
    listType: 'faq',
    filterId: 'category',
    config: { category: ['Wohnen', 'Region'] },
    handler: (sent: string[][], filter: unknown) =>
      http.get(`*${FAQ_URL}`, ({ request }) => {
        sent.push(new URL(request.url).searchParams.getAll('category'));
        return HttpResponse.json({ listItems: [faqItem(1)], filter, totalSize: 1 });
      }),
    endpoint: FAQ_URL,
  },
] as const;

describe.each(prefilteredLists)(
  'a $listType list prefiltered by the editor',
  ({ listType, filterId, config, handler, endpoint }) => {
    it("narrows the visitor's filter choice to the editor's scope", async () => {
      const sent: string[][] = [];
      platform.use(handler(sent, [filterOf(filterId, ['Wohnen', 'Region', 'Digital'])]));
      renderWidget(<AutomatedList config={listConfig({ listType, endpoint, ...config })} />);
      await waitFor(() => expect(status()).toHaveTextContent('1 Ergebnis'));
      expect(sent).toEqual([['Wohnen', 'Region']]);

      // Outside the scope: nothing matches (the list asks within its scope for the filters).
      await userEvent.click(screen.getByRole('button', { name: 'Digital (2)' }));
      await waitFor(() => expect(status()).toHaveTextContent('Ihre Suche ergab keine Treffer.'));
      expect(sent.at(-1)).toEqual(['Wohnen', 'Region']);

      // Within it: only the chosen values the prefilter holds.
      await userEvent.click(screen.getByRole('button', { name: 'Region (2)' }));
      await waitFor(() => expect(status()).toHaveTextContent('1 Ergebnis'));
      expect(sent.at(-1)).toEqual(['Region']);

      // No choice: the prefilter again.
      await userEvent.click(screen.getByRole('button', { name: 'Alle' }));
      await waitFor(() => expect(sent).toHaveLength(4));
      expect(sent.at(-1)).toEqual(['Wohnen', 'Region']);
    });
  },
);

const branchOf = (id: string, path?: string): StoredBranch => ({
  id,
  name: `Bankstelle ${id}`,
  address: { street: 'Hauptplatz 1', postalCode: '6020', city: 'Innsbruck' },
  blz: id.slice(0, 5),
  ...(path ? { path } : {}),
});

describe('a list that follows the stored branch', () => {
  const renderBanks = (extra: Record<string, unknown> = {}) =>
    renderWidget(
      <AutomatedList
        config={listConfig({
          listType: 'banks',
          endpoint: BANK_LIST_URL,
          mainInstituteReorder: true,
          ...extra,
        })}
      />,
      { pagePath: '/de/filialen' },
    );

  it("asks for the stored branch's site and again when the branch changes", async () => {
    act(() => branchStore.store(branchOf('57300-0001', '/banken/tirol')));
    const requests: BankListRequest[] = [];
    platform.use(...bankListHandlers(2, requests));
    renderBanks({ reloadOnBranchChange: true });
    await screen.findByRole('heading', { name: 'Bankstelle 1' });
    expect(requests.map((request) => request.path)).toEqual(['/banken/tirol']);

    act(() => branchStore.store(branchOf('20320-0021', '/banken/wien')));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ path: '/banken/wien', mainInstituteReorder: true });

    // Nothing stored (or a branch without a site of its own): the page's path.
    act(() => branchStore.clear());
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]?.path).toBe('/de/filialen');
    act(() => branchStore.store(branchOf('36000-0001')));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]?.path).toBe('/de/filialen');
    // One request per change, not one for the path and one for the reload.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(4);
  });

  it('keeps the page path when the list does not follow the branch', async () => {
    act(() => branchStore.store(branchOf('57300-0001', '/banken/tirol')));
    const requests: BankListRequest[] = [];
    platform.use(...bankListHandlers(2, requests));
    renderBanks();
    await screen.findByRole('heading', { name: 'Bankstelle 1' });
    expect(requests.map((request) => request.path)).toEqual(['/de/filialen']);
  });

  it("scopes a news list to the stored branch's site instead of its configured path", async () => {
    act(() => branchStore.store(branchOf('57300-0001', '/banken/tirol')));
    const requests: NewsRequest[] = [];
    platform.use(newsHandler(newsItems(2), requests));
    renderWidget(
      <AutomatedList config={listConfig({ path: '/de/news', reloadOnBranchChange: true })} />,
    );
    await screen.findByRole('link', { name: 'Neuigkeit 1' });
    expect(requests.map((request) => request.path)).toEqual(['/banken/tirol']);
  });
});
