const trim = (path: string) => path.replace(/\/+$/, '');

/**
 * Where "go to my bank" leads: the same page under the own bank's site when that is sensible
 * (a page below the site root that is not one of the other bank's branch pages), else the own
 * bank's start page.
 */
export function redirectTarget(ownRoot: string, pageRoot: string, pagePath: string): string {
  const own = trim(ownRoot);
  const page = trim(pagePath);
  const relative = page.startsWith(`${trim(pageRoot)}/`) ? page.slice(trim(pageRoot).length) : '';
  const sensible = relative !== '' && !relative.startsWith('/filialen/');
  return sensible ? `${own}${relative}.html` : `${own}/`;
}
