import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A federation runtime plugin that gives every remote entry script the page's CSP nonce: the
 * runtime creates them without one. (With 'strict-dynamic' the browser would run a script a
 * trusted script inserted anyway; the nonce keeps them loading under a CSP without it and lets
 * each remote's webpack runtime read the nonce from its own script for its chunks and styles.)
 * The script URL itself is set by the runtime and passes the Trusted Types default policy.
 */
export function nonceRuntimePlugin(nonce: string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'ctb-csp-nonce',
    createScript({ attrs }) {
      if (!nonce) return undefined;
      const script = document.createElement('script');
      script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'type' || name === 'nonce' || name === 'src') continue;
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      script.nonce = nonce;
      return script;
    },
  };
}
