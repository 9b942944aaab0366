import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branchStore } from '@ctb/shared/branch-store';
import { createTestWidgetHost } from '@ctb/shared/testing';
import { closeBranchSearch } from './common/branch-search-request/branch-search-request';
import { platform, startPlatform } from '@ctb/test-support';
import { installPageConfig } from './common/testing/render-widget';
import {
  branchesJson,
  branchInfoHandler,
  filterHandler,
  listSearchHandler,
} from './common/branch-search/testing/branch-search-fixtures';
import { installMapsStandIn, uninstallMapsStandIn } from './common/testing/maps-stand-in';
import { loadBankSearchOverlay } from './common/bank-search-overlay/load-bank-search-overlay';
import { resetOverlayForTests } from './common/bank-search-overlay/overlay-host-slot';
import * as banksearchApp from './mount';

// The overlay's chunk loads through this module: each test decides how its next load goes.
jest.mock('./common/bank-search-overlay/load-bank-search-overlay', () => {
  const actual = jest.requireActual<
    typeof import('./common/bank-search-overlay/load-bank-search-overlay')
  >('./common/bank-search-overlay/load-bank-search-overlay');
  return { loadBankSearchOverlay: jest.fn(actual.loadBankSearchOverlay) };
});
const load = jest.mocked(loadBankSearchOverlay);

startPlatform();
jest.setTimeout(20_000);

/** What webpack rejects `import()` with when a chunk is gone (e.g. after a new release). */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 412 failed.\n(missing: /banksearch/412.3f9c.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const page = createTestWidgetHost('banksearch');
beforeAll(async () => {
  installPageConfig({ settings: { mapsScriptUrl: '/maps-stand-in/maps.js' } });
  await page.mount(banksearchApp);
});
afterAll(() => page.unmount(banksearchApp));

/** Two widgets of the domain sharing the overlay host, placed on the page as the CMS does. */
async function renderPage() {
  const elements = [
    page.place('bank-search-field'),
    page.place('bank-teaser', { headline: 'Finden Sie Ihre Bank' }),
  ];
  for (const element of elements)
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
  return userEvent.setup();
}

const failure = () => screen.findByRole('dialog', { name: 'Filialsuche gerade nicht verfügbar' });
const overlay = () => screen.findByRole('dialog', { name: 'Filiale finden' });

let log: jest.SpyInstance;
beforeEach(() => {
  installMapsStandIn({ consent: false });
  platform.use(
    filterHandler,
    branchInfoHandler(),
    listSearchHandler(() => branchesJson(3, { distance: undefined })),
  );
  branchStore.clear();
  load.mockClear();
  resetOverlayForTests();
  log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => closeBranchSearch());
  for (const element of document.querySelectorAll<HTMLElement>('[data-widget]'))
    act(() => page.remove(element));
  uninstallMapsStandIn();
  log.mockRestore();
});

describe('a bank search overlay that fails', () => {
  it('a chunk that does not load: a closable message, the other widgets work, the next open tries again', async () => {
    load.mockRejectedValueOnce(chunkLoadError());
    const user = await renderPage();
    const choose = screen.getByRole('button', { name: 'Bank auswählen' });
    await user.click(choose);

    const message = await failure();
    expect(message).toHaveAttribute('aria-modal', 'true');
    expect(message).toHaveTextContent(
      'Die Filialsuche konnte im Moment nicht geöffnet werden. Bitte versuchen Sie es später noch einmal.',
    );
    expect(screen.queryByRole('dialog', { name: 'Filiale finden' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[ctb\] banksearch\/bank-search-overlay: could not be shown \(ChunkLoadError: Loading chunk 412 failed\./,
      ),
      expect.anything(),
    );

    // The hosting widget and its neighbour stay on the page, working.
    expect(screen.getByRole('group', { name: 'Ihre Bank' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Finden Sie Ihre Bank' })).toBeInTheDocument();

    await user.click(within(message).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(choose).toHaveFocus());

    // The teaser's location search opens the overlay: the chunk is loaded afresh and it shows.
    await user.type(
      screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' }),
      'Graz',
    );
    await user.keyboard('{Enter}');
    expect(await overlay()).toBeInTheDocument();
    expect(await screen.findByText('3 Filialen gefunden')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /nicht verfügbar/ })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps failing calmly while the chunk stays away, and shows once it loads', async () => {
    load.mockRejectedValueOnce(chunkLoadError()).mockRejectedValueOnce(chunkLoadError());
    const user = await renderPage();
    const choose = screen.getByRole('button', { name: 'Bank auswählen' });

    await user.click(choose);
    await user.click(within(await failure()).getByRole('button', { name: 'Schließen' }));
    await user.click(choose);
    // Escape closes the message like any dialog.
    await waitFor(async () =>
      expect(await failure()).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(choose).toHaveFocus());

    await user.click(choose);
    expect(await overlay()).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('an overlay that throws while rendering is replaced by the message too', async () => {
    load.mockResolvedValueOnce({
      BankSearchOverlay: () => {
        throw new TypeError('Cannot read properties of undefined (reading "lat")');
      },
    });
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Bank auswählen' }));
    expect(await failure()).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(
        'banksearch/bank-search-overlay: could not be shown (TypeError: Cannot read properties',
      ),
      expect.anything(),
    );
    expect(screen.getByRole('heading', { name: 'Finden Sie Ihre Bank' })).toBeInTheDocument();
  });
});
