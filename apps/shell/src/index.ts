import { getInstance } from '@module-federation/runtime';
import { installDefaultPolicy } from './security/default-policy';
import { startShell } from './start-shell';
import { createScriptOrigins } from './security/script-origins';
import { warmUpIntl } from './intl-warm-up';

// The one script the CMS includes. A page that includes it twice still starts one shell.
const startedKey = '__ctbShellStarted__';
const scope = globalThis as typeof globalThis & { [startedKey]?: boolean };

if (scope[startedKey]) {
  console.warn(
    '[ctb] shell: shell.js is included more than once on this page; the extra copy does nothing.',
  );
} else {
  scope[startedKey] = true;
  // Read while the script runs: currentScript is null in any later callback.
  const script = document.currentScript as HTMLScriptElement | null;
  const shellUrl = script?.src || window.location.href;
  const remotesUrl = script?.dataset.remotesUrl || new URL('remotes.json', shellUrl).href;
  const nonce = script?.nonce || undefined;
  // Before any script loads: the default policy admits plain-string script URLs from the remotes'
  // origins and the maps origin (security/default-policy.ts).
  const scriptOrigins = createScriptOrigins();
  installDefaultPolicy(scriptOrigins);
  // In a task of its own while the remotes file and the widgets' code are on their way: the
  // widgets' first number or date then costs the page little.
  setTimeout(() => warmUpIntl(document.documentElement.lang, scriptOrigins), 0);
  // The Module Federation instance shell.js's runtime created as it started: the page's host,
  // whose share scope every remote joins.
  const federation = getInstance();
  if (federation) {
    startShell({ remotesUrl, federation, nonce, scriptOrigins }).catch((error: unknown) =>
      console.error('[ctb] shell: failed to start', error),
    );
  } else {
    console.error('[ctb] shell: the Module Federation runtime did not start; no widget loads');
  }
}
