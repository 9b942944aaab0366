import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
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
  AdvancedMarkerElement,
  installMapsStandIn,
  Marker,
  uninstallMapsStandIn,
  type MapsStandIn,
} from '../testing/maps-stand-in';

startPlatform();
// Rendering dozens of result items in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

const settings = { mapsScriptUrl: '/maps-stand-in/maps.js' };
let fake: MapsStandIn;

beforeEach(() => {
  fake = installMapsStandIn();
  platform.use(filterHandler, branchInfoHandler());
});
afterEach(() => uninstallMapsStandIn());

const sidebar = () => screen.getByRole('region', { name: 'Filialsuche' });
const results = () => screen.getByTestId('branch-search-results');

describe('the map (with consent to maps)', () => {
  it('opens over Austria at zoom 6 and searches the bounds for up to 1000 branches, close ones as a cluster', async () => {
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler(() => branchesJson(25), searches));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });

    // 25 branches within 3 km: over all of Austria one badge with their count.
    const cluster = await screen.findByRole(
      'button',
      { name: '25 Filialen – vergrößern' },
      { timeout: 5000 },
    );
    expect(cluster).toBeVisible();
    expect(cluster).toHaveTextContent('25');
    expect(screen.queryByRole('button', { name: 'Regionalbank Filiale 25' })).toBeNull();
    const map = fake.map();
    expect(map.center).toEqual({ lat: 47.55, lng: 14.18 });
    expect(map.zoom).toBe(6);
    expect(map.markers.size).toBe(1);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      type: 'BANKSTELLENSUCHE',
      offset: 0,
      size: 1000,
      center: { lat: 47.55, lng: 14.18 },
      filter: [],
    });
    expect(searches[0]?.bottomLeft.lat).toBeLessThan(47.55);
    expect(searches[0]?.topRight.lng).toBeGreaterThan(14.18);
    expect(within(sidebar()).getByText('25 Filialen gefunden')).toBeInTheDocument();
    // Keyboard users reach the search and the results before the map's markers.
    expect(
      sidebar().compareDocumentPosition(cluster) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('at low zoom draws a lone branch as its pin next to the clusters', async () => {
    const vienna = { ...branchesJson(6)[5], geolocation: { lat: 48.2, lng: 16.37 } };
    platform.use(mapSearchHandler(() => [...branchesJson(5), vienna]));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    expect(
      await screen.findByRole('button', { name: '5 Filialen – vergrößern' }, { timeout: 5000 }),
    ).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Regionalbank Filiale 6' })).toBeInTheDocument();
    expect(fake.map().markers.size).toBe(2);
  });

  it('activating a cluster with the keyboard zooms in centred on it until it falls apart', async () => {
    const user = userEvent.setup();
    const searches: RecordedSearch[] = [];
    // Graz (10 branches) and Leibnitz (5), 30 km apart: one cluster over Austria.
    const leibnitz = branchesJson(15)
      .slice(10)
      .map((branch, index) => ({
        ...branch,
        geolocation: { lat: 46.78 + index * 0.001, lng: 15.54 + index * 0.001 },
      }));
    platform.use(mapSearchHandler(() => [...branchesJson(10), ...leibnitz], searches));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    const cluster = await screen.findByRole(
      'button',
      { name: '15 Filialen – vergrößern' },
      { timeout: 5000 },
    );
    cluster.focus();
    await user.keyboard('{Enter}');

    const map = fake.map();
    expect(map.zoom).toBeGreaterThan(6);
    expect(map.zoom).toBeLessThan(12);
    expect(map.center?.lat).toBeCloseTo((47.05 * 10 + 46.78 * 5) / 15 + 0.0003, 1);
    expect(map.center?.lng).toBeCloseTo((15.4 * 10 + 15.54 * 5) / 15, 1);
    // The map searches again there, and the cluster is now two.
    expect(
      await screen.findByRole('button', { name: '10 Filialen – vergrößern' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 Filialen – vergrößern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '15 Filialen – vergrößern' })).toBeNull();
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.center).toEqual(map.center);

    // Clicking one zooms to a city view (zoom 12) with a pin per branch.
    await user.click(screen.getByRole('button', { name: '5 Filialen – vergrößern' }));
    expect(map.zoom).toBe(12);
    expect(
      await screen.findByRole('button', { name: 'Regionalbank Filiale 11' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regionalbank Filiale 15' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filialen – vergrößern$/ })).toBeNull();
  });

  it('from zoom 12 up shows every branch as its pin, below it clusters them again', async () => {
    platform.use(mapSearchHandler(() => branchesJson(25)));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    await screen.findByRole('button', { name: '25 Filialen – vergrößern' }, { timeout: 5000 });

    act(() => {
      fake.map().setCenter({ lat: 47.06, lng: 15.41 });
      fake.map().setZoom(12);
    });
    expect(
      await screen.findByRole('button', { name: 'Regionalbank Filiale 25' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regionalbank Filiale 1' })).toBeInTheDocument();
    expect(fake.map().markers.size).toBe(25);
    expect(screen.queryByRole('button', { name: /Filialen – vergrößern$/ })).toBeNull();

    act(() => fake.map().setZoom(11));
    const clusters = await screen.findAllByRole('button', { name: /^\d+ Filialen – vergrößern$/ });
    expect(screen.queryByRole('button', { name: 'Regionalbank Filiale 1' })).toBeNull();
    expect(fake.map().markers.size).toBeLessThan(25);
    // Every branch is still on the map: in a cluster's count or as its own pin.
    const inClusters = clusters.reduce((sum, cluster) => sum + Number(cluster.textContent), 0);
    expect(inClusters + fake.map().markers.size - clusters.length).toBe(25);
  });

  it('below zoom 6 does not search and clears the results and pins', async () => {
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler(() => branchesJson(3), searches));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    await screen.findByText('3 Filialen gefunden');

    act(() => fake.map().setZoom(5));
    expect(
      await screen.findByText(
        'Vergrößern Sie die Karte, um die Filialen in diesem Bereich zu sehen.',
      ),
    ).toBeInTheDocument();
    expect(fake.map().markers.size).toBe(0);
    expect(searches).toHaveLength(1);
  });

  it('shows 5 skeleton placeholders while the search runs', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    platform.use(
      http.post('*/api/branches/search', async () => {
        await answered;
        return HttpResponse.json({ documents: branchesJson(2), size: 2, filter: [] });
      }),
    );
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    const skeletons = await screen.findByTestId('result-skeletons');
    expect(skeletons.children).toHaveLength(5);
    expect(within(results()).getByRole('status')).toHaveTextContent('Filialen werden gesucht');
    release();
    expect(await screen.findByText('2 Filialen gefunden')).toBeInTheDocument();
    expect(screen.queryByTestId('result-skeletons')).not.toBeInTheDocument();
  });

  it('centres a chosen place at zoom 14 and searches there first', async () => {
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler(() => branchesJson(4), searches));
    renderWidget(
      <BranchSearchView
        request={{ query: 'Graz', location: { lat: 47.07, lng: 15.44, label: 'Graz, Österreich' } }}
      />,
      { settings },
    );
    await screen.findByText('4 Filialen gefunden');
    expect(fake.map().center).toEqual({ lat: 47.07, lng: 15.44 });
    expect(fake.map().zoom).toBe(14);
    expect(searches.map((search) => search.center)).toEqual([{ lat: 47.07, lng: 15.44 }]);
  });

  it('looks up a typed place without a chosen one, then searches there', async () => {
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler(() => branchesJson(2), searches));
    renderWidget(<BranchSearchView request={{ query: 'Linz' }} />, { settings });
    await screen.findByText('2 Filialen gefunden');
    expect(fake.map().center).toEqual({ lat: 48.3064, lng: 14.2861 });
    expect(searches.map((search) => search.center)).toEqual([{ lat: 48.3064, lng: 14.2861 }]);
  });

  it('on an empty answer above zoom 13 zooms out by one and tries again', async () => {
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler((_body, call) => (call < 2 ? [] : branchesJson(1)), searches));
    renderWidget(
      <BranchSearchView
        request={{ query: 'Graz', location: { lat: 47.07, lng: 15.44, label: 'Graz' } }}
      />,
      { settings },
    );
    await screen.findByText('1 Filiale gefunden');
    expect(searches).toHaveLength(2);
    expect(fake.map().zoom).toBe(13);
  });

  it('at zoom 13 an empty answer is ZERO_RESULTS: the no-entries message with the query and a description', async () => {
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler(() => [], searches));
    renderWidget(
      <BranchSearchView
        request={{ query: 'Hintertux', location: { lat: 47.1, lng: 11.7, label: 'Hintertux' } }}
      />,
      { settings },
    );
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('Für „Hintertux“ wurden keine Filialen gefunden.');
    expect(alert).toHaveTextContent('Bitte prüfen Sie die Schreibweise');
    // 14 empty, 13 empty: no further zooming out.
    expect(searches).toHaveLength(2);
    expect(fake.map().zoom).toBe(13);
  });

  it('a failed search shows the generic branch search error', async () => {
    platform.use(
      mapSearchHandler(() => HttpResponse.json({ message: 'Injected failure' }, { status: 500 })),
    );
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    expect(await within(results()).findByRole('alert')).toHaveTextContent(
      'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
  });

  it('a pin opens the branch detail', async () => {
    const user = userEvent.setup();
    platform.use(mapSearchHandler(() => branchesJson(3)));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    await user.click(
      await screen.findByRole('button', { name: '3 Filialen – vergrößern' }, { timeout: 5000 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Regionalbank Filiale 2' }));
    expect(
      await screen.findByRole('heading', { name: 'Regionalbank Filiale 2', level: 3 }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Zurück zur Ergebnisliste' })).toBeInTheDocument();
  });
});

describe('with a map id in the page config (advanced markers)', () => {
  const advancedSettings = { ...settings, mapsMapId: 'regionalbank-demo' };

  it('creates the map with the map id and draws AdvancedMarkerElements: clusters named with their count zoom in, pins named by the branch open it', async () => {
    uninstallMapsStandIn();
    fake = installMapsStandIn();
    const user = userEvent.setup();
    platform.use(mapSearchHandler(() => branchesJson(3)));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings: advancedSettings });

    const cluster = await screen.findByRole(
      'button',
      { name: '3 Filialen – vergrößern' },
      { timeout: 5000 },
    );
    expect(cluster).toHaveTextContent('3');
    const map = fake.map();
    expect(map.mapId).toBe('regionalbank-demo');
    expect(fake.importedLibraries).toContain('marker');
    const [badge] = [...map.markers];
    expect(badge).toBeInstanceOf(AdvancedMarkerElement);
    // A round badge centred on the position, as the legacy circle symbol.
    expect(badge).toMatchObject({
      title: '3 Filialen – vergrößern',
      gmpClickable: true,
      anchorTop: '-50%',
    });
    expect((badge as AdvancedMarkerElement).zIndex).toBeGreaterThan(1_000_000);

    // Keyboard: Enter on the cluster zooms to the city view, a pin per branch.
    cluster.focus();
    await user.keyboard('{Enter}');
    expect(map.zoom).toBe(12);
    const pin = await screen.findByRole('button', { name: 'Regionalbank Filiale 2' });
    expect(map.markers.size).toBe(3);
    for (const marker of map.markers) {
      expect(marker).toBeInstanceOf(AdvancedMarkerElement);
      expect(marker).toMatchObject({ gmpClickable: true });
    }
    expect(
      [...map.markers].map((marker) => (marker as AdvancedMarkerElement).title).sort(),
    ).toEqual(['Regionalbank Filiale 1', 'Regionalbank Filiale 2', 'Regionalbank Filiale 3']);
    // The replaced cluster is off the map.
    expect((badge as AdvancedMarkerElement).map).toBeNull();

    await user.click(pin);
    expect(
      await screen.findByRole('heading', { name: 'Regionalbank Filiale 2', level: 3 }),
    ).toHaveFocus();
  });

  it('keeps google.maps.Marker (and no map id) when the API has no AdvancedMarkerElement', async () => {
    uninstallMapsStandIn();
    fake = installMapsStandIn({ advancedMarkers: false });
    platform.use(mapSearchHandler(() => branchesJson(3)));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings: advancedSettings });
    await screen.findByRole('button', { name: '3 Filialen – vergrößern' }, { timeout: 5000 });
    expect(fake.map().mapId).toBeUndefined();
    expect([...fake.map().markers][0]).toBeInstanceOf(Marker);
    expect(fake.advancedMarkers).toHaveLength(0);
  });

  it('without a map id draws google.maps.Marker as before', async () => {
    uninstallMapsStandIn();
    fake = installMapsStandIn();
    platform.use(mapSearchHandler(() => branchesJson(3)));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    await screen.findByRole('button', { name: '3 Filialen – vergrößern' }, { timeout: 5000 });
    expect(fake.map().mapId).toBeUndefined();
    expect(fake.importedLibraries).toEqual([]);
    expect([...fake.map().markers][0]).toBeInstanceOf(Marker);
    expect(fake.advancedMarkers).toHaveLength(0);
  });
});

