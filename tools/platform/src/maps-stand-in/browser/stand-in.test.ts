import { createRequire } from 'node:module';
import { mapsStandInBundle } from '../routes/bundle';
import { placeIndexJson } from '../data/place-index';

// The bundle as the CMS host serves it, run in a jsdom window (jsdom is jest-environment-jsdom's;
// esbuild refuses to run inside a jsdom test environment, so this suite runs in node).
type Maps = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the stand-in's API
interface Jsdom {
  window: Window & typeof globalThis & { google: { maps: Maps } };
}
const { JSDOM } = createRequire(require.resolve('jest-environment-jsdom'))('jsdom') as {
  JSDOM: new (html: string, options: object) => Jsdom;
};
let maps: Maps;
let window: Jsdom['window'];
let document: Document;

beforeAll(async () => {
  const script = await mapsStandInBundle(process.cwd());
  const index = JSON.parse(placeIndexJson());
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    runScripts: 'dangerously',
    url: 'http://localhost:8080/de/banksearch.html',
  });
  window = dom.window;
  document = window.document;
  Object.assign(window, {
    fetch: async () => ({ ok: true, status: 200, json: async () => index }),
  });
  const element = document.createElement('script');
  element.textContent = script;
  document.head.append(element);
  maps = window.google.maps;
});
afterAll(() => window.close());

function newMap(options: Record<string, unknown> = {}) {
  const div = document.createElement('div');
  document.body.append(div);
  return new maps.Map(div, { center: { lat: 47.55, lng: 14.18 }, zoom: 6, minZoom: 6, ...options });
}

const nextIdle = (map: Maps) =>
  new Promise<void>((resolve) => maps.event.addListenerOnce(map, 'idle', resolve));

