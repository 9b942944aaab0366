import { http, HttpResponse } from 'msw';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branchStore, type StoredBranch } from '@ctb/shared/branch-store';
import { consentStore } from '@ctb/shared/consent';
import {
  closeBranchSearch,
  currentBranchSearch,
} from '../branch-search-request/branch-search-request';
import { installMapsStandIn, uninstallMapsStandIn } from '../testing/maps-stand-in';
import { fakeGeolocation } from '../testing/fake-geolocation';
import { resetPreviewForTests } from '../preview/preview-bankdata';
import { branchJson } from '../services/testing/branch-fixtures';
import { startPlatform } from '@ctb/test-support';
import { renderWidget } from '../testing/render-widget';
import { LocationSearch, type LocationSearchProps } from './location-search';

const platform = startPlatform();

const graz: StoredBranch = {
  id: '38150-0003',
  name: 'Steirische Regionalbank Graz-Wetzelsdorf',
  address: { street: 'Kaiser-Franz-Josef-Straße 4', postalCode: '8052', city: 'Graz' },
  blz: '38150',
  path: '/banken/steiermark',
};

beforeEach(() => {
  installMapsStandIn();
  branchStore.clear();
});
afterEach(() => {
  uninstallMapsStandIn();
  act(() => closeBranchSearch());
  branchStore.clear();
});

function renderSearch(props: LocationSearchProps = {}) {
  renderWidget(<LocationSearch {...props} />, {
    settings: { mapsScriptUrl: '/maps-stand-in/maps.js' },
  });
  return userEvent.setup();
}

const box = () => screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' });
const geolocationButton = () => screen.queryByRole('button', { name: 'Mein Standort' });
const LOCATION_ERROR = 'Es ist nicht möglich Ihren Standort zu ermitteln.';

