import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** What the plugin needs of a Trusted Types policy: a checked script URL for `script.src`. */
export interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}

/**
 * Every script the federation runtime inserts (each domain's remote entry) carries the page's CSP
 * nonce, and its URL comes from the shell's named Trusted Types policy, so the page's strict CSP
 * (nonces, `require-trusted-types-for 'script'`) holds without a default policy for remotes.
 */
export function cspScriptsPlugin(
  nonce: string | undefined,
  policy: ScriptUrlPolicy,
): ModuleFederationRuntimePlugin {
  return {
    name: 'ctb-csp-scripts',
    createScript({ url }) {
      const script = document.createElement('script');
      if (nonce) script.nonce = nonce;
      script.async = true;
      script.src = policy.createScriptURL(url);
      return script;
    },
  };
}
