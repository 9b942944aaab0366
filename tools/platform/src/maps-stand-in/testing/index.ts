export {
  installMapsStandIn,
  uninstallMapsStandIn,
  type MapsStandIn,
} from './install-maps-stand-in';
export type { MapsStandInOptions } from './install-maps-stand-in';
export type { FetchFieldsRequest } from './observed-classes';
export { ObservedMap as StandInMap } from './observed-classes';
export { AdvancedMarkerElement, Marker } from '../browser/marker';
export { AutocompleteSessionToken } from '../browser/services';
export type { PlaceEntry } from '../shared/place-entry';
