export type { Query } from './build-url';
export { fetchJson, type FetchJsonOptions } from './fetch-json';
export { fetchText } from './fetch-text';
export { paasUrl } from './paas-url';
export {
  HttpError,
  NetworkError,
  RequestError,
  ResponseValidationError,
  TimeoutError,
} from './request-errors';
export type { RequestOptions } from './request-options';
