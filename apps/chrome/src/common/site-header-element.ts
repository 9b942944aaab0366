/** The CMS's header around a chrome widget (`header#site-header`), or null outside one. */
export const siteHeaderOf = (element: Element): HTMLElement | null =>
  element.closest<HTMLElement>('header') ?? document.querySelector<HTMLElement>('#site-header');

/** The main navigation's markup (`nav#site-navigation`), which the header and menus read. */
export const siteNavigation = (): HTMLElement | null => document.getElementById('site-navigation');
