import manifest from '../../../../apps.json';

/** Every app the platform serves from its own origin, named in tools/apps.json. */
export type AppName = keyof typeof manifest.apps;
/** The domain apps: every app but the shell. */
export type Domain = Exclude<AppName, 'shell'>;

/** The apps in the manifest's order: the shell, then the domains as the architecture lists them. */
export const APP_NAMES = Object.keys(manifest.apps) as readonly AppName[];

/** The seven domain apps, in the manifest's order. */
export const DOMAINS = APP_NAMES.filter((app): app is Domain => app !== 'shell');

export function isAppName(value: string): value is AppName {
  return (APP_NAMES as readonly string[]).includes(value);
}

/** Fixed local ports (tools/apps.json; docs/contracts.md, "Local origins"). */
export const DEFAULT_APP_PORTS = Object.fromEntries(
  APP_NAMES.map((app) => [app, manifest.apps[app].port]),
) as Record<AppName, number>;

/** The CMS host's and the paas's default addresses (tools/apps.json). */
export const DEFAULT_CMS = manifest.cms;
export const DEFAULT_PAAS = manifest.paas;
/** The club's identity provider (its own loopback origin). */
export const DEFAULT_IDENTITY_PROVIDER = manifest.identityProvider;
export const DEFAULT_APP_HOST = manifest.appHost;

/** The page languages of the demo site; German is the default. */
export const LANGUAGES = ['de', 'en', 'fr', 'hr', 'it', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
