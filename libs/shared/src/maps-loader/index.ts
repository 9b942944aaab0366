export { ConsentRequiredError } from './consent-required-error';
export { loadMaps } from './load-maps';