describe('the maps stand-in bundle in a page', () => {
  it('defines google.maps with the API names', () => {
    for (const name of [
      'LatLng',
      'LatLngBounds',
      'Map',
      'Marker',
      'InfoWindow',
      'Geocoder',
      'GeocoderStatus',
      'SymbolPath',
    ])
      expect(maps[name]).toBeDefined();
    expect(maps.places.AutocompleteSuggestion.fetchAutocompleteSuggestions).toBeDefined();
    expect(maps.places.AutocompleteSessionToken).toBeDefined();
    expect(maps.places.Place).toBeDefined();
    // Legacy services new Cloud projects cannot enable (March 2025) are not offered either.
    expect(maps.places.AutocompleteService).toBeUndefined();
    expect(maps.places.PlacesService).toBeUndefined();
    expect(maps.event.clearInstanceListeners).toBeDefined();
  });

  it('makes LatLng from numbers, literals and LatLngs, wrapping longitudes', () => {
    const point = new maps.LatLng(47.07, 15.44);
    expect(new maps.LatLng(point).toJSON()).toEqual({ lat: 47.07, lng: 15.44 });
    expect(new maps.LatLng({ lat: 91, lng: 190 }).toJSON()).toEqual({ lat: 90, lng: -170 });
    const bounds = new maps.LatLngBounds()
      .extend(point)
      .union(new maps.LatLngBounds(point, { lat: 48, lng: 16 }));
    expect(bounds.toJSON()).toEqual({ south: 47.07, west: 15.44, north: 48, east: 16 });
  });

  it('fires zoom_changed at once and idle after setZoom, clamped to minZoom', async () => {
    const map = newMap();
    await nextIdle(map);
    const zoomChanged = jest.fn();
    map.addListener('zoom_changed', zoomChanged);
    map.setZoom(9);
    expect(zoomChanged).toHaveBeenCalledTimes(1);
    await nextIdle(map);
    expect(map.getZoom()).toBe(9);
    map.setZoom(3);
    expect(map.getZoom()).toBe(6);
  });

  it('computes bounds and fits them', () => {
    const map = newMap();
    const root = map.getDiv().firstElementChild as HTMLElement;
    Object.defineProperty(root, 'clientWidth', { value: 640 });
    Object.defineProperty(root, 'clientHeight', { value: 480 });
    const bounds = map.getBounds();
    expect(bounds.getSouthWest().lng()).toBeCloseTo(7.14875, 6);
    expect(bounds.getNorthEast().lat()).toBeCloseTo(50.98902, 4);
    map.fitBounds(new maps.LatLngBounds({ lat: 47.0, lng: 15.3 }, { lat: 47.1, lng: 15.5 }));
    // 0.2° of longitude at zoom 12: 582 px of 640; 0.1° of latitude near 47°: 428 px of 480.
    expect(map.getZoom()).toBe(12);
    expect(map.getBounds().contains({ lat: 47.0, lng: 15.3 })).toBe(true);
    expect(map.getBounds().contains({ lat: 47.1, lng: 15.5 })).toBe(true);
  });

  it('draws markers as buttons named by their title and calls click listeners', () => {
    const map = newMap();
    const marker = new maps.Marker({
      position: { lat: 47.07, lng: 15.44 },
      title: 'Filiale Graz',
      map,
    });
    const clicked = jest.fn();
    const listener = maps.event.addListener(marker, 'click', clicked);
    const button = map
      .getDiv()
      .querySelector('button[aria-label="Filiale Graz"]') as HTMLButtonElement;
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.calls[0][0].latLng.lat()).toBeCloseTo(47.07, 9);
    maps.event.removeListener(listener);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    marker.setMap(null);
    expect(map.getDiv().querySelector('button[aria-label="Filiale Graz"]')).toBeNull();
  });

  it('draws a marker label over a circle symbol, named by the title and focusable', () => {
    const map = newMap();
    const marker = new maps.Marker({
      position: { lat: 47.55, lng: 14.18 },
      title: '12 Filialen – vergrößern',
      label: { text: '12', color: '#ffffff', fontSize: '13px', fontWeight: '700' },
      icon: {
        path: maps.SymbolPath.CIRCLE,
        scale: 18,
        fillColor: '#00427a',
        fillOpacity: 1,
        strokeColor: '#ffffff',
        strokeWeight: 2,
      },
      map,
    });
    const button = map
      .getDiv()
      .querySelector('button[aria-label="12 Filialen – vergrößern"]') as HTMLButtonElement;
    expect(button.textContent).toBe('12');
    const label = button.querySelector('.ctb-maps-marker-label') as HTMLElement;
    expect(label.style.color).toBe('rgb(255, 255, 255)');
    expect(label.style.fontSize).toBe('13px');
    expect(label.style.fontWeight).toBe('700');
    // A round badge of radius 18 with a 2 px outline, its centre on the position.
    const circle = button.querySelector('svg circle') as SVGCircleElement;
    expect(circle.getAttribute('r')).toBe('18');
    expect(circle.getAttribute('fill')).toBe('#00427a');
    expect(button.style.width).toBe('38px');
    expect(button.style.height).toBe('38px');
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(marker.getLabel().text).toBe('12');

    // A plain label on the default pin, and a label removed again.
    marker.setOptions({ icon: null, label: 'A' });
    expect(button.querySelector('svg circle[r="18"]')).toBeNull();
    expect(button.querySelector('svg path')).not.toBeNull();
    expect(button.style.width).toBe('');
    expect(button.textContent).toBe('A');
    marker.setLabel(null);
    expect(button.querySelector('.ctb-maps-marker-label')).toBeNull();
    marker.setMap(null);
  });

  it('draws advanced markers (importLibrary("marker")) on a map with a mapId, named by their title', async () => {
    const { AdvancedMarkerElement, PinElement } = await maps.importLibrary('marker');
    expect(maps.marker.AdvancedMarkerElement).toBe(AdvancedMarkerElement);
    expect(maps.marker.PinElement).toBe(PinElement);
    const map = newMap({ mapId: 'demo' });
    const marker = new AdvancedMarkerElement({
      position: { lat: 47.07, lng: 15.44 },
      title: 'Filiale Graz',
      gmpClickable: true,
      map,
    });
    const gmpClick = jest.fn();
    const click = jest.fn();
    marker.addEventListener('gmp-click', gmpClick);
    marker.addListener('click', click);
    const button = map
      .getDiv()
      .querySelector('button[aria-label="Filiale Graz"]') as HTMLButtonElement;
    expect(button.classList.contains('ctb-maps-marker')).toBe(true);
    // The default content is the pin.
    expect(button.querySelector('.ctb-maps-pin svg path')).not.toBeNull();
    expect(button.tabIndex).toBe(0);
    button.click();
    expect(gmpClick).toHaveBeenCalledTimes(1);
    expect(click.mock.calls[0][0].latLng.lat()).toBeCloseTo(47.07, 9);
    marker.removeEventListener('gmp-click', gmpClick);
    button.click();
    expect(gmpClick).toHaveBeenCalledTimes(1);
    marker.map = null;
    expect(map.getDiv().querySelector('button[aria-label="Filiale Graz"]')).toBeNull();

    // Own content (a cluster badge); without gmpClickable not focusable and no gmp-click.
    const badge = document.createElement('div');
    badge.textContent = '12';
    const cluster = new AdvancedMarkerElement({
      position: { lat: 47.55, lng: 14.18 },
      title: '12 Filialen – vergrößern',
      content: badge,
      zIndex: 5,
      anchorTop: '-50%',
    });
    cluster.addEventListener('gmp-click', gmpClick);
    cluster.map = map;
    const clusterButton = map
      .getDiv()
      .querySelector('button[aria-label="12 Filialen – vergrößern"]') as HTMLButtonElement;
    expect(clusterButton.textContent).toBe('12');
    expect(clusterButton.style.zIndex).toBe('5');
    expect(clusterButton.tabIndex).toBe(-1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clusterButton.style.transform).toMatch(/translate\(-50%, -50%\)$/);
    clusterButton.click();
    expect(gmpClick).toHaveBeenCalledTimes(1);
    cluster.map = null;
  });

  it('does not draw advanced markers on a map without a mapId, as Google', () => {
    const warn = jest.spyOn(window.console, 'warn').mockImplementation(() => undefined);
    const map = newMap();
    const marker = new maps.marker.AdvancedMarkerElement({
      position: { lat: 47.07, lng: 15.44 },
      title: 'Filiale Graz',
      gmpClickable: true,
      map,
    });
    expect(map.getDiv().querySelector('button[aria-label="Filiale Graz"]')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Map ID'));
    marker.map = null;
    warn.mockRestore();
  });

  it('has zoom buttons and keyboard zoom', () => {
    const map = newMap();
    const zoomIn = map
      .getDiv()
      .querySelector('button[aria-label="Vergrößern"]') as HTMLButtonElement;
    zoomIn.click();
    expect(map.getZoom()).toBe(7);
    const root = map.getDiv().firstElementChild as HTMLElement;
    root.dispatchEvent(new window.KeyboardEvent('keydown', { key: '-', bubbles: true }));
    expect(map.getZoom()).toBe(6);
    map.setOptions({ disableDefaultUI: true });
    expect((zoomIn.parentElement as HTMLElement).hidden).toBe(true);
  });

  it('geocodes Austrian places and answers ZERO_RESULTS for others', async () => {
    const geocoder = new maps.Geocoder();
    const { results } = await geocoder.geocode({
      address: 'Graz',
      componentRestrictions: { country: 'at' },
    });
    expect(results[0].formatted_address).toBe('Graz, Österreich');
    expect(results[0].geometry.location.lat()).toBeCloseTo(47.067, 2);
    const callback = jest.fn();
    await expect(
      geocoder.geocode({ address: 'Hauptplatz 1, 8010 Graz' }, callback),
    ).resolves.toBeDefined();
    expect(callback.mock.calls[0][0][0].formatted_address).toBe(
      'Hauptplatz 1, 8010 Graz, Österreich',
    );
    expect(callback.mock.calls[0][1]).toBe('OK');
    const failed = jest.fn();
    await expect(geocoder.geocode({ address: 'Paris, France' }, failed)).rejects.toMatchObject({
      code: 'ZERO_RESULTS',
    });
    expect(failed).toHaveBeenCalledWith(null, 'ZERO_RESULTS');
  });

  const geocodeTypes = ['locality', 'sublocality', 'postal_code', 'route', 'street_address'];
  const suggest = (request: Record<string, unknown>) =>
    maps.places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      sessionToken: new maps.places.AutocompleteSessionToken(),
      includedRegionCodes: ['at'],
      includedPrimaryTypes: geocodeTypes,
      ...request,
    });
  const texts = ({ suggestions }: { suggestions: Maps[] }) =>
    suggestions.map((suggestion) => suggestion.placePrediction.text.text);

  it('suggests Austrian places as the Places API (New) does', async () => {
    const { suggestions } = await suggest({ input: 'Salz' });
    expect(texts({ suggestions })).toContain('Salzburg, Österreich');
    const salzburg = suggestions.find(
      (suggestion: Maps) => suggestion.placePrediction.text.text === 'Salzburg, Österreich',
    ).placePrediction;
    expect(salzburg).toMatchObject({
      placeId: expect.any(String),
      text: { text: 'Salzburg, Österreich', matches: [{ startOffset: 0, endOffset: 4 }] },
      mainText: { text: 'Salzburg' },
      secondaryText: { text: 'Österreich' },
      types: expect.arrayContaining(['locality']),
    });
    const { place } = await salzburg.toPlace().fetchFields({ fields: ['location'] });
    expect(place.id).toBe(salzburg.placeId);
    expect(place.location.lat()).toBeCloseTo(47.8, 1);
    expect(place.formattedAddress).toBeUndefined();
  });

  it("resolves a chosen prediction's Place with the fields asked for, as the Geocoder does", async () => {
    const geocoder = new maps.Geocoder();
    for (const input of ['Graz', '8010', 'Hauptplatz 1, 8010 Graz']) {
      const [{ placePrediction }] = (await suggest({ input })).suggestions;
      const place = placePrediction.toPlace();
      expect(place).toBeInstanceOf(maps.places.Place);
      expect(place).toMatchObject({ id: placePrediction.placeId, location: undefined });
      const answer = await place.fetchFields({ fields: ['location', 'formattedAddress'] });
      expect(answer.place).toBe(place);
      const { results } = await geocoder.geocode({ placeId: placePrediction.placeId });
      expect(place.formattedAddress).toBe(results[0].formatted_address);
      expect(place.formattedAddress).toBe(placePrediction.text.text);
      expect(place.location.lat()).toBe(results[0].geometry.location.lat());
      expect(place.location.lng()).toBe(results[0].geometry.location.lng());
      expect(place.displayName).toBeUndefined();
    }
    const all = new maps.places.Place({
      id: (await suggest({ input: 'Linz' })).suggestions[0].placePrediction.placeId,
    });
    await all.fetchFields({ fields: ['*'] });
    expect(all).toMatchObject({
      displayName: 'Linz',
      formattedAddress: 'Linz, Österreich',
      types: expect.arrayContaining(['locality']),
    });
  });

  it('rejects Place details without fields or for an unknown place id', async () => {
    const [{ placePrediction }] = (await suggest({ input: 'Graz' })).suggestions;
    await expect(placePrediction.toPlace().fetchFields({ fields: [] })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
    });
    await expect(
      new maps.places.Place({ id: 'ctb:999999999' }).fetchFields({ fields: ['location'] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', name: 'MapsRequestError' });
  });

  it('suggests postal codes and addresses, filtered by the included primary types', async () => {
    expect(texts(await suggest({ input: '8010' }))).toContain('8010 Graz, Österreich');
    expect(texts(await suggest({ input: 'Hauptplatz 1, 8010 Graz' }))).toEqual([
      'Hauptplatz 1, 8010 Graz, Österreich',
    ]);
    expect(texts(await suggest({ input: '8010', includedPrimaryTypes: ['(cities)'] }))).toEqual([]);
    expect(texts(await suggest({ input: 'Graz', includedPrimaryTypes: ['(cities)'] }))).toContain(
      'Graz, Österreich',
    );
  });

  it('suggests nothing outside Austria or for unknown places, and rejects an empty input', async () => {
    await expect(suggest({ input: 'Salz', includedRegionCodes: ['de'] })).resolves.toEqual({
      suggestions: [],
    });
    await expect(suggest({ input: 'Xyzzy' })).resolves.toEqual({ suggestions: [] });
    expect(texts(await suggest({ input: 'Wien', includedRegionCodes: [] }))).toContain(
      'Wien, Österreich',
    );
    await expect(suggest({ input: '  ' })).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
  });
});
