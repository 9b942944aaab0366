// A start tag of the template's own (attribute values are escaped, so none holds a `>`).
const ELEMENT_START = /<(?:script|style)(?=[\s>])[^>]*|<link(?=[^>]*\brel="stylesheet")[^>]*/g;

/**
 * The page template's own script, style and stylesheet tags with the response's CSP nonce, as a
 * CMS template engine adds it. Only markup the platform wrote reaches here: text and attribute
 * values are escaped (escapeHtml, jsonForScript), so no data can open a tag that would get it.
 */
export function withNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('a CSP nonce is base64');
  return html.replace(ELEMENT_START, (tag) =>
    // JSON data blocks (the page config) never run: they need no nonce.
    /\btype="application\/json"/.test(tag) ? tag : `${tag.replace(/\s*\/$/, '')} nonce="${nonce}"`,
  );
}
