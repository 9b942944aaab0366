// @ctb/shared/http: fetchJson/fetchText with the access token, the request errors and swr (one copy per page).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  fetchJson,
  fetchText,
  HttpError,
  NetworkError,
  paasUrl,
  RequestError,
  ResponseValidationError,
  TimeoutError,
  type FetchJsonOptions,
  type Query,
  type RequestOptions,
} from '../http';
export { getAccessToken } from '../access-token';
export {
  mutate,
  SWRConfig,
  useSWR,
  useSWRImmutable,
  useSWRInfinite,
  useSWRMutation,
} from '../data-fetching';
