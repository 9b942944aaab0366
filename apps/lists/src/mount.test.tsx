import { screen, waitFor } from '@testing-library/react';
import { startPlatform } from '@ctb/test-support';
import { createTestWidgetHost, installPageConfigForTests } from '@ctb/shared/testing';
import * as listsApp from './mount';
import { newsConfig, newsHandler } from './widgets/teaser-slider/testing/teaser-slider-fixtures';

const platform = startPlatform();
const page = createTestWidgetHost('lists');

describe('the lists app', () => {
  beforeAll(async () => {
    installPageConfigForTests({ currentPagePath: btoa('/de/news') });
    await page.mount(listsApp);
  });
  afterAll(() => page.unmount(listsApp));

  it('loads the teaser slider’s code on demand, keeping its space meanwhile, then shows the teasers', async () => {
    platform.use(newsHandler(4));
    const element = page.place('teaser-slider', newsConfig);
    expect(element).toHaveAttribute('data-widget-state', 'loading');
    await waitFor(() =>
      expect(element.querySelector('[aria-busy="true"]')).toHaveClass('placeholder'),
    );
    // The carousel's static first frame is replaced by the loaded carousel: wait for either.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Aktuelles aus der Region' })).toBeInTheDocument(),
    );
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
  });

  it('refuses a list whose configuration names an unknown list type', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = page.place('automated-list', { listType: 'weather' });
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/^\[ctb\] lists\/automated-list: invalid data-config/);
    error.mockRestore();
  });
});
