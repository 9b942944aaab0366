const widgetIdPattern = /^([a-z][a-z0-9-]*)\/([a-z][a-z0-9-]*)$/;

export const WIDGET_SELECTOR = '[data-widget]';

/** The domain part of `data-widget="<domain>/<widget>"`, or undefined when malformed. */
export function domainOf(element: Element): string | undefined {
  return widgetIdPattern.exec(element.getAttribute('data-widget') ?? '')?.[1];
}

/** The node itself and every widget element below it. */
export function widgetElementsIn(node: Node): HTMLElement[] {
  if (!(node instanceof HTMLElement)) return [];
  const found = Array.from(node.querySelectorAll<HTMLElement>(WIDGET_SELECTOR));
  if (node.matches(WIDGET_SELECTOR)) found.unshift(node);
  return found;
}

export function markWidget(element: HTMLElement, state: 'loading' | 'mounted' | 'error'): void {
  element.setAttribute('data-widget-state', state);
}
