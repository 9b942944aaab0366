import createDOMPurify, { type DOMPurify } from 'dompurify';

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

/**
 * Cleans HTML loaded from the CMS (legal info, regional content, load-more fragments) before it
 * is inserted: scripts, event handlers and javascript: URLs go; links, forms, `target` and the
 * `data-*` attributes that mark widgets stay.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ADD_ATTR: ['target'] });
}
