/**
 * The stand-in draws its map and pins from markup it builds itself (escaped place names, fixed
 * SVG). Pages enforce Trusted Types, so that markup goes through the stand-in's own policy, as the
 * real Maps API uses its own policies: the page's CSP lists `ctb-maps-stand-in`.
 */
type HtmlPolicy = { createHTML(markup: string): string };
type TrustedTypesWindow = {
  trustedTypes?: { createPolicy(name: string, rules: object): HtmlPolicy };
};

export const STAND_IN_POLICY_NAME = 'ctb-maps-stand-in';

let policy: HtmlPolicy | null | undefined;

function standInPolicy(): HtmlPolicy | null {
  if (policy === undefined) {
    const factory = (window as TrustedTypesWindow).trustedTypes;
    policy = factory
      ? factory.createPolicy(STAND_IN_POLICY_NAME, { createHTML: (markup: string) => markup })
      : null;
  }
  return policy;
}

/** Replaces the element's children with the stand-in's own markup. */
export function setOwnMarkup(element: Element, markup: string): void {
  const trusted = standInPolicy()?.createHTML(markup) ?? markup;
  element.innerHTML = trusted;
}

/**
 * The page's CSP nonce for the stand-in's `<style>` element (the real API takes it from the
 * page's first nonced element the same way). Browsers hide the attribute's value; the property
 * keeps it.
 */
export function pageNonce(doc: Document): string | undefined {
  const holder = doc.querySelector<HTMLElement>('script[nonce], style[nonce], link[nonce]');
  return holder?.nonce || holder?.getAttribute('nonce') || undefined;
}
