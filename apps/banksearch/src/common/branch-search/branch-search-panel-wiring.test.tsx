import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentStore } from '@ctb/shared/consent';
import { platform, startPlatform } from '@ctb/test-support';
import { renderWidget } from '../testing/render-widget';
import { BranchSearchView } from './branch-search-view';
import {
  branchesJson,
  branchInfoHandler,
  filterHandler,
  listSearchHandler,
  mapSearchHandler,
  type RecordedSearch,
} from './testing/branch-search-fixtures';
import {
  installMapsStandIn,
  uninstallMapsStandIn,
  type MapsStandIn,
} from '../testing/maps-stand-in';

startPlatform();
jest.setTimeout(20_000);

const settings = { mapsScriptUrl: '/maps-stand-in/maps.js' };
let fake: MapsStandIn;

beforeEach(() => {
  fake = installMapsStandIn();
  platform.use(filterHandler, branchInfoHandler());
});
afterEach(() => uninstallMapsStandIn());

const results = () => screen.getByTestId('branch-search-results');

describe('the search panel at the top of the sidebar', () => {
  it('without a map: searches the list by the typed text, again with the chosen filters, and abort clears', async () => {
    consentStore.revoke('maps');
    const user = userEvent.setup();
    const queries: { query: string; filter: string[] }[] = [];
    platform.use(listSearchHandler(() => branchesJson(4, { distance: undefined }), queries));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });

    await user.type(
      screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' }),
      'Graz',
    );
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await within(results()).findByText('4 Filialen gefunden')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ query: 'Graz', filter: [] });

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Öffnungszeiten' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ query: 'Graz', filter: ['openNow:true'] }),
    );

    await user.click(screen.getByRole('button', { name: 'Suche abbrechen' }));
    await waitFor(() =>
      expect(within(results()).queryByText('4 Filialen gefunden')).not.toBeInTheDocument(),
    );
    expect(results().querySelectorAll('[data-branch-id]')).toHaveLength(0);
  });

  it('with the map: a typed place centres the map there and searches its bounds', async () => {
    const user = userEvent.setup();
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler(() => branchesJson(2), searches));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    await within(results()).findByText('2 Filialen gefunden');

    await user.type(
      screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' }),
      'Wien',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(fake.map().center).toEqual({ lat: 48.2085, lng: 16.3721 });
    expect(fake.map().zoom).toBe(14);
    expect(searches[1]?.center).toEqual({ lat: 48.2085, lng: 16.3721 });
  });
});
