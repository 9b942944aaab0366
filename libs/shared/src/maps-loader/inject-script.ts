import { cspNonce } from '@ctb/shared/runtime';
import { trustedMapsScriptUrl } from './maps-script-policy';

/** Adds a script to the page once per URL; resolves when it has loaded. */
export function injectScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    // A TrustedScriptURL where the page enforces Trusted Types (a string elsewhere).
    (script as { src: unknown }).src = trustedMapsScriptUrl(src);
    const nonce = cspNonce(doc);
    if (nonce) script.nonce = nonce;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error(`Could not load the script ${src}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
}
