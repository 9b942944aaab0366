import * as v from '@ctb/shared/validation';
import { buildUrl, readJsonBody, sendRequest } from '../send-request';

/** The token is renewed after 900 s, as the platform's tokens are only valid that long. */
export const TOKEN_REFRESH_MS = 900_000;
export const TOKEN_PATH = '/cachableservlets/token.json';

const tokenResponseSchema = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()) });

export interface AccessTokenService {
  get(): Promise<string>;
  /** Forgets the token (e.g. after a 401), so the next get() fetches a new one. */
  invalidate(): void;
}

/**
 * Fetches the token on first need, shares one request among concurrent callers, and refreshes it
 * in the background after `refreshAfterMs`. A token older than that is never handed out, even
 * when the timer was throttled (background tabs).
 */
export function createAccessTokenService(refreshAfterMs = TOKEN_REFRESH_MS): AccessTokenService {
  let token: { value: string; fetchedAt: number } | undefined;
  let pending: Promise<string> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  function fetchToken(): Promise<string> {
    const fetchedIn = generation;
    const url = buildUrl(TOKEN_PATH);
    const request = sendRequest(
      url,
      { method: 'GET', headers: { Accept: 'application/json' } },
      (response) => readJsonBody(response, tokenResponseSchema, 'GET', url.href),
    ).then((body) => {
      if (fetchedIn === generation) {
        token = { value: body.access_token, fetchedAt: Date.now() };
        scheduleRefresh();
      }
      return body.access_token;
    });
    pending = request;
    const clearPending = () => {
      if (pending === request) pending = undefined;
    };
    request.then(clearPending, clearPending);
    return request;
  }

  function scheduleRefresh(): void {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      token = undefined;
      // A failed background refresh is not fatal: the next caller simply asks again.
      fetchToken().catch(() => undefined);
    }, refreshAfterMs);
  }

  return {
    get() {
      if (token && Date.now() - token.fetchedAt < refreshAfterMs)
        return Promise.resolve(token.value);
      return pending ?? fetchToken();
    },
    invalidate() {
      generation += 1;
      token = undefined;
      pending = undefined;
      clearTimeout(refreshTimer);
    },
  };
}
