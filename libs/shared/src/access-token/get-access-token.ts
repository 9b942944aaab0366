import { guardSingleton } from '../singleton/guard-singleton';
import { createAccessTokenService, type AccessTokenService } from './access-token-service';

guardSingleton('access token service');

let service: AccessTokenService = createAccessTokenService();

/** The bearer token for the service platform (GET /cachableservlets/token.json on the site host). */
export function getAccessToken(): Promise<string> {
  return service.get();
}

/** Drops the cached token so the next getAccessToken() fetches a new one (after a 401). */
export function invalidateAccessToken(): void {
  service.invalidate();
}

/** Tests only: forgets the token, any pending request and the refresh timer. */
export function resetAccessTokenForTests(): void {
  service.invalidate();
  service = createAccessTokenService();
}
