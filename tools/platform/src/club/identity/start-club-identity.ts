import { cmsOrigin, type PlatformConfig } from '../../common/config/platform-config';
import type { OwnOrigin } from '../../common/domain-module';
import { attachClubIdentity } from './club-identity';
import { startIdentityProvider } from './identity-provider';

/** Starts the identity provider of this platform and makes it known to the club services. */
export async function startClubIdentity(config: PlatformConfig): Promise<OwnOrigin> {
  const running = await startIdentityProvider({
    ...config.identityProvider,
    cmsOrigin: cmsOrigin(config),
    now: config.now,
  });
  attachClubIdentity(config, running.idp);
  return { name: 'identity provider', url: running.url, close: running.close };
}
