import { safeHref } from '@ctb/shared/runtime';

/** An entry of the site's navigation as the CMS's markup holds it. */
export interface NavigationItem {
  label: string;
  href: string;
  /** `page` on the current page's link, `true` on the sections above it */
  current?: 'page' | 'true';
  children: NavigationItem[];
}

function readList(list: Element, source: string): NavigationItem[] {
  return [...list.children].flatMap((item): NavigationItem[] => {
    const link = item.querySelector(':scope > a');
    const label = link?.textContent?.trim();
    const href = safeHref(link?.getAttribute('href'), { source });
    if (!link || !label || !href) return [];
    const current = link.getAttribute('aria-current');
    const children = item.querySelector(':scope > ul');
    return [
      {
        label,
        href,
        current: current === 'page' || current === 'true' ? current : undefined,
        children: children ? readList(children, source) : [],
      },
    ];
  });
}

/**
 * The navigation tree from the CMS's nested lists (`ul[data-level="1"]` inside `container`),
 * links checked by the site's safe-URL rule; entries without a label or usable link are left out.
 */
export function readNavigationTree(container: Element | null, source: string): NavigationItem[] {
  const root = container?.querySelector('ul[data-level="1"]');
  return root ? readList(root, source) : [];
}

/**
 * The links of a plain list in the CMS markup (quick access, languages): the container's own
 * list only, not a list a widget inside it renders (the language select's).
 */
export function readLinks(
  container: Element | null,
  source: string,
): { label: string; href: string; lang?: string; current: boolean }[] {
  return [...(container?.querySelectorAll(':scope > ul > li > a') ?? [])].flatMap((link) => {
    const label = link.textContent?.trim();
    const href = safeHref(link.getAttribute('href'), { source });
    if (!label || !href) return [];
    return [
      {
        label,
        href,
        lang: link.getAttribute('hreflang') ?? undefined,
        current: link.hasAttribute('aria-current'),
      },
    ];
  });
}
