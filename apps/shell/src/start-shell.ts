import type { ModuleFederation } from '@module-federation/runtime';
import {
  addErrorHandler,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { createFederationHost, type FederationHost } from './federation/federation-host';
import { nextTask } from './federation/next-task';
import { localStorageOrUndefined, overridesRequested } from './remote-override-request';
import { createReleaseStamp } from './remote-releases';
import { loadRemotesFile, type RemotesFile } from './remotes-file';
import { createFederationPolicy } from './security/federation-policy';
import type { ScriptOrigins } from './security/script-origins';
import { createWidgetHost, type ShellWidgetHost } from './widget-host';
import { markWidget, WIDGET_SELECTOR } from './widget-elements';

function failEveryWidget(message: string) {
  console.error(`[ctb] shell: ${message}`);
  document
    .querySelectorAll<HTMLElement>(WIDGET_SELECTOR)
    .forEach((element) => markWidget(element, 'error'));
}

async function loadDomainApp(federation: FederationHost, domain: string): Promise<LifeCycles> {
  const module = await federation.loadMount(domain);
  // Its widgets mount in a task of their own, not in the one that ran the app's code.
  return { ...module, mount: [() => nextTask(), ...[module.mount].flat()] };
}

/** Marks the domain's widgets as failed and says so once, with the remote and the reason. */
function reportFailedDomain(
  host: ShellWidgetHost,
  remotes: RemotesFile,
  domain: string,
  message: string,
) {
  if (!Object.hasOwn(remotes, domain) || host.isFailed(domain)) return;
  const widgets = host.markFailed(domain).join(', ');
  console.error(
    `[ctb] ${domain}: the domain app failed and its widgets are disabled (${widgets}); remote ${remotes[domain]}: ${message}`,
  );
}

function registerDomains(remotes: RemotesFile, host: ShellWidgetHost, federation: FederationHost) {
  for (const domain of Object.keys(remotes)) {
    registerApplication({
      name: domain,
      app: () => loadDomainApp(federation, domain),
      // A failed domain stays inactive: single-spa would otherwise request it again on every change.
      activeWhen: () => !host.isFailed(domain) && host.isPresent(domain),
      customProps: { widgetHost: host },
    });
  }
  // What failed after the remote loaded (its ./mount, a lifecycle); the runtime reports the rest.
  addErrorHandler((error) =>
    reportFailedDomain(host, remotes, error.appOrParcelName, error.message),
  );
}

/**
 * A developer's override (query or localStorage) registers a domain again, with the URL it names,
 * before anything loads; its code arrives only on a page that asks for one.
 */
async function withOverrides(
  remotes: RemotesFile,
  federation: FederationHost,
): Promise<RemotesFile> {
  if (!overridesRequested(window.location.href, localStorageOrUndefined())) return remotes;
  try {
    const { applyPageRemoteOverrides } = await import(
      /* webpackChunkName: "shell-overrides" */ './remote-override'
    );
    const applied = applyPageRemoteOverrides(remotes);
    const changed = Object.fromEntries(
      Object.entries(applied).filter(([domain, url]) => remotes[domain] !== url),
    );
    if (Object.keys(changed).length > 0) federation.register(changed, true);
    return applied;
  } catch (error) {
    console.error(`[ctb] shell: remote overrides are not applied: ${(error as Error).message}`);
    return remotes;
  }
}

export interface ShellOptions {
  remotesUrl: string;
  /** The Module Federation instance of shell.js. */
  federation: ModuleFederation;
  /** The CSP nonce of the page (the shell script's own), given to every remote entry script. */
  nonce?: string;
  /** The script origins the shell's Trusted Types policies allow; the remotes' are added here. */
  scriptOrigins: ScriptOrigins;
}

export async function startShell({
  remotesUrl,
  federation: instance,
  nonce,
  scriptOrigins,
}: ShellOptions): Promise<void> {
  let remotes: RemotesFile;
  try {
    remotes = await loadRemotesFile(remotesUrl);
  } catch (error) {
    return failEveryWidget(`cannot start widgets: ${(error as Error).message}`);
  }
  scriptOrigins.allowRemotes(Object.values(remotes));
  const releases = createReleaseStamp(document);
  // An override changes a domain's URL, never the set of domains.
  const host = createWidgetHost({
    root: document,
    domains: new Set(Object.keys(remotes)),
    // single-spa re-checks activity only on routing events, so tell it when a domain appears or goes.
    onPresenceChange: () => void triggerAppChange(),
    onElementAdded: releases.stamp,
  });
  const federation = createFederationHost({
    federation: instance,
    nonce,
    policy: createFederationPolicy(scriptOrigins),
    onRelease: releases.record,
    onRemoteFailed: (domain, message) => reportFailedDomain(host, remotes, domain, message),
  });
  federation.register(remotes);
  remotes = await withOverrides(remotes, federation);
  scriptOrigins.allowRemotes(Object.values(remotes));
  registerDomains(remotes, host, federation);
  start({ urlRerouteOnly: true });
}
