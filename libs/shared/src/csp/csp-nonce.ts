/**
 * The page's CSP nonce, for code that creates a `<style>` or `<script>` element itself (a chart
 * library's stylesheet, the maps loader). The CMS gives its own script tags the nonce of the
 * response; browsers hide the attribute's value from `getAttribute`, the `nonce` property keeps it.
 * Undefined on a page without one.
 */
export function cspNonce(doc: Document = document): string | undefined {
  const element = doc.querySelector<HTMLElement>(
    'meta[property="csp-nonce"][nonce], script[nonce], style[nonce], link[nonce]',
  );
  return element?.nonce || element?.getAttribute('nonce') || undefined;
}
