import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentStore } from '@ctb/shared/consent';
import { startPlatform } from '@ctb/test-support';
import { renderWidget } from '../testing/render-widget';
import { FILTER_SECTIONS_JSON } from '../services/testing/branch-fixtures';
import {
  installMapsStandIn,
  uninstallMapsStandIn,
  type MapsStandIn,
} from '../testing/maps-stand-in';
import { fakeGeolocation } from '../testing/fake-geolocation';
import { BranchSearchPanel, type BranchSearchPanelProps } from './branch-search-panel';

const platform = startPlatform();
let maps: MapsStandIn;

beforeEach(() => {
  maps = installMapsStandIn();
  platform.use(http.get('*/api/branches/filter', () => HttpResponse.json(FILTER_SECTIONS_JSON)));
});
afterEach(() => uninstallMapsStandIn());

function renderPanel(props: Partial<BranchSearchPanelProps> = {}) {
  const handlers = {
    onSearch: jest.fn(),
    onFiltersChange: jest.fn(),
    onAbort: jest.fn(),
    onFiltersVisibilityChange: jest.fn(),
  };
  renderWidget(<BranchSearchPanel mapsAllowed {...handlers} {...props} />, {
    settings: { mapsScriptUrl: '/maps-stand-in/maps.js' },
  });
  return { user: userEvent.setup(), ...handlers };
}

const box = () => screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' });
const abortButton = () => screen.queryByRole('button', { name: 'Suche abbrechen' });

async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Filter' }));
  return screen.getByRole('group', { name: 'Filter' });
}

