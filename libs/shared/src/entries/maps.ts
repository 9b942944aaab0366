// @ctb/shared/maps: the Google Maps loader (needs consent).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export { ConsentRequiredError, loadMaps } from '../maps-loader';
