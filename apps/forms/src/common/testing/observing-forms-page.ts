import type { WidgetElementListener, WidgetHost } from '@ctb/shared/runtime';
import { installPageConfigForTests } from '@ctb/shared/testing';
import { act, waitFor } from '@testing-library/react';
import { mountRootParcel, type AppProps } from 'single-spa';
import * as formsApp from '../../mount';

const SELECTOR = '[data-widget^="forms/"]';

function formsElementsIn(node: Node): HTMLElement[] {
  if (!(node instanceof HTMLElement)) return [];
  const found = Array.from(node.querySelectorAll<HTMLElement>(SELECTOR));
  return node.matches(SELECTOR) ? [node, ...found] : found;
}

/**
 * The forms app under a host that, like the shell's, watches the document: a form element
 * inserted later (the form an overlay loads) is mounted, and unmounted when it leaves.
 */
export function observingFormsPage() {
  const listeners = new Set<WidgetElementListener>();
  const known = new Set<HTMLElement>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) =>
        formsElementsIn(node).forEach((element) => {
          if (known.has(element)) return;
          known.add(element);
          listeners.forEach((listener) => listener.added(element));
        }),
      );
    }
    for (const element of known) {
      if (element.isConnected) continue;
      known.delete(element);
      listeners.forEach((listener) => listener.removed(element));
    }
  });
  const host: WidgetHost = {
    watch(_domain, listener) {
      listeners.add(listener);
      known.forEach((element) => listener.added(element));
      return () => listeners.delete(listener);
    },
  };
  const props = { name: 'forms', mountParcel: mountRootParcel, widgetHost: host };
  const rendered: HTMLElement[] = [];

  beforeAll(async () => {
    installPageConfigForTests();
    observer.observe(document.body, { childList: true, subtree: true });
    await formsApp.bootstrap(props as unknown as AppProps);
    await act(() => formsApp.mount(props as unknown as AppProps & { widgetHost: WidgetHost }));
  });
  afterEach(async () => {
    // The markup first, so each widget unmounts (and takes its dialogs) before the page is cleared.
    await act(async () => rendered.splice(0).forEach((container) => container.remove()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    document.body.replaceChildren();
    sessionStorage.clear();
  });
  afterAll(async () => {
    observer.disconnect();
    await act(() => formsApp.unmount({ name: 'forms' } as unknown as AppProps));
  });

  return {
    /** Puts markup into the page as the CMS renders it and waits until its widgets left loading. */
    async render(html: string): Promise<HTMLElement> {
      const container = document.createElement('div');
      // Test markup written in this file, not data: the page a CMS would have rendered.
      container.innerHTML = html;
      rendered.push(container);
      await act(async () => {
        document.body.append(container);
      });
      for (const element of formsElementsIn(container))
        await waitFor(() => expect(element).not.toHaveAttribute('data-widget-state', 'loading'));
      return container;
    },
  };
}
