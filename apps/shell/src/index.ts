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
  const overridesUrl = new URL('shell-overrides.js', shellUrl).href;
  const nonce = script?.nonce || undefined;
  // Before any remote loads: the shell sets remote entry URLs as plain strings (federation/).
  const scriptOrigins = createScriptOrigins();
  installDefaultPolicy(scriptOrigins);
  // In a task of its own while the remotes file and the widgets' code are on their way: the
  // widgets' first number or date then costs the page little.
  setTimeout(() => warmUpIntl(document.documentElement.lang, scriptOrigins), 0);
  // One script, no chunks of its own: the shell shares no module (each remote joins the page's
  // share scope, apps/shell/src/federation).
  startShell({ remotesUrl, overridesUrl, nonce, scriptOrigins }).catch((error: unknown) =>
    console.error('[ctb] shell: failed to start', error),
  );
}
