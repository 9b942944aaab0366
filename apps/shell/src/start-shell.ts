import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  addErrorHandler,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { applyPageRemoteOverrides } from './remote-override';
import { installReleaseStamp } from './remote-releases';
import { loadRemotesFile, type RemotesFile } from './remotes-file';
import { nonceRuntimePlugin } from './security/nonce-plugin';
import type { ScriptOrigins } from './security/script-origins';
import { createWidgetHost, type ShellWidgetHost } from './widget-host';
import { markWidget, WIDGET_SELECTOR } from './widget-elements';

function failEveryWidget(message: string) {
  console.error(`[ctb] shell: ${message}`);
  document
    .querySelectorAll<HTMLElement>(WIDGET_SELECTOR)
    .forEach((element) => markWidget(element, 'error'));
}

async function loadDomainApp(domain: string): Promise<LifeCycles> {
  const module = await loadRemote<LifeCycles>(`${domain}/mount`);
  if (!module || typeof module.mount !== 'function') {
    throw new Error(`the remote's "./mount" module does not export single-spa lifecycles`);
  }
  return module;
}

function registerDomains(remotes: RemotesFile, host: ShellWidgetHost) {
  for (const domain of Object.keys(remotes)) {
    registerApplication({
      name: domain,
      app: () => loadDomainApp(domain),
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

export interface ShellOptions {
  remotesUrl: string;
  /** The CSP nonce of the page (the shell script's own), given to every remote entry script. */
  nonce?: string;
  /** The script origins the Trusted Types default policy allows; the remotes' are added here. */
  scriptOrigins?: ScriptOrigins;
}

export async function startShell({
  remotesUrl,
  nonce,
  scriptOrigins,
}: ShellOptions): Promise<void> {
  let remotes: RemotesFile;
  try {
    remotes = await loadRemotesFile(remotesUrl);
  } catch (error) {
    return failEveryWidget(`cannot start widgets: ${(error as Error).message}`);
  }
  // A developer's override (query or localStorage) replaces a domain's line before anything loads.
  remotes = applyPageRemoteOverrides(remotes);
  const releases = installReleaseStamp(document);
  scriptOrigins?.allowRemotes(Object.values(remotes));
  registerPlugins([nonceRuntimePlugin(nonce)]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  const host = createWidgetHost({
    root: document,
    domains: new Set(Object.keys(remotes)),
    // single-spa re-checks activity only on routing events, so tell it when a domain appears or goes.
    onPresenceChange: () => void triggerAppChange(),
    onElementAdded: releases.stamp,
  });
  registerDomains(remotes, host);
  start({ urlRerouteOnly: true });
}
