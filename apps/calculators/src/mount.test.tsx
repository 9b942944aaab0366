import { act, screen, waitFor } from '@testing-library/react';
import { startPlatform } from '@ctb/test-support';
import { createTestWidgetHost } from '@ctb/shared/testing';
import * as calculatorsApp from './mount';
import { installPageConfig } from './common/testing/render-widget';
import { creditConfig, creditHandler } from './widgets/credit/testing/credit-fixtures';
import { savingsConfig, savingsHandler } from './widgets/savings/testing/savings-fixtures';
import { pensionConfig } from './widgets/pension/testing/pension-fixtures';

const platform = startPlatform();
const page = createTestWidgetHost('calculators');

describe('the calculators app', () => {
  beforeAll(async () => {
    installPageConfig();
    await page.mount(calculatorsApp);
  });
  afterAll(() => page.unmount(calculatorsApp));

  it('mounts the credit, savings and pension calculators from their page markup', async () => {
    platform.use(creditHandler([]), savingsHandler([]));
    const elements = await act(async () => [
      page.place('credit', creditConfig),
      page.place('savings', savingsConfig),
      page.place('pension', pensionConfig),
    ]);
    expect(await screen.findByText('Nettokreditbetrag')).toBeInTheDocument();
    expect(await screen.findByText('Gesamtsparsumme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pension berechnen' })).toBeInTheDocument();
    for (const element of elements) {
      await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
    }
  });

  it('keeps a calculator’s space while its code loads and calls it mounted only once it rendered', async () => {
    platform.use(creditHandler([]));
    const element = page.place('credit', creditConfig);
    expect(element).toHaveAttribute('data-widget-state', 'loading');
    await waitFor(() =>
      expect(element.querySelector('[aria-busy="true"]')).toHaveClass('calculator'),
    );
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
    expect(element.querySelector(':scope > [aria-busy="true"]')).toBeNull();
    expect(element).toHaveTextContent('Kreditrechner');
  });

  it('refuses a widget whose configuration is incomplete', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = await act(async () =>
      page.place('credit', { amount: { min: 1000, max: 100 } }),
    );
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/^\[ctb\] calculators\/credit: invalid data-config/);
    error.mockRestore();
  });

  it('refuses a calculator whose heading level is outside 2 to 4, naming the setting', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = await act(async () =>
      page.place('savings', { ...savingsConfig, headingLevel: 5 }),
    );
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(error.mock.calls.flat().join(' ')).toContain('headingLevel');
    error.mockRestore();
  });
});
