import { createTestWidgetHost, installPageConfigForTests } from '@ctb/shared/testing';
import { act, waitFor } from '@testing-library/react';
import * as formsApp from '../../mount';

/**
 * The forms app mounted as the shell mounts it, for one test file: `place` puts a widget
 * element into the page and waits until it left the loading state.
 */
export function formsPage(settings: Record<string, unknown> = {}) {
  const page = createTestWidgetHost('forms');
  const placed: HTMLElement[] = [];
  beforeAll(async () => {
    installPageConfigForTests(settings);
    await page.mount(formsApp);
  });
  afterEach(() => {
    placed.splice(0).forEach((element) => page.remove(element));
    sessionStorage.clear();
  });
  afterAll(() => page.unmount(formsApp));
  return {
    async place(widget: string, config: unknown): Promise<HTMLElement> {
      const element = await act(async () => page.place(widget, config));
      placed.push(element);
      await waitFor(() => expect(element).not.toHaveAttribute('data-widget-state', 'loading'));
      return element;
    },
    remove(element: HTMLElement) {
      page.remove(element);
    },
  };
}
