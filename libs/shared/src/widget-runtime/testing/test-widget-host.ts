import { act } from '@testing-library/react';
import { mountRootParcel, type AppProps } from 'single-spa';
import type { DomainApp } from '../create-domain-app';
import type { WidgetElementListener, WidgetHost } from '../types';

/**
 * A widget host as the shell provides it, for tests of a domain app's lifecycles: `mount` starts
 * the app, `place` puts an element into the page as the CMS (or later markup) would, `remove`
 * takes it away again.
 */
export function createTestWidgetHost(
  domain: string,
  { mountParcel = mountRootParcel }: { mountParcel?: typeof mountRootParcel } = {},
) {
  const listeners = new Set<WidgetElementListener>();
  const host: WidgetHost = {
    watch(_domain, listener) {
      listeners.add(listener);
      document
        .querySelectorAll<HTMLElement>(`[data-widget^="${domain}/"]`)
        .forEach((element) => listener.added(element));
      return () => listeners.delete(listener);
    },
  };
  return {
    host,
    async mount(app: DomainApp) {
      const props = { name: domain, mountParcel, widgetHost: host };
      await app.bootstrap(props as unknown as AppProps);
      await act(() => app.mount(props as unknown as AppProps & { widgetHost: WidgetHost }));
    },
    async unmount(app: DomainApp) {
      await act(() => app.unmount({ name: domain } as unknown as AppProps));
    },
    /** Adds `<div data-widget="<domain>/<widget>" data-config="…">` to the body. */
    place(widget: string, config: unknown = {}): HTMLElement {
      const element = document.createElement('div');
      element.setAttribute('data-widget', `${domain}/${widget}`);
      element.setAttribute(
        'data-config',
        typeof config === 'string' ? config : JSON.stringify(config),
      );
      document.body.append(element);
      listeners.forEach((listener) => listener.added(element));
      return element;
    },
    remove(element: HTMLElement) {
      element.remove();
      listeners.forEach((listener) => listener.removed(element));
    },
  };
}
