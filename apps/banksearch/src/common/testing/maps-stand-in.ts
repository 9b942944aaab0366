// The maps stand-in of tools/platform (the google.maps the demo pages load) for banksearch's jest
// tests: installed in jsdom over a few Austrian places, with maps consent. Its answers are the
// stand-in's own, e.g. "Graz, Österreich" for a town and "8010 Graz, Österreich" for a postal code.
import { consentStore } from '@ctb/shared/consent';
import { resetMapsForTests } from '@ctb/shared/testing';
import {
  installMapsStandIn as install,
  uninstallMapsStandIn as uninstall,
  type MapsStandIn,
  type PlaceEntry,
} from '@ctb/test-support/maps-stand-in';

export {
  AdvancedMarkerElement,
  AutocompleteSessionToken,
  Marker,
  type MapsStandIn,
} from '@ctb/test-support/maps-stand-in';

const place = (
  id: number,
  name: string,
  postalCode: string,
  state: string,
  lat: number,
  lng: number,
  population: number,
): PlaceEntry => ({ id, name, city: name, postalCode, state, lat, lng, population });

/** The places the stand-in knows in these tests (GeoNames ids), most populous first. */
export const TEST_PLACES: PlaceEntry[] = [
  place(2761369, 'Wien', '1010', 'Wien', 48.2085, 16.3721, 1_691_468),
  place(2778067, 'Graz', '8010', 'Steiermark', 47.0707, 15.4395, 222_326),
  place(2772400, 'Linz', '4020', 'Oberösterreich', 48.3064, 14.2861, 204_846),
  place(2778085, 'Gratkorn', '8101', 'Steiermark', 47.1333, 15.35, 6_806),
  place(2778079, 'Gratwein', '8112', 'Steiermark', 47.1167, 15.3167, 3_729),
];

/** The stand-in's place id of a town of TEST_PLACES, e.g. placeIdOf('Graz'). */
export function placeIdOf(name: string): string {
  const found = TEST_PLACES.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not one of the test places.`);
  return `ctb:place:${found.id}`;
}

/**
 * Installs the stand-in as window.google.maps, grants the maps consent (unless `consent` is
 * false) and forgets an earlier load, so loadMaps() from @ctb/shared resolves to it. With
 * `advancedMarkers: false` the API has no AdvancedMarkerElement. Returns what it recorded.
 */
export function installMapsStandIn({ consent = true, advancedMarkers = true } = {}): MapsStandIn {
  const standIn = install({ places: TEST_PLACES, advancedMarkers });
  resetMapsForTests();
  if (consent) consentStore.grant('maps');
  else consentStore.revoke('maps');
  return standIn;
}

/** Removes the stand-in and the maps consent. */
export function uninstallMapsStandIn(): void {
  uninstall();
  resetMapsForTests();
  consentStore.revoke('maps');
}
