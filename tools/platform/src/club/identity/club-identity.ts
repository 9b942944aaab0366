import type { PlatformConfig } from '../../common/config/platform-config';
import { CLUB_CLIENT_ID } from './identity-config';
import type { IdentityProvider } from './identity-provider';
import type { SiteClient } from './site-client';
import { createSiteClient } from './site-client';

/** The running identity provider of one platform and the site's client of it. */
export interface ClubIdentity {
  idp: IdentityProvider;
  site: SiteClient;
}

// Keyed by the platform's config: several platforms (tests) may run in one process.
const running = new WeakMap<PlatformConfig, ClubIdentity>();

export function attachClubIdentity(config: PlatformConfig, idp: IdentityProvider): ClubIdentity {
  const identity = { idp, site: createSiteClient(idp.settings) };
  running.set(config, identity);
  return identity;
}

export const clubIdentity = (config: PlatformConfig): ClubIdentity | undefined =>
  running.get(config);

/**
 * The account behind a member's bearer token, as the club services' resource server sees it:
 * the token must be one the identity provider issued to the site, unexpired, with openid.
 */
export async function accountOfToken(
  identity: ClubIdentity,
  token: string,
): Promise<string | undefined> {
  const accessToken = await identity.idp.provider.AccessToken.find(token);
  if (!accessToken || accessToken.isExpired) return undefined;
  if (accessToken.clientId !== CLUB_CLIENT_ID) return undefined;
  if (
    !String(accessToken.scope ?? '')
      .split(' ')
      .includes('openid')
  )
    return undefined;
  return accessToken.accountId;
}
