import {
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/** The attribute that names the release of its domain a widget element runs. */
export const RELEASE_ATTRIBUTE = 'data-widget-release';

/**
 * Records which release of each domain the page runs (the manifest's buildVersion, which
 * `npm run release` sets to the release version) and writes it on the domain's widget elements,
 * so support and tests can tell, on a live page, which release a widget came from.
 */
export function createReleaseStamp(root: Document) {
  const versions = new Map<string, string>();
  const stamp = (element: Element, domain: string) => {
    const version = versions.get(domain);
    if (version) element.setAttribute(RELEASE_ATTRIBUTE, version);
  };
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'ctb-release-stamp',
    afterInitRemote({ remoteInfo, remoteSnapshot }) {
      const version = (remoteSnapshot as { buildVersion?: unknown } | undefined)?.buildVersion;
      if (typeof version !== 'string' || version === '') return;
      versions.set(remoteInfo.name, version);
      root
        .querySelectorAll(`[data-widget^="${remoteInfo.name}/"]`)
        .forEach((element) => stamp(element, remoteInfo.name));
    },
  };
  return { plugin, stamp, versionOf: (domain: string) => versions.get(domain) };
}

export type ReleaseStamp = ReturnType<typeof createReleaseStamp>;

/** createReleaseStamp, registered with the page's federation runtime. */
export function installReleaseStamp(root: Document): ReleaseStamp {
  const releases = createReleaseStamp(root);
  registerPlugins([releases.plugin]);
  return releases;
}
