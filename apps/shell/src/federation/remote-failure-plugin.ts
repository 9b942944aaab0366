import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * The runtime's error hook, where a remote that could not be loaded (after its retries) is
 * reported once: `onFailure(domain, message)`. The runtime then throws, so the domain's app does
 * not start; every other domain keeps working.
 */
export function remoteFailurePlugin(
  onFailure: (domain: string, message: string) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'ctb-remote-failure',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // The manifest's own failure is reported again, with the request, once loadRemote gives up.
      if (lifecycle !== 'onLoad') return undefined;
      const domain = remote?.name ?? id.split('/')[0] ?? id;
      onFailure(domain, error instanceof Error ? error.message : String(error));
      return undefined;
    },
  };
}
