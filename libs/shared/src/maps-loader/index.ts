export { ConsentRequiredError } from './consent-required-error';
export { loadMaps, resetMapsForTests } from './load-maps';
