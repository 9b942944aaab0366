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
  // Async boundary: shared modules are negotiated before any of them is used.
  import('./start-shell')
    .then(({ startShell }) => startShell({ remotesUrl }))
    .catch((error: unknown) => console.error('[ctb] shell: failed to start', error));
}
