// The transport under http/ and access-token/: one request with a timeout, its errors, the URL
// and the validated JSON body. It knows nothing of tokens, so access-token/ can fetch its token
// with it and http/ can add that token on top, and neither imports the other's inside.
export { buildUrl, type Query } from './build-url';
export { readJsonBody } from './read-json-body';
export {
  HttpError,
  NetworkError,
  RequestError,
  ResponseValidationError,
  TimeoutError,
} from './request-errors';
export { DEFAULT_TIMEOUT_MS, sendRequest, type SendOptions } from './send-request';
