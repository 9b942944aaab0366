// The public API of @ctb/platform: start it whole, or build one server for tests.
export { startPlatform, type PlatformHandle, type RunningServer } from './platform';
export {
  resolvePlatformConfig,
  type PlatformConfig,
  type PlatformOptions,
  type ExtraAppOrigin,
} from './common/config/platform-config';
export {
  APP_NAMES,
  DOMAINS,
  LANGUAGES,
  type AppName,
  type Domain,
  type Language,
} from './common/config/app-names';
export { AccessTokenService, TOKEN_LIFETIME_SECONDS } from './servers/auth/access-token';
export { buildCmsServer } from './servers/cms/cms-server';
export { buildPaasServer } from './servers/paas/paas-server';
export { buildAppServer } from './servers/apps/app-server';
