/** @jest-environment jsdom */
import { installMapsStandIn, uninstallMapsStandIn } from './install-maps-stand-in';
import type { PlaceEntry } from '../shared/place-entry';

type Maps = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the stand-in's API

const places: PlaceEntry[] = [
  {
    id: 1,
    name: 'Graz',
    city: 'Graz',
    postalCode: '8010',
    state: 'Steiermark',
    lat: 47.0707,
    lng: 15.4395,
    population: 2,
  },
  {
    id: 2,
    name: 'Gratkorn',
    city: 'Gratkorn',
    postalCode: '8101',
    state: 'Steiermark',
    lat: 47.1333,
    lng: 15.35,
    population: 1,
  },
];
const maps = (): Maps => (window as unknown as { google: { maps: Maps } }).google.maps;

afterEach(() => uninstallMapsStandIn());

describe('the maps stand-in installed in a jsdom test page', () => {
  it("answers from the test's places and records the requests and the session of Place Details", async () => {
    const standIn = installMapsStandIn({ places });
    const sessionToken = new (maps().places.AutocompleteSessionToken)();
    const { suggestions } = await maps().places.AutocompleteSuggestion.fetchAutocompleteSuggestions(
      {
        input: 'Gra',
        sessionToken,
      },
    );
    expect(suggestions.map((s: Maps) => s.placePrediction.text.text)).toEqual([
      'Graz, Österreich',
      'Gratkorn, Österreich',
    ]);
    const { place } = await suggestions[0].placePrediction
      .toPlace()
      .fetchFields({ fields: ['location'] });
    expect(place.location.toJSON()).toEqual({ lat: 47.0707, lng: 15.4395 });
    expect(standIn.predictionRequests).toEqual([{ input: 'Gra', sessionToken }]);
    expect(standIn.fetchFieldsRequests).toEqual([
      { placeId: 'ctb:place:1', fields: ['location'], sessionToken },
    ]);
  });

  it('rejects every service call with failWith, as MapsRequestError with that code', async () => {
    const standIn = installMapsStandIn({ places });
    standIn.failWith = 'OVER_QUERY_LIMIT';
    await expect(new (maps().Geocoder)().geocode({ address: 'Graz' })).rejects.toMatchObject({
      name: 'MapsRequestError',
      code: 'OVER_QUERY_LIMIT',
    });
    expect(standIn.geocodeRequests).toEqual([{ address: 'Graz' }]);
  });

  it('gives maps a size, so bounds are those of a 512 × 400 px map, and shows their markers', async () => {
    const standIn = installMapsStandIn({ places });
    const div = document.body.appendChild(document.createElement('div'));
    const map = new (maps().Map)(div, { center: { lat: 47.07, lng: 15.44 }, zoom: 12 });
    const bounds = map.getBounds().toJSON();
    // 512 px at zoom 12 are two 256 px tiles of 360 / 2^12 degrees each.
    expect(bounds.east - bounds.west).toBeCloseTo(0.17578, 4);
    const marker = new (maps().Marker)({
      position: { lat: 47.07, lng: 15.44 },
      title: 'Filiale',
      map,
    });
    expect(standIn.map()).toBe(map);
    expect(standIn.map()).toMatchObject({ center: { lat: 47.07, lng: 15.44 }, zoom: 12 });
    expect([...standIn.map().markers]).toEqual([marker]);
    expect(div.querySelector('button[aria-label="Filiale"]')).not.toBeNull();
  });

  it('without advanced markers offers Marker only, and records importLibrary', async () => {
    const standIn = installMapsStandIn({ places, advancedMarkers: false });
    expect(maps().marker).toBeUndefined();
    expect(Object.keys(await maps().importLibrary('marker'))).toEqual(['Marker']);
    expect(standIn.importedLibraries).toEqual(['marker']);
  });
});
