import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import {
  currentBranchSearch,
  openBranchSearch,
} from '../branch-search-request/branch-search-request';
import {
  installMapsStandIn,
  uninstallMapsStandIn,
  type MapsStandIn,
} from '../testing/maps-stand-in';
import { fakeGeolocation } from '../testing/fake-geolocation';
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
import { boxAround, NEARBY_RADII_KM } from './use-branch-search';

startPlatform();
jest.setTimeout(20_000);

const settings = { mapsScriptUrl: '/maps-stand-in/maps.js' };
const GRAZ = { lat: 47.07, lng: 15.44 };
const MY_LOCATION = { ...GRAZ, label: 'Mein Standort' };
let fake: MapsStandIn;

beforeEach(() => {
  // Google's fake is there but without consent: it records any geocoding asked of it.
  fake = installMapsStandIn({ consent: false });
  platform.use(filterHandler, branchInfoHandler());
});
afterEach(() => uninstallMapsStandIn());

const results = () => screen.getByTestId('branch-search-results');

describe('boxAround', () => {
  it('spans the radius each way, wider in longitude away from the equator', () => {
    const { bottomLeft, topRight } = boxAround(GRAZ, 5);
    expect(topRight.lat - GRAZ.lat).toBeCloseTo(5 / 111.32, 6);
    expect(GRAZ.lat - bottomLeft.lat).toBeCloseTo(5 / 111.32, 6);
    expect(topRight.lng - GRAZ.lng).toBeCloseTo(5 / (111.32 * Math.cos((47.07 * Math.PI) / 180)));
    expect(GRAZ.lng - bottomLeft.lng).toBeCloseTo(topRight.lng - GRAZ.lng, 10);
  });
});

describe('the branch search without a map at a chosen position', () => {
  it('opened from "Mein Standort" shows the branches around the position, nearest first, with distances', async () => {
    const searches: RecordedSearch[] = [];
    const lists: { query: string; filter: string[] }[] = [];
    platform.use(
      mapSearchHandler(() => branchesJson(3), searches),
      listSearchHandler(() => [], lists),
    );
    // As the location search does: the overlay gets the request it published.
    openBranchSearch({ query: 'Mein Standort', location: MY_LOCATION });
    renderWidget(<BranchSearchView request={currentBranchSearch()!} />, { settings });

    expect(await within(results()).findByText('3 Filialen gefunden')).toBeInTheDocument();
    expect(within(results()).getByText(/^Entfernung: 300\s?m$/)).toBeInTheDocument();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      type: 'BANKSTELLENSUCHE',
      center: GRAZ,
      ...boxAround(GRAZ, NEARBY_RADII_KM[0]),
      offset: 0,
      size: 1000,
      filter: [],
    });
    expect(lists).toEqual([]);
    expect(fake.geocodeRequests).toEqual([]);
    expect(fake.maps).toHaveLength(0);
  });

  it('the panel\'s "Mein Standort" searches around the device position, again with the chosen filters', async () => {
    fakeGeolocation(GRAZ);
    const user = userEvent.setup();
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler(() => branchesJson(2), searches));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });

    await user.click(screen.getByRole('button', { name: 'Mein Standort' }));
    expect(await within(results()).findByText('2 Filialen gefunden')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' })).toHaveValue(
      'Mein Standort',
    );
    expect(searches.at(-1)).toMatchObject({ center: GRAZ, filter: [] });

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: 'Öffnungszeiten' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' }));
    await waitFor(() =>
      expect(searches.at(-1)).toMatchObject({ center: GRAZ, filter: ['openNow:true'] }),
    );
    expect(fake.geocodeRequests).toEqual([]);
  });

  it('searching "Mein Standort" again searches the position again; other text searches the list', async () => {
    const user = userEvent.setup();
    const searches: RecordedSearch[] = [];
    const lists: { query: string; filter: string[] }[] = [];
    platform.use(
      mapSearchHandler(() => branchesJson(2), searches),
      listSearchHandler(() => branchesJson(4, { distance: undefined }), lists),
    );
    openBranchSearch({ query: 'Mein Standort', location: MY_LOCATION });
    renderWidget(<BranchSearchView request={currentBranchSearch()!} />, { settings });
    expect(await within(results()).findByText('2 Filialen gefunden')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toMatchObject({ center: GRAZ });
    expect(lists).toEqual([]);

    const box = screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' });
    await user.clear(box);
    await user.type(box, 'Leoben{Enter}');
    expect(await within(results()).findByText('4 Filialen gefunden')).toBeInTheDocument();
    expect(lists).toMatchObject([{ query: 'Leoben' }]);
    expect(searches).toHaveLength(2);
  });

  it('searches wider boxes while nothing is found, then answers no entries', async () => {
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler((_, call) => (call === 2 ? branchesJson(1) : []), searches));
    openBranchSearch({ query: 'Mein Standort', location: MY_LOCATION });
    const { unmount } = renderWidget(<BranchSearchView request={currentBranchSearch()!} />, {
      settings,
    });
    expect(await within(results()).findByText('1 Filiale gefunden')).toBeInTheDocument();
    expect(searches.map((search) => search.topRight)).toEqual([
      boxAround(GRAZ, NEARBY_RADII_KM[0]).topRight,
      boxAround(GRAZ, NEARBY_RADII_KM[1]).topRight,
    ]);
    unmount();

    searches.length = 0;
    platform.use(mapSearchHandler(() => [], searches));
    renderWidget(<BranchSearchView request={currentBranchSearch()!} />, { settings });
    await waitFor(() => expect(searches).toHaveLength(NEARBY_RADII_KM.length));
    expect(
      await within(results()).findByText('Für „Mein Standort“ wurden keine Filialen gefunden.'),
    ).toBeInTheDocument();
  });

  it('shows the error when the search fails', async () => {
    platform.use(
      mapSearchHandler(() => HttpResponse.json({ message: 'down' }, { status: 500 }), []),
    );
    openBranchSearch({ query: 'Mein Standort', location: MY_LOCATION });
    renderWidget(<BranchSearchView request={currentBranchSearch()!} />, { settings });
    expect(
      await within(results()).findByText(/Leider ist ein Fehler aufgetreten/),
    ).toBeInTheDocument();
  });

  it('searches typed text (not a chosen label) in the list as before', async () => {
    const lists: { query: string; filter: string[] }[] = [];
    const searches: RecordedSearch[] = [];
    platform.use(
      listSearchHandler(() => branchesJson(4, { distance: undefined }), lists),
      mapSearchHandler(() => [], searches),
    );
    openBranchSearch({ query: 'Mein Standort', location: MY_LOCATION });
    renderWidget(<BranchSearchView request={{ query: 'Graz' }} />, { settings });
    expect(await within(results()).findByText('4 Filialen gefunden')).toBeInTheDocument();
    expect(lists).toMatchObject([{ query: 'Graz' }]);
    expect(searches).toEqual([]);
  });
});
