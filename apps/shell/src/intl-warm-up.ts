import type { ScriptOrigins } from './security/script-origins';

/**
 * The worker's code: no value of the page in it (the language arrives as a message). Touches each
 * Intl service the widgets use first, then says so.
 */
const WORKER_SOURCE = `onmessage = (event) => {
  const locale = event.data;
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.DateTimeFormat(locale).format(0);
  new Intl.PluralRules(locale).select(1);
  postMessage('done');
};`;

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/**
 * The first Intl call of a page costs 30-70 ms on a desktop (several times that on a phone): the
 * browser reads ICU's locale data once per process, whichever thread asks first. A worker asks
 * while the page still waits for the widgets' code, so the widgets' first number or date does not
 * pay it on the main thread (the page's CSP: `worker-src blob:`, docs/security.md). Where the
 * browser refuses the worker or has none, the first widget pays as before. Returns whether a
 * worker was started.
 */
export function warmUpIntl(language: string, origins?: ScriptOrigins): boolean {
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return false;
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
  // Trusted Types: the default policy admits this one URL, the script the shell has just written.
  origins?.allowUrl(url);
  let worker: Worker;
  try {
    worker = new Worker(url);
  } catch {
    URL.revokeObjectURL(url);
    return false;
  }
  const finish = () => {
    worker.terminate();
    URL.revokeObjectURL(url);
  };
  worker.addEventListener('message', finish);
  worker.addEventListener('error', finish);
  worker.postMessage(LANGUAGE_TAG.test(language) ? language : 'de');
  return true;
}
