import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { sanitizerPolicy } from './sanitizer-policy';

let purifier: DOMPurify | undefined;

// An own instance, so the hook below never changes DOMPurify for anybody else on the page.
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link opening a new tab must not hand the opened page a handle on ours.
    if (node instanceof HTMLAnchorElement && node.target === '_blank')
      node.rel = 'noopener noreferrer';
  });
  return purifier;
}

function config(): Config {
  return {
    ADD_ATTR: ['target'],
    // CMS markup is styled by classes: an inline style could lay a fake form over the page.
    FORBID_ATTR: ['style'],
    FORBID_TAGS: ['style'],
    TRUSTED_TYPES_POLICY: sanitizerPolicy(),
  };
}

/**
 * Cleans HTML loaded from the CMS (legal info, regional content, load-more fragments) before it
 * is inserted: scripts, event handlers, inline styles and javascript: URLs go; links, forms,
 * `target` and the `data-*` attributes that mark widgets stay. Under Trusted Types the result is
 * TrustedHTML signed by the sanitiser's policy (the one thing `innerHTML` accepts there), else a
 * string: hand it to `dangerouslySetInnerHTML` (or use `HtmlFragment`).
 */
export function sanitizeHtml(html: string): TrustedHTML | string {
  return getPurifier().sanitize(html, { ...config(), RETURN_TRUSTED_TYPE: true });
}

/**
 * The sanitised HTML as a DOM fragment, for code that moves parts of it into the page: the nodes
 * DOMPurify checked are inserted as they are, never serialised and parsed again (a second parse
 * of sanitised markup can mutate into something the sanitiser never saw).
 */
export function sanitizeHtmlFragment(html: string): DocumentFragment {
  return getPurifier().sanitize(html, { ...config(), RETURN_DOM_FRAGMENT: true });
}
