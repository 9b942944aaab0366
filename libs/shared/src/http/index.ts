export type { Query } from '../send-request';
export { fetchJson, type FetchJsonOptions } from './fetch-json';
export { fetchText } from './fetch-text';
export { paasUrl } from './paas-url';
export {
  HttpError,
  NetworkError,
  RequestError,
  ResponseValidationError,
  TimeoutError,
} from '../send-request';
export type { RequestOptions } from './request-options';
