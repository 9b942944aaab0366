import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Tells `record(domain, version)` which release each remote runs, from its manifest's
 * `metaData.buildInfo.buildVersion` (`npm run release` sets it to the release's version), as the
 * runtime reads the manifest.
 */
export function releasePlugin(
  record: (domain: string, version: string) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'ctb-release',
    afterLoadManifest({ moduleInfo, manifestJson }) {
      const version = manifestJson?.metaData?.buildInfo?.buildVersion;
      if (typeof version === 'string' && version !== '') record(moduleInfo.name, version);
    },
  };
}
