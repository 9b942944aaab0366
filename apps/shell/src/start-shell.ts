import { loadExposed, loadScriptGlobal, readManifest } from './federation/load-remote';
import { nextTask } from './federation/next-task';
import {
  addErrorHandler,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { localStorageOrUndefined, overridesRequested } from './remote-override-request';
import { createReleaseStamp, type ReleaseStamp } from './remote-releases';
import { loadRemotesFile, type RemotesFile } from './remotes-file';
import type { ScriptOrigins } from './security/script-origins';
import { createWidgetHost, type ShellWidgetHost } from './widget-host';
import { markWidget, WIDGET_SELECTOR } from './widget-elements';

function failEveryWidget(message: string) {
  console.error(`[ctb] shell: ${message}`);
  document
    .querySelectorAll<HTMLElement>(WIDGET_SELECTOR)
    .forEach((element) => markWidget(element, 'error'));
}

async function loadDomainApp(
  domain: string,
  manifestUrl: string,
  nonce: string | undefined,
  releases: ReleaseStamp,
): Promise<LifeCycles> {
  const manifest = await readManifest(manifestUrl);
  if (manifest.buildVersion) releases.record(domain, manifest.buildVersion);
  const module = (await loadExposed(manifest, './mount', nonce)) as LifeCycles | undefined;
  if (!module || typeof module.mount !== 'function') {
    throw new Error(`the remote's "./mount" module does not export single-spa lifecycles`);
  }
  // Its widgets mount in a task of their own, not in the one that ran the app's code.
  return { ...module, mount: [() => nextTask(), module.mount] };
}

function registerDomains(
  remotes: RemotesFile,
  host: ShellWidgetHost,
  nonce: string | undefined,
  releases: ReleaseStamp,
) {
  for (const [domain, manifestUrl] of Object.entries(remotes)) {
    registerApplication({
      name: domain,
      app: () => loadDomainApp(domain, manifestUrl, nonce, releases),
      // A failed domain stays inactive: single-spa would otherwise request it again on every change.
      activeWhen: () => !host.isFailed(domain) && host.isPresent(domain),
      customProps: { widgetHost: host },
    });
  }
  addErrorHandler((error) => {
    const domain = error.appOrParcelName;
    if (!Object.hasOwn(remotes, domain) || host.isFailed(domain)) return;
    const widgets = host.markFailed(domain).join(', ');
    console.error(
      `[ctb] ${domain}: the domain app failed and its widgets are disabled (${widgets}); remote ${remotes[domain]}: ${error.message}`,
    );
  });
}

/**
 * A developer's override (query or localStorage) replaces a domain's line before anything loads;
 * its code arrives only on a page that asks for one.
 */
async function withOverrides(
  remotes: RemotesFile,
  overridesUrl: string,
  nonce: string | undefined,
  scriptOrigins: ScriptOrigins | undefined,
): Promise<RemotesFile> {
  if (!overridesRequested(window.location.href, localStorageOrUndefined())) return remotes;
  try {
    scriptOrigins?.allowRemotes([overridesUrl]);
    const overrides = await loadScriptGlobal(
      {
        what: 'script',
        url: overridesUrl,
        globalName: 'ctb_shell_overrides',
        kind: 'module',
        isExpected: (value): value is typeof import('./overrides-entry') =>
          typeof (value as { applyPageRemoteOverrides?: unknown } | undefined)
            ?.applyPageRemoteOverrides === 'function',
      },
      nonce,
    );
    return overrides.applyPageRemoteOverrides(remotes);
  } catch (error) {
    console.error(`[ctb] shell: remote overrides are not applied: ${(error as Error).message}`);
    return remotes;
  }
}

export interface ShellOptions {
  remotesUrl: string;
  /** shell-overrides.js beside shell.js: the remote overrides' code. */
  overridesUrl: string;
  /** The CSP nonce of the page (the shell script's own), given to every remote entry script. */
  nonce?: string;
  /** The script origins the Trusted Types default policy allows; the remotes' are added here. */
  scriptOrigins?: ScriptOrigins;
}

export async function startShell({
  remotesUrl,
  overridesUrl,
  nonce,
  scriptOrigins,
}: ShellOptions): Promise<void> {
  let remotes: RemotesFile;
  try {
    remotes = await loadRemotesFile(remotesUrl);
  } catch (error) {
    return failEveryWidget(`cannot start widgets: ${(error as Error).message}`);
  }
  remotes = await withOverrides(remotes, overridesUrl, nonce, scriptOrigins);
  const releases = createReleaseStamp(document);
  scriptOrigins?.allowRemotes(Object.values(remotes));
  const host = createWidgetHost({
    root: document,
    domains: new Set(Object.keys(remotes)),
    // single-spa re-checks activity only on routing events, so tell it when a domain appears or goes.
    onPresenceChange: () => void triggerAppChange(),
    onElementAdded: releases.stamp,
  });
  registerDomains(remotes, host, nonce, releases);
  start({ urlRerouteOnly: true });
}
