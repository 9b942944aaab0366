import { createTestWidgetHost } from '@ctb/shared/testing';
import { act, waitFor } from '@testing-library/react';
import * as banksearchApp from '../../mount';
import { installPageConfig } from './render-widget';

/**
 * The banksearch app mounted as the shell mounts it, for one test file: `place` puts a widget
 * element with its `data-config` into the page (the config passes the widget's schema, as on a
 * real page) and waits until it left the loading state.
 */
export function mountedBanksearchPage() {
  const page = createTestWidgetHost('banksearch');
  const placed: HTMLElement[] = [];
  beforeAll(async () => {
    installPageConfig();
    await page.mount(banksearchApp);
  });
  afterEach(() => {
    placed.splice(0).forEach((element) => act(() => page.remove(element)));
  });
  afterAll(() => page.unmount(banksearchApp));
  return {
    async place(widget: string, config: unknown): Promise<HTMLElement> {
      const element = await act(async () => page.place(widget, config));
      placed.push(element);
      await waitFor(() => expect(element).not.toHaveAttribute('data-widget-state', 'loading'));
      return element;
    },
  };
}
