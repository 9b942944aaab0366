import { registerGlobalPlugins, type ModuleFederation } from '@module-federation/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemotesFile } from '../remotes-file';
import { cspScriptsPlugin, type ScriptUrlPolicy } from './csp-scripts-plugin';
import { releasePlugin } from './release-plugin';
import { remoteFailurePlugin } from './remote-failure-plugin';
import { retryPlugin, type RetryOptions } from './retry-plugin';
import { taskSplitPlugin } from './task-split-plugin';

export interface FederationHostOptions {
  /** The Module Federation instance of shell.js (the bundler runtime creates it at start). */
  federation: ModuleFederation;
  nonce: string | undefined;
  policy: ScriptUrlPolicy;
  /** A remote could not be loaded after its retries: its widgets go to the error state. */
  onRemoteFailed(domain: string, message: string): void;
  /** A remote's manifest named its release. */
  onRelease(domain: string, version: string): void;
  retry?: RetryOptions;
}

/** What the shell asks of the federation runtime: register the remotes, load a domain's app. */
export interface FederationHost {
  /** Registers each domain's manifest URL; `replace` for a domain registered before (overrides). */
  register(remotes: RemotesFile, replace?: boolean): void;
  /** The domain's `./mount`: single-spa lifecycles. */
  loadMount(domain: string): Promise<LifeCycles>;
}

export function createFederationHost({
  federation,
  nonce,
  policy,
  onRemoteFailed,
  onRelease,
  retry,
}: FederationHostOptions): FederationHost {
  // Every instance on the page: the shell's, and each remote's as its entry creates it.
  registerGlobalPlugins([taskSplitPlugin()]);
  federation.registerPlugins([
    cspScriptsPlugin(nonce, policy),
    retryPlugin(retry),
    releasePlugin(onRelease),
    remoteFailurePlugin(onRemoteFailed),
  ]);
  return {
    register(remotes, replace = false) {
      federation.registerRemotes(
        Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
        { force: replace },
      );
    },
    async loadMount(domain) {
      const module = await federation.loadRemote<Partial<LifeCycles>>(`${domain}/mount`);
      if (!module || typeof module.mount !== 'function') {
        throw new Error(`the remote's "./mount" module does not export single-spa lifecycles`);
      }
      return module as LifeCycles;
    },
  };
}
