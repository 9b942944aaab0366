import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startPlatform } from '@ctb/test-support';
import { marketHandlers, SEARCH_URL } from '../../common/testing/market-fixtures';
import { renderStartPage } from './testing/render-widget';

const server = startPlatform();
// Each test types and waits for real debounce and blur pauses: more than 5 s on a busy machine.
jest.setTimeout(15_000);

const RESULT = {
  url: '/marktdaten/suche.html?searchTerm=ers',
  groups: [
    {
      name: 'Aktien',
      details: [
        { name: 'Erste Group Bank AG', ticker: 'EBS', url: '/marktdaten/aktien/AT0000652011.html' },
        {
          name: 'Münchener Rückversicherungs-Gesellschaft AG',
          ticker: 'MUV2',
          url: '/marktdaten/aktien/DE0008430026.html',
        },
      ],
    },
    {
      name: 'Fonds & ETFs',
      details: [
        {
          name: 'iShares Core MSCI World UCITS ETF USD (Acc)',
          ticker: 'EUNL',
          url: '/marktdaten/fonds/IE00B4L5Y983.html',
        },
      ],
    },
  ],
};

/** The search service; `fail` makes it answer 500. Requests are recorded. */
function serveSearch(options: { fail?: (term: string) => boolean; delayMs?: number } = {}) {
  const requests: URL[] = [];
  server.use(
    http.get(`*${SEARCH_URL}`, async ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.fail?.(url.searchParams.get('searchTerm') ?? '')) {
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }
      return HttpResponse.json({
        ...RESULT,
        url: `/marktdaten/suche.html?searchTerm=${url.searchParams.get('searchTerm')}`,
      });
    }),
    ...marketHandlers().handlers,
  );
  return requests;
}

/** A stand-in for the tab window.open gives. */
function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

// Typing, the 200 ms pause and the answer take a while on a busy machine.
const suggestions = () => screen.findByRole('listbox', {}, { timeout: 5000 });
const box = () => screen.getByRole('combobox', { name: 'Aktie, Fonds oder Index' });
afterEach(() => jest.restoreAllMocks());

describe('the symbol search', () => {
  it('suggests nothing below three characters and asks with bank, branch and language from three', async () => {
    const requests = serveSearch();
    renderStartPage();
    await userEvent.type(box(), 'er');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(box(), 's');
    const listbox = await suggestions();
    expect(listbox).toHaveAccessibleName('Suchvorschläge');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      blz: '20320',
      bstnr: '0001',
      searchTerm: 'ers',
      language: 'de',
    });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Erste Group Bank AGErste Group Bank AGAktien · Kürzel EBS',
      'Münchener Rückversicherun...Münchener Rückversicherungs-Gesellschaft AGAktien · Kürzel MUV2',
      'iShares Core MSCI World U...iShares Core MSCI World UCITS ETF USD (Acc)Fonds & ETFs · Kürzel EUNL',
    ]);
    expect(options[1]).toHaveAttribute('title', 'Münchener Rückversicherungs-Gesellschaft AG');
  });

  it('opens a chosen suggestion’s page in a new tab, by keyboard', async () => {
    serveSearch();
    const { open } = fakeTab();
    renderStartPage();
    await userEvent.type(box(), 'ers');
    await suggestions();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveValue('Münchener Rückversicherungs-Gesellschaft AG');
    await userEvent.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(
      'http://localhost/marktdaten/aktien/DE0008430026.html',
      '_blank',
      'noopener',
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('hides the suggestions on Escape and 200 ms after leaving the box', async () => {
    serveSearch();
    renderStartPage();
    await userEvent.type(box(), 'ers');
    await suggestions();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('ers');
    await userEvent.type(box(), 't');
    await suggestions();
    await userEvent.tab();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('does nothing when an empty term is submitted', async () => {
    const requests = serveSearch();
    const { open } = fakeTab();
    renderStartPage();
    await userEvent.type(box(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen (öffnet in neuem Tab)' }));
    expect(open).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it('opens the tab within the click and sends it to the result page once the search answers', async () => {
    serveSearch({ delayMs: 50 });
    const { open, tab } = fakeTab();
    renderStartPage();
    await userEvent.type(box(), 'AT0000652011');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen (öffnet in neuem Tab)' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('');
    await waitFor(() =>
      expect(tab.location.href).toBe(
        'http://localhost/marktdaten/suche.html?searchTerm=AT0000652011',
      ),
    );
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the opened tab and says so when the search fails', async () => {
    serveSearch({ fail: (term) => term === 'OMV AG' });
    const { open, tab } = fakeTab();
    renderStartPage();
    await userEvent.type(box(), 'OMV AG{Enter}');
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Suche ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
    );
  });

  it('empties the predictions when the search fails', async () => {
    serveSearch({ fail: (term) => term.startsWith('erst') });
    renderStartPage();
    await userEvent.type(box(), 'ers');
    await suggestions();
    await userEvent.type(box(), 't');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
