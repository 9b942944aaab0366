import { showOverrideBanner } from './remote-override-banner';
import { readOverrideSettings, refusalOf, type OverrideSettings } from './remote-override-settings';
import type { RemotesFile } from './remotes-file';

import {
  localStorageOrUndefined,
  OVERRIDE_PARAM,
  OVERRIDE_STORAGE_KEY,
  type OverrideStorage,
} from './remote-override-request';

export { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY };

type Overrides = Record<string, string>;

export interface OverrideEnvironment {
  document: Document;
  location: Pick<Location, 'href'>;
  storage: OverrideStorage | undefined;
  isProductionBuild: boolean;
  /** Navigates to the page without overrides (the banner's reset). */
  reload(url: string): void;
}

function readStored(storage: OverrideEnvironment['storage']): Overrides {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    return {}; // Storage blocked (privacy settings): only the query's overrides count.
  }
  if (!text) return {};
  try {
    const stored: unknown = JSON.parse(text);
    if (
      typeof stored === 'object' &&
      stored !== null &&
      !Array.isArray(stored) &&
      Object.values(stored).every((url) => typeof url === 'string')
    ) {
      return { ...(stored as Overrides) };
    }
  } catch {
    // Not JSON: reported below.
  }
  console.error(
    `[ctb] shell: localStorage "${OVERRIDE_STORAGE_KEY}" is not a JSON object of domain -> URL; ignored`,
  );
  return {};
}

function writeStored(storage: OverrideEnvironment['storage'], overrides: Overrides): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDE_STORAGE_KEY);
    else storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    // Storage refused (private mode, quota): the override still holds for this page.
  }
}

/** The query's overrides on top of the stored ones; an empty URL removes a domain's override. */
function requestedOverrides(
  href: string,
  stored: Overrides,
): { merged: Overrides; fromQuery: boolean } {
  const merged = { ...stored };
  const values = new URL(href).searchParams.getAll(OVERRIDE_PARAM);
  for (const value of values) {
    const separator = value.indexOf('=');
    const domain = (separator < 0 ? value : value.slice(0, separator)).trim();
    const url = separator < 0 ? '' : value.slice(separator + 1).trim();
    if (!domain) continue;
    if (url) merged[domain] = url;
    else delete merged[domain];
  }
  return { merged, fromQuery: values.length > 0 };
}

function accepted(
  requested: Overrides,
  remotes: RemotesFile,
  settings: OverrideSettings,
): Overrides {
  const result: Overrides = {};
  for (const [domain, url] of Object.entries(requested)) {
    const refusal = Object.hasOwn(remotes, domain)
      ? refusalOf(url, settings)
      : `the remotes file has no domain "${domain}"`;
    if (refusal) console.error(`[ctb] shell: remote override of ${domain} refused: ${refusal}`);
    else result[domain] = url;
  }
  return result;
}

/** The page's address without any override parameter (where the banner's reset goes). */
export function withoutOverrideParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(OVERRIDE_PARAM);
  return url.href;
}

/**
 * A developer's swap of one or more remotes on a live page, as single-spa's import-map-overrides
 * does: from the query parameter or localStorage, only to localhost or an allowed origin, only
 * where the build or the page config allows it, and always announced by a banner with a reset.
 * Returns the remotes the shell registers.
 */
export function applyRemoteOverrides(
  remotes: RemotesFile,
  environment: OverrideEnvironment,
): RemotesFile {
  const stored = readStored(environment.storage);
  const { merged, fromQuery } = requestedOverrides(environment.location.href, stored);
  if (Object.keys(merged).length === 0) {
    if (fromQuery) writeStored(environment.storage, {});
    return remotes;
  }
  const settings = readOverrideSettings(environment.document, environment.isProductionBuild);
  if (!settings.enabled) {
    console.warn(
      `[ctb] shell: remote overrides are off on this page (a production build; the page config's remoteOverrides.enabled allows them): ignored ${Object.keys(merged).join(', ')}`,
    );
    return remotes;
  }
  const overrides = accepted(merged, remotes, settings);
  writeStored(environment.storage, overrides);
  if (Object.keys(overrides).length === 0) return remotes;
  showOverrideBanner(environment.document, overrides, () => {
    writeStored(environment.storage, {});
    environment.reload(withoutOverrideParam(environment.location.href));
  });
  return { ...remotes, ...overrides };
}

/** applyRemoteOverrides for the page the shell runs on. */
export function applyPageRemoteOverrides(remotes: RemotesFile): RemotesFile {
  return applyRemoteOverrides(remotes, {
    document,
    location: window.location,
    storage: localStorageOrUndefined(),
    isProductionBuild: process.env.NODE_ENV === 'production',
    reload: (url) => window.location.assign(url),
  });
}