describe('when the maps script cannot load', () => {
  it('says so where the map would be, and the list searches the text instead', async () => {
    uninstallMapsStandIn();
    consentStore.grant('maps');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    platform.use(listSearchHandler(() => branchesJson(2, { distance: undefined })));
    // No mapsScriptUrl and no key in the page config: the loader rejects.
    renderWidget(<BranchSearchView request={{ query: 'Graz' }} />);
    expect(await screen.findByText(/Die Karte konnte nicht geladen werden/)).toBeInTheDocument();
    expect(await within(results()).findByText('2 Filialen gefunden')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[ctb] banksearch/branch-search: the map could not be loaded',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});

describe('without consent to maps', () => {
  beforeEach(() => consentStore.revoke('maps'));

  it('explains the third-party map instead of loading it, and the list still finds branches', async () => {
    const queries: { query: string; filter: string[] }[] = [];
    platform.use(listSearchHandler(() => branchesJson(3, { distance: undefined }), queries));
    renderWidget(<BranchSearchView request={{ query: 'Graz' }} />, { settings });

    expect(
      screen.getByText(/werden Daten wie Ihre IP-Adresse an Google übertragen/),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 Filialen gefunden')).toBeInTheDocument();
    expect(queries).toEqual([expect.objectContaining({ query: 'Graz', filter: [] })]);
    expect(fake.maps).toHaveLength(0);
  });

  it('"Karte laden" grants the consent and shows the map', async () => {
    const user = userEvent.setup();
    platform.use(
      listSearchHandler(() => []),
      mapSearchHandler(() => branchesJson(2)),
    );
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    await user.click(screen.getByRole('button', { name: 'Karte laden' }));
    expect(consentStore.has('maps')).toBe(true);
    expect(
      await screen.findByRole('button', { name: '2 Filialen – vergrößern' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Karte laden' })).not.toBeInTheDocument();
    await waitFor(() => expect(fake.maps).toHaveLength(1));
  });

  it('ZERO_RESULTS for a text the list does not know', async () => {
    platform.use(listSearchHandler(() => []));
    renderWidget(<BranchSearchView request={{ query: 'Atlantis' }} />, { settings });
    expect(await within(results()).findByRole('alert')).toHaveTextContent(
      'Für „Atlantis“ wurden keine Filialen gefunden.',
    );
  });
});