describe('LocationSearch', () => {
  it('offers the location button, the word "oder" and the place box', () => {
    renderSearch();
    expect(screen.getByRole('search', { name: 'Bankstelle in Ihrer Nähe finden' })).toBeVisible();
    expect(geolocationButton()).toBeInTheDocument();
    expect(screen.getByText('oder')).toBeInTheDocument();
    expect(box()).toHaveAttribute('placeholder', 'Ort oder PLZ eingeben');
  });

  it('opens the branch search with a chosen prediction, its position and the params', async () => {
    const user = renderSearch({ params: { cta: { action: 'selectUsersBranch' } } });
    await user.type(box(), 'Gra');
    await user.click(await screen.findByRole('option', { name: 'Graz, Österreich' }));
    await waitFor(() => expect(currentBranchSearch()).not.toBeNull());
    expect(currentBranchSearch()).toEqual({
      query: 'Graz, Österreich',
      location: { lat: 47.0707, lng: 15.4395, label: 'Graz, Österreich' },
      params: { cta: { action: 'selectUsersBranch' } },
      opener: box(),
    });
  });

  it('opens the branch search at the device location', async () => {
    fakeGeolocation({ lat: 47.07, lng: 15.44 });
    const user = renderSearch();
    await user.click(geolocationButton()!);
    await waitFor(() => expect(currentBranchSearch()).not.toBeNull());
    // (DOM elements stay out of toMatchObject: it would walk React's internals.)
    const { opener, ...request } = currentBranchSearch()!;
    // The address the maps stand-in finds there: the postal code area first, as Google answers.
    expect(request).toEqual({
      query: '8010 Graz, Österreich',
      location: { lat: 47.07, lng: 15.44, label: '8010 Graz, Österreich' },
    });
    expect(opener).toBe(geolocationButton());
  });

  it('shows LOCATIONSEARCH_ERROR and calls the error callback when geolocation is denied', async () => {
    fakeGeolocation('denied');
    const onGeolocationError = jest.fn();
    const user = renderSearch({ onGeolocationError });
    await user.click(geolocationButton()!);
    expect(await screen.findByText(LOCATION_ERROR)).toBeVisible();
    expect(onGeolocationError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'GEOLOCATION_DENIED' }),
    );
    expect(currentBranchSearch()).toBeNull();
  });

  it('dispatches ctb:geolocation-error from the widget, for the page around it', async () => {
    fakeGeolocation('denied');
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('ctb:geolocation-error', listener);
    try {
      const user = renderSearch();
      await user.click(geolocationButton()!);
      await screen.findByText(LOCATION_ERROR);
      expect(heard).toEqual([{ code: 'GEOLOCATION_DENIED' }]);
    } finally {
      document.removeEventListener('ctb:geolocation-error', listener);
    }
  });

  it('opens the branch search with the typed text on Enter', async () => {
    const user = renderSearch();
    await user.type(box(), '8010{Enter}');
    expect(currentBranchSearch()).toEqual({ query: '8010', opener: box() });
  });

  it('without maps consent opens the search at the device position, labelled "Mein Standort", without Google', async () => {
    // The fake stays installed but without consent: it records any geocoding asked of it.
    const maps = installMapsStandIn();
    consentStore.revoke('maps');
    fakeGeolocation({ lat: 47.07, lng: 15.44 });
    const user = renderSearch();
    const button = geolocationButton()!;
    expect(button).toBeInTheDocument();
    expect(screen.getByText('oder')).toBeInTheDocument();
    await user.click(button);
    await waitFor(() =>
      expect(currentBranchSearch()).toEqual({
        query: 'Mein Standort',
        location: { lat: 47.07, lng: 15.44, label: 'Mein Standort' },
        opener: button,
      }),
    );
    expect(maps.geocodeRequests).toEqual([]);
  });

  it('without maps consent the footer variant shows the location button only while focused', async () => {
    uninstallMapsStandIn();
    const user = renderSearch({ variant: 'footer' });
    expect(geolocationButton()).not.toBeInTheDocument();
    await user.click(box());
    expect(geolocationButton()).toBeInTheDocument();
  });

  it('without maps consent offers no predictions and opens the search with the typed text only', async () => {
    uninstallMapsStandIn();
    const user = renderSearch();
    await user.type(box(), 'Graz');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(currentBranchSearch()).toEqual({ query: 'Graz', opener: box() });
  });

  describe('footer variant', () => {
    it('shows the location button only while the box has focus', async () => {
      const user = renderSearch({ variant: 'footer' });
      expect(geolocationButton()).not.toBeInTheDocument();
      await user.click(box());
      expect(geolocationButton()).toBeInTheDocument();
      await user.tab();
      expect(geolocationButton()).not.toBeInTheDocument();
    });

    it('keeps the button for a click and highlights it when geolocation fails', async () => {
      fakeGeolocation('unavailable');
      const onGeolocationError = jest.fn();
      const user = renderSearch({ variant: 'footer', onGeolocationError });
      await user.click(box());
      await user.click(geolocationButton()!);
      expect(await screen.findByText(LOCATION_ERROR)).toBeVisible();
      expect(geolocationButton()).toHaveClass('geolocateFailed');
      expect(geolocationButton()).toHaveAttribute('data-geolocation-failed', 'true');
      expect(geolocationButton()).toHaveAccessibleDescription(LOCATION_ERROR);
      expect(onGeolocationError).toHaveBeenCalledTimes(1);
      await user.tab();
      await user.tab();
      expect(geolocationButton()).toHaveClass('geolocateFailed');
    });
  });

  describe('with a stored branch', () => {
    it('offers a forward button to the bank site with the configured label and a change link', async () => {
      branchStore.store(graz);
      const user = renderSearch({
        forwardLabel: 'Zu meiner Bank',
        changeLinkText: 'Andere Bank wählen',
        params: { source: 'teaser' },
      });
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      expect(
        screen.getByText('Ihre Filiale: Steirische Regionalbank Graz-Wetzelsdorf'),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Zu meiner Bank' })).toHaveAttribute(
        'href',
        '/banken/steiermark',
      );
      const change = screen.getByRole('button', { name: 'Andere Bank wählen' });
      await user.click(change);
      expect(currentBranchSearch()).toEqual({
        query: '',
        params: { source: 'teaser' },
        opener: change,
      });
    });

    it('labels the forward button "OK" and the link "Bank ändern" by default', () => {
      branchStore.store(graz);
      renderSearch();
      expect(screen.getByRole('link', { name: 'OK' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bank ändern' })).toBeInTheDocument();
    });

    it('forwards to the branch page when the bank site is not known', async () => {
      let asked = '';
      platform.use(
        http.get('*/api/branches/url', ({ request }) => {
          asked = new URL(request.url).search;
          return HttpResponse.json({
            url: `${window.location.origin}/banken/steiermark/filialen/graz-wetzelsdorf.html`,
          });
        }),
      );
      branchStore.store({ ...graz, path: undefined });
      renderSearch();
      expect(await screen.findByRole('link', { name: 'OK' })).toHaveAttribute(
        'href',
        `${window.location.origin}/banken/steiermark/filialen/graz-wetzelsdorf.html`,
      );
      expect(asked).toBe('?instituteId=38150-0003&searchPath=%2Fde%2Fprivatkunden');
    });

    it('follows the stored branch without reload', () => {
      renderSearch();
      expect(box()).toBeInTheDocument();
      act(() => branchStore.store(graz));
      expect(screen.getByRole('link', { name: 'OK' })).toBeInTheDocument();
      act(() => branchStore.clear());
      expect(box()).toBeInTheDocument();
    });

    it('shows the branch previewed through ?previewBankdata instead, marked "Vorschau"', async () => {
      window.history.replaceState(null, '', '/de/index.html?previewBankdata=38150-0003');
      resetPreviewForTests();
      platform.use(http.get('*/api/branches/info/:id', () => HttpResponse.json(branchJson())));
      branchStore.store({ ...graz, id: '36000-0001', name: 'Tiroler Regionalbank Zirl' });
      try {
        renderSearch();
        expect(
          await screen.findByText(/^Ihre Filiale: Steirische Regionalbank Graz-Wetzelsdorf/),
        ).toHaveTextContent('Vorschau');
        expect(screen.queryByText(/Zirl/)).toBeNull();
      } finally {
        window.history.replaceState(null, '', '/');
        resetPreviewForTests();
      }
    });
  });
});