describe('BranchSearchPanel', () => {
  it('is a search with a labelled place box, submit and the description', () => {
    renderPanel();
    expect(screen.getByRole('search', { name: 'Bankstellensuche' })).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(/Geben Sie einen Ort, eine Postleitzahl/);
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
  });

  it('becomes active on focus and inactive after abort', async () => {
    const { user } = renderPanel();
    expect(abortButton()).not.toBeInTheDocument();
    await user.click(box());
    expect(screen.getByRole('search')).toHaveClass('active');
    await user.click(abortButton()!);
    expect(screen.getByRole('search')).not.toHaveClass('active');
    expect(abortButton()).not.toBeInTheDocument();
  });

  it('abort clears query, filters and predictions, hides the filters and tells the consumer', async () => {
    const { user, onAbort, onFiltersVisibilityChange } = renderPanel();
    const filters = await openFilters(user);
    await user.click(within(filters).getByRole('button', { name: 'Öffnungszeiten' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Jetzt geöffnet' }));
    await user.type(box(), 'Gra');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.click(abortButton()!);
    expect(box()).toHaveValue('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Filter' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(onAbort).toHaveBeenCalledTimes(1);
    expect(onFiltersVisibilityChange).toHaveBeenLastCalledWith(false);
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: 'Öffnungszeiten' }));
    expect(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' })).not.toBeChecked();
  });

  it('emits a chosen prediction with its position and the filters', async () => {
    const { user, onSearch } = renderPanel({ initialFilters: ['openNow:true'] });
    await user.type(box(), 'Gra');
    await user.click(await screen.findByRole('option', { name: 'Gratkorn, Österreich' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        query: 'Gratkorn, Österreich',
        location: { lat: 47.1333, lng: 15.35, label: 'Gratkorn, Österreich' },
        filters: ['openNow:true'],
      }),
    );
  });

  it('emits the device location with the filters', async () => {
    fakeGeolocation({ lat: 47.07, lng: 15.44 });
    const { user, onSearch } = renderPanel({ initialFilters: ['parking:true'] });
    await user.click(screen.getByRole('button', { name: 'Mein Standort' }));
    // The address the maps stand-in finds there: the postal code area first, as Google answers.
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        query: '8010 Graz, Österreich',
        location: { lat: 47.07, lng: 15.44, label: '8010 Graz, Österreich' },
        filters: ['parking:true'],
      }),
    );
    expect(box()).toHaveValue('8010 Graz, Österreich');
  });

  it.each([['denied' as const], ['unavailable' as const]])(
    'shows LOCATIONSEARCH_ERROR when the geolocation is %s',
    async (answer) => {
      fakeGeolocation(answer);
      const { user, onSearch } = renderPanel();
      await user.click(screen.getByRole('button', { name: 'Mein Standort' }));
      expect(
        await screen.findByText('Es ist nicht möglich Ihren Standort zu ermitteln.'),
      ).toBeInTheDocument();
      expect(onSearch).not.toHaveBeenCalled();
    },
  );

  it('emits changed filters with no selection', async () => {
    const { user, onFiltersChange, onSearch } = renderPanel();
    const filters = await openFilters(user);
    await user.click(within(filters).getByRole('button', { name: 'Leistungen' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Kontoeröffnung' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(['service:kontoeroeffnung']);
    await user.click(within(filters).getByRole('checkbox', { name: 'Wohnbauberatung' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith([
      'service:kontoeroeffnung',
      'service:wohnbau',
    ]);
    await user.click(within(filters).getByRole('checkbox', { name: 'Kontoeröffnung' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(['service:wohnbau']);
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Filter (1 gewählt)' })).toBeInTheDocument();
  });

  it('collapses filter sections and closes them with the close button', async () => {
    const { user } = renderPanel();
    const filters = await openFilters(user);
    const section = within(filters).getByRole('button', { name: 'Leistungen' });
    expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(within(filters).queryByRole('checkbox', { name: 'Kontoeröffnung' })).toBeNull();
    await user.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(within(filters).getByRole('checkbox', { name: 'Kontoeröffnung' })).toBeVisible();
    await user.click(within(filters).getByRole('button', { name: 'Filter schließen' }));
    expect(screen.queryByRole('group', { name: 'Filter' })).not.toBeInTheDocument();
  });

  it('geocodes submitted text and emits it with its position', async () => {
    const { user, onSearch } = renderPanel();
    await user.type(box(), 'Wien{Enter}');
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        query: 'Wien',
        location: { lat: 48.2085, lng: 16.3721, label: 'Wien, Österreich' },
        filters: [],
      }),
    );
    expect(maps.geocodeRequests).toEqual([
      { address: 'Wien', componentRestrictions: { country: 'at' } },
    ]);
  });

  it('shows the no-entries message with the query when nothing is found', async () => {
    const { user, onSearch } = renderPanel();
    await user.type(box(), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(
      await screen.findByText('Für „Atlantis“ wurden keine Einträge gefunden.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Bitte prüfen Sie die Schreibweise/)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows BANKSEARCH_ERROR_MESSAGE when geocoding fails otherwise', async () => {
    const { user } = renderPanel();
    maps.failWith = 'OVER_QUERY_LIMIT';
    await user.type(box(), 'Graz{Enter}');
    expect(
      await screen.findByText('Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
  });

  it('without maps consent emits the device position labelled "Mein Standort", without Google', async () => {
    consentStore.revoke('maps');
    fakeGeolocation({ lat: 47.07, lng: 15.44 });
    const { user, onSearch } = renderPanel({
      mapsAllowed: false,
      initialFilters: ['openNow:true'],
    });
    await user.click(screen.getByRole('button', { name: 'Mein Standort' }));
    const location = { lat: 47.07, lng: 15.44, label: 'Mein Standort' };
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        query: 'Mein Standort',
        location,
        filters: ['openNow:true'],
      }),
    );
    expect(box()).toHaveValue('Mein Standort');
    expect(maps.geocodeRequests).toEqual([]);
  });

  it('without maps consent offers no predictions and submits the query only', async () => {
    uninstallMapsStandIn();
    const { user, onSearch } = renderPanel({
      mapsAllowed: false,
      initialFilters: ['openNow:true'],
    });
    await user.type(box(), 'Graz');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mein Standort' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSearch).toHaveBeenCalledWith({
      query: 'Graz',
      location: null,
      filters: ['openNow:true'],
    });
  });

  it('offers no filter button when the filters cannot be loaded', async () => {
    platform.use(
      http.get('*/api/branches/filter', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderPanel();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument(),
    );
  });
});
