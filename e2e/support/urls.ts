import manifest from '../../tools/apps.json';

type AppName = keyof typeof manifest.apps;
const origin = ({ host, port }: { host: string; port: number }) => `http://${host}:${port}`;

/** The local platform's port of an app (tools/apps.json, the one manifest of apps and ports). */
export const appPort = (app: AppName): number => manifest.apps[app].port;
/** The local platform's origin of an app, e.g. appUrl('lists') -> http://localhost:8101. */
export const appUrl = (app: AppName): string =>
  origin({ host: manifest.appHost, port: appPort(app) });

/** The site under test (the CMS host) and the bank's service platform; overridable for QA. */
export const siteUrl = process.env.CTB_SITE_URL ?? origin(manifest.cms);
export const paasUrl = process.env.CTB_PAAS_URL ?? origin(manifest.paas);
/** Where the shell serves the runtime remotes file. */
export const shellUrl = process.env.CTB_SHELL_URL ?? appUrl('shell');
/** Whether the suites run against the local platform (some tests need its extra ports). */
export const isLocalPlatform = !process.env.CTB_SITE_URL;
