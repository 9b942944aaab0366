import { ConsentRequiredError } from '@ctb/shared/maps';
import { installPageConfigForTests } from '@ctb/shared/testing';
import { BranchServiceError } from './branch-service-error';
import {
  endPredictionSession,
  geocodeAddress,
  getDevicePosition,
  getPlacePredictions,
  resolvePrediction,
} from './places-service';
import {
  placeIdOf,
  AutocompleteSessionToken,
  installMapsStandIn,
  uninstallMapsStandIn,
  type MapsStandIn,
} from '../testing/maps-stand-in';
import { fakeGeolocation } from '../testing/fake-geolocation';

let maps: MapsStandIn;

beforeEach(() => {
  endPredictionSession();
  installPageConfigForTests({ language: 'de', mapsScriptUrl: '/maps-stand-in/maps.js' });
  maps = installMapsStandIn();
});
afterEach(() => uninstallMapsStandIn());

async function rejection(promise: Promise<unknown>): Promise<BranchServiceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BranchServiceError);
  return error as BranchServiceError;
}

describe('getPlacePredictions', () => {
  it('asks the Places API (New) for towns, postal codes and addresses in Austria only', async () => {
    const predictions = await getPlacePredictions('Gra');
    expect(maps.predictionRequests).toEqual([
      {
        input: 'Gra',
        sessionToken: expect.any(AutocompleteSessionToken),
        includedRegionCodes: ['at'],
        includedPrimaryTypes: ['locality', 'sublocality', 'postal_code', 'route', 'street_address'],
      },
    ]);
    expect(predictions).toEqual([
      { description: 'Graz, Österreich', placeId: placeIdOf('Graz') },
      { description: 'Gratkorn, Österreich', placeId: placeIdOf('Gratkorn') },
      { description: 'Gratwein, Österreich', placeId: placeIdOf('Gratwein') },
    ]);
  });

  it('asks nothing below 3 characters', async () => {
    await expect(getPlacePredictions('Gr')).resolves.toEqual([]);
    await expect(getPlacePredictions('  G ')).resolves.toEqual([]);
    expect(maps.predictionRequests).toHaveLength(0);
  });

  it('answers no predictions when nothing matches, or for a ZERO_RESULTS rejection', async () => {
    await expect(getPlacePredictions('Xyzzy')).resolves.toEqual([]);
    maps.failWith = 'ZERO_RESULTS';
    await expect(getPlacePredictions('Graz')).resolves.toEqual([]);
  });

  it('asks with one session token per typing session, a new one after a selection', async () => {
    await getPlacePredictions('Gra');
    await getPlacePredictions('Graz');
    const [first, second] = maps.predictionRequests.map((request) => request.sessionToken);
    expect(second).toBe(first);
    await resolvePrediction({ description: 'Graz, Österreich', placeId: placeIdOf('Graz') });
    await getPlacePredictions('Wie');
    const third = maps.predictionRequests[2]?.sessionToken;
    expect(third).toBeInstanceOf(AutocompleteSessionToken);
    expect(third).not.toBe(first);
    endPredictionSession();
    await getPlacePredictions('Lin');
    expect(maps.predictionRequests[3]?.sessionToken).not.toBe(third);
  });

  it('leaves out query predictions, which have no placePrediction', async () => {
    const places = (window as unknown as { google: { maps: { places: Record<string, unknown> } } })
      .google.maps.places;
    places.AutocompleteSuggestion = {
      fetchAutocompleteSuggestions: () =>
        Promise.resolve({
          suggestions: [
            { placePrediction: null, queryPrediction: { text: { text: 'Graz Banken' } } },
            { placePrediction: { placeId: placeIdOf('Graz'), text: { text: 'Graz, Österreich' } } },
          ],
        }),
    };
    await expect(getPlacePredictions('Graz')).resolves.toEqual([
      { description: 'Graz, Österreich', placeId: placeIdOf('Graz') },
    ]);
  });

  it('rejects an answer of another shape as INVALID_RESPONSE', async () => {
    const places = (window as unknown as { google: { maps: { places: Record<string, unknown> } } })
      .google.maps.places;
    places.AutocompleteSuggestion = {
      fetchAutocompleteSuggestions: () =>
        Promise.resolve({ suggestions: [{ placePrediction: { placeId: 7, text: 'Graz' } }] }),
    };
    expect((await rejection(getPlacePredictions('Graz'))).code).toBe('INVALID_RESPONSE');
  });

  it('rejects other statuses with the status as code', async () => {
    maps.failWith = 'UNKNOWN_ERROR';
    const error = await rejection(getPlacePredictions('Graz'));
    expect(error).toMatchObject({
      code: 'UNKNOWN_ERROR',
      message: 'Error while fetching place predictions.',
    });
  });

  it('rejects with ConsentRequiredError without maps consent', async () => {
    uninstallMapsStandIn();
    await expect(getPlacePredictions('Graz')).rejects.toBeInstanceOf(ConsentRequiredError);
  });

  it('rejects with an AbortError once aborted', async () => {
    const controller = new AbortController();
    const pending = getPlacePredictions('Graz', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('resolvePrediction', () => {
  type Places = Record<string, unknown>;
  const places = () =>
    (window as unknown as { google: { maps: { places: Places } } }).google.maps.places;
  /** Suggestions whose one Graz prediction has `extra` (e.g. its own toPlace). */
  const suggestGraz = (extra: Record<string, unknown>) => {
    places().AutocompleteSuggestion = {
      fetchAutocompleteSuggestions: () =>
        Promise.resolve({
          suggestions: [
            {
              placePrediction: {
                placeId: placeIdOf('Graz'),
                text: { text: 'Graz, Österreich' },
                ...extra,
              },
            },
          ],
        }),
    };
  };
  const choose = async (input: string, index = 0) => {
    const prediction = (await getPlacePredictions(input))[index];
    if (!prediction) throw new Error(`no prediction ${index} for ${input}`);
    return resolvePrediction(prediction);
  };

  it('ends the typing session with Place Details of the chosen prediction, not the Geocoder', async () => {
    await getPlacePredictions('Gra');
    await expect(choose('Grat', 1)).resolves.toEqual({
      lat: 47.1167,
      lng: 15.3167,
      label: 'Gratwein, Österreich',
    });
    const [first, second] = maps.predictionRequests.map((request) => request.sessionToken);
    expect(first).toBeInstanceOf(AutocompleteSessionToken);
    expect(second).toBe(first);
    expect(maps.fetchFieldsRequests).toEqual([
      {
        placeId: placeIdOf('Gratwein'),
        fields: ['location', 'formattedAddress'],
        sessionToken: first,
      },
    ]);
    expect(maps.fetchFieldsRequests[0]?.sessionToken).toBe(first);
    expect(maps.geocodeRequests).toEqual([]);
    await getPlacePredictions('Wie');
    const next = maps.predictionRequests[2]?.sessionToken;
    expect(next).toBeInstanceOf(AutocompleteSessionToken);
    expect(next).not.toBe(first);
  });

  it('rejects a failed Place Details request with its status and the prediction message', async () => {
    const predictions = await getPlacePredictions('Graz');
    maps.failWith = 'UNKNOWN_ERROR';
    const error = await rejection(resolvePrediction(predictions[0]!));
    expect(error).toMatchObject({
      code: 'UNKNOWN_ERROR',
      message: 'Error while fetching the position of the place.',
    });
    expect(maps.geocodeRequests).toEqual([]);
  });

  it('rejects a place without a position as INVALID_RESPONSE', async () => {
    const fetchFields = jest.fn(() => Promise.resolve({ place: { id: placeIdOf('Graz') } }));
    suggestGraz({ toPlace: () => ({ fetchFields }) });
    const error = await rejection(choose('Graz'));
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Error while fetching the position of the place.',
    });
    expect(fetchFields).toHaveBeenCalledWith({ fields: ['location', 'formattedAddress'] });
  });

  it('lets an abort through as an AbortError', async () => {
    const abort = new DOMException('The request was aborted.', 'AbortError');
    suggestGraz({ toPlace: () => ({ fetchFields: () => Promise.reject(abort) }) });
    await expect(choose('Graz')).rejects.toBe(abort);
  });

  it('geocodes the place id when the API has no toPlace, keeping the description as label', async () => {
    suggestGraz({});
    await expect(choose('Graz')).resolves.toEqual({
      lat: 47.0707,
      lng: 15.4395,
      label: 'Graz, Österreich',
    });
    expect(maps.geocodeRequests).toEqual([{ placeId: placeIdOf('Graz') }]);
  });

  it('geocodes the place id of a prediction it did not hand out', async () => {
    await expect(
      resolvePrediction({ description: 'Graz, Österreich', placeId: placeIdOf('Graz') }),
    ).resolves.toEqual({ lat: 47.0707, lng: 15.4395, label: 'Graz, Österreich' });
    expect(maps.geocodeRequests).toEqual([{ placeId: placeIdOf('Graz') }]);
    expect(maps.fetchFieldsRequests).toEqual([]);
  });

  it('rejects a failed geocoding of the place id with the prediction message', async () => {
    maps.failWith = 'OVER_QUERY_LIMIT';
    const error = await rejection(
      resolvePrediction({ description: 'Graz, Österreich', placeId: placeIdOf('Graz') }),
    );
    expect(error).toMatchObject({
      code: 'OVER_QUERY_LIMIT',
      message: 'Error while fetching the position of the place.',
    });
  });
});

describe('geocodeAddress', () => {
  it('geocodes in Austria and labels with the formatted address', async () => {
    await expect(geocodeAddress('wien')).resolves.toEqual({
      lat: 48.2085,
      lng: 16.3721,
      label: 'Wien, Österreich',
    });
    expect(maps.geocodeRequests).toEqual([
      { address: 'wien', componentRestrictions: { country: 'at' } },
    ]);
  });

  it('rejects with ZERO_RESULTS when nothing is found', async () => {
    expect((await rejection(geocodeAddress('Atlantis'))).code).toBe('ZERO_RESULTS');
  });

  it('rejects other failures with their status and the geocoding message', async () => {
    maps.failWith = 'OVER_QUERY_LIMIT';
    const error = await rejection(geocodeAddress('Graz'));
    expect(error).toMatchObject({
      code: 'OVER_QUERY_LIMIT',
      message: 'Error while geocoding the address.',
    });
  });
});

describe('getDevicePosition', () => {
  it('answers the device position with the address found for it', async () => {
    fakeGeolocation({ lat: 47.07, lng: 15.44 });
    // The first result of reverse geocoding: the stand-in, as Google, answers the postal code area.
    await expect(getDevicePosition()).resolves.toEqual({
      lat: 47.07,
      lng: 15.44,
      label: '8010 Graz, Österreich',
    });
    expect(maps.geocodeRequests).toEqual([{ location: { lat: 47.07, lng: 15.44 } }]);
  });

  it('keeps the position with the fallback label when no address is found', async () => {
    fakeGeolocation({ lat: 40, lng: 10 });
    await expect(getDevicePosition({ fallbackLabel: 'Mein Standort' })).resolves.toEqual({
      lat: 40,
      lng: 10,
      label: 'Mein Standort',
    });
  });

  it('works without maps consent (no address then)', async () => {
    uninstallMapsStandIn();
    fakeGeolocation({ lat: 47.07, lng: 15.44 });
    await expect(getDevicePosition({ fallbackLabel: 'Mein Standort' })).resolves.toMatchObject({
      label: 'Mein Standort',
    });
  });

  it('asks no geocoder with reverseGeocode: false (no maps consent), keeping the fallback label', async () => {
    fakeGeolocation({ lat: 47.07, lng: 15.44 });
    await expect(
      getDevicePosition({ fallbackLabel: 'Mein Standort', reverseGeocode: false }),
    ).resolves.toEqual({ lat: 47.07, lng: 15.44, label: 'Mein Standort' });
    expect(maps.geocodeRequests).toEqual([]);
  });

  it('rejects with GEOLOCATION_DENIED when the visitor refuses', async () => {
    fakeGeolocation('denied');
    expect((await rejection(getDevicePosition())).code).toBe('GEOLOCATION_DENIED');
  });

  it('rejects with GEOLOCATION_FAILED when the position is unavailable or late', async () => {
    fakeGeolocation('unavailable');
    expect((await rejection(getDevicePosition())).code).toBe('GEOLOCATION_FAILED');
    fakeGeolocation('timeout');
    expect((await rejection(getDevicePosition())).code).toBe('GEOLOCATION_FAILED');
  });
});
