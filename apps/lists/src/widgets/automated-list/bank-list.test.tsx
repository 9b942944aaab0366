import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { branchStore, type StoredBranch } from '@ctb/shared/branch-store';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { AutomatedList } from './automated-list';
import { listConfig } from './testing/list-fixtures';
import {
  BANK_LIST_URL,
  bankListHandlers,
  bankSections,
  branch,
  type BankListRequest,
} from './testing/list-type-fixtures';

// A stored branch as the bank search stores it; this list only needs it to change.
const tirol: StoredBranch = {
  id: '36000-0001',
  name: 'Tiroler Regionalbank Innsbruck',
  address: { street: 'Maria-Theresien-Straße 1', postalCode: '6020', city: 'Innsbruck' },
  blz: '36000',
};

const platform = startPlatform();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/de/filialen.html');
});
afterEach(() => {
  consoleError.mockRestore();
  act(() => branchStore.clear());
});

const names = () =>
  within(screen.getByRole('list', { name: 'Ergebnisse' }))
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);
const status = () => screen.getByRole('status', { name: '' });

function renderBanks(config: Record<string, unknown> = {}) {
  return renderWidget(
    <AutomatedList
      config={listConfig({ listType: 'banks', endpoint: BANK_LIST_URL, pageSize: 3, ...config })}
    />,
    { pagePath: '/banken/tirol/filialen' },
  );
}

describe('AutomatedList of banks', () => {
  it('posts BANKSTELLENLISTESUCHE with the page path and renders every branch as a bank item', async () => {
    const requests: BankListRequest[] = [];
    platform.use(...bankListHandlers(5, requests));
    renderBanks({ mainInstituteReorder: true });
    await screen.findByRole('heading', { name: 'Bankstelle 1' });
    expect(requests).toEqual([
      {
        type: 'BANKSTELLENLISTESUCHE',
        query: '',
        filter: [],
        mainInstituteReorder: true,
        path: '/banken/tirol/filialen',
      },
    ]);
    expect(names()).toEqual(['Bankstelle 1', 'Bankstelle 2', 'Bankstelle 3']);
    // The bank item layout: the bank page link of a bank code not starting with 5.
    expect(screen.getAllByRole('link', { name: /Bankseite öffnen/ })).toHaveLength(3);
  });

  it('pages the one answer on the client: the count is all documents, more loads without a request', async () => {
    const requests: BankListRequest[] = [];
    platform.use(...bankListHandlers(5, requests));
    renderBanks();
    await screen.findByRole('heading', { name: 'Bankstelle 3' });
    await waitFor(() => expect(status()).toHaveTextContent('5 Ergebnisse'));
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Ergebnisse' }));
    await screen.findByRole('heading', { name: 'Bankstelle 5' });
    expect(names()).toHaveLength(5);
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Weitere Ergebnisse' })).not.toBeInTheDocument();
  });

  it('offers the bank filter sections in the overlay and sends the chosen values as filter', async () => {
    const requests: BankListRequest[] = [];
    const filterRequests: string[] = [];
    platform.use(...bankListHandlers(5, requests, filterRequests));
    renderBanks();
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bankstellen filtern' });
    expect(within(dialog).getByRole('group', { name: 'Leistungen' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kundenparkplätze' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anwenden' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ filter: ['parking:true'] });
    await waitFor(() => expect(names()).toEqual(['Bankstelle 2', 'Bankstelle 4']));
    expect(filterRequests.length).toBeGreaterThanOrEqual(1);
  });

  it('takes the filter sections from the list answer when it carries them', async () => {
    const filterRequests: string[] = [];
    platform.use(
      // The first handler for a request wins.
      http.post(`*${BANK_LIST_URL}`, () =>
        HttpResponse.json({ documents: [branch(1)], filter: bankSections }),
      ),
      ...bankListHandlers(1, [], filterRequests),
    );
    renderBanks();
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('checkbox', { name: 'Wohnbaufinanzierung' })).toBeVisible();
    expect(filterRequests).toEqual([]);
  });

  it('searches the typed term after a pause', async () => {
    const requests: BankListRequest[] = [];
    platform.use(...bankListHandlers(12, requests));
    renderBanks();
    await screen.findByRole('heading', { name: 'Bankstelle 1' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Suchbegriff' }), 'stelle 1{Enter}');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ query: 'stelle 1' }));
    await waitFor(() =>
      expect(names()).toEqual(['Bankstelle 1', 'Bankstelle 10', 'Bankstelle 11']),
    );
  });

  it('reloads when the stored branch changes, if the list depends on it', async () => {
    const requests: BankListRequest[] = [];
    platform.use(...bankListHandlers(2, requests));
    renderBanks({ reloadOnBranchChange: true });
    await screen.findByRole('heading', { name: 'Bankstelle 1' });
    act(() => branchStore.store(tirol));
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('shows the other branches when one has no bank code and one no address, logging both', async () => {
    const { blz: _blz, ...noBankCode } = branch(2);
    const { address: _address, ...noAddress } = branch(3);
    const documents = [branch(1), noBankCode, noAddress, branch(4), branch(5)];
    platform.use(
      http.post(`*${BANK_LIST_URL}`, () => HttpResponse.json({ documents, filter: bankSections })),
    );
    renderBanks();
    await screen.findByRole('heading', { name: 'Bankstelle 1' });
    expect(names()).toEqual(['Bankstelle 1', 'Bankstelle 4', 'Bankstelle 5']);
    await waitFor(() => expect(status()).toHaveTextContent('3 Ergebnisse'));
    expect(screen.queryByRole('heading', { name: 'Bankstelle 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bankstelle 3' })).not.toBeInTheDocument();
    const logged = consoleError.mock.calls.map(([message]) => String(message));
    expect(logged).toEqual([
      '[ctb] lists/automated-list: branch 36000-0002 of the bank list is incomplete or malformed (blz); skipped',
      '[ctb] lists/automated-list: branch 36000-0003 of the bank list is incomplete or malformed (address); skipped',
    ]);
  });

  it('logs a failed bank list and ends loading', async () => {
    platform.use(http.post(`*${BANK_LIST_URL}`, () => HttpResponse.json({}, { status: 500 })));
    renderBanks();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Ergebnisse' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
  });
});
