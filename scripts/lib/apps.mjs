// The apps and origins of the local platform, from the one manifest (tools/apps.json).
import manifest from '../../tools/apps.json' with { type: 'json' };

/** Every app: the shell, then the domains, in the manifest's order. */
export const APPS = Object.keys(manifest.apps);
export const DOMAINS = APPS.filter((app) => app !== 'shell');

const origin = ({ host, port }) => `http://${host}:${port}`;
export const CMS_URL = origin(manifest.cms);
export const PAAS_URL = origin(manifest.paas);
/** The club's OpenID Connect identity provider, an origin of its own. */
export const IDENTITY_PROVIDER_URL = origin(manifest.identityProvider);
/** An app's own origin, e.g. appUrl('shell') -> http://localhost:8100. */
export const appUrl = (app) => origin({ host: manifest.appHost, port: manifest.apps[app].port });

/** Every fixed port: CMS, paas, identity provider, shell and the domains. */
export const PLATFORM_PORTS = [
  manifest.cms.port,
  manifest.paas.port,
  manifest.identityProvider.port,
  ...APPS.map((app) => manifest.apps[app].port),
];
