import { act, screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import type { WidgetElementListener, WidgetHost } from '@ctb/shared';
import * as calculatorsApp from './mount';
import { installPageConfig } from './common/testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { creditConfig, creditHandler } from './widgets/credit/testing/credit-fixtures';
import { savingsConfig, savingsHandler } from './widgets/savings/testing/savings-fixtures';
import { pensionConfig } from './widgets/pension/testing/pension-fixtures';

const platform = startPlatform();
// single-spa types a lifecycle as a function or an array of them; createDomainApp gives functions.
type Lifecycle = (props: unknown) => Promise<unknown>;
const { bootstrap, mount, unmount } = calculatorsApp as unknown as Record<
  'bootstrap' | 'mount' | 'unmount',
  Lifecycle
>;
const listeners = new Set<WidgetElementListener>();
const host: WidgetHost = {
  watch(_domain, listener) {
    listeners.add(listener);
    document.querySelectorAll<HTMLElement>('[data-widget^="calculators/"]').forEach(listener.added);
    return () => listeners.delete(listener);
  },
};

function place(widget: string, config: unknown) {
  const element = document.createElement('div');
  element.setAttribute('data-widget', `calculators/${widget}`);
  element.setAttribute('data-config', JSON.stringify(config));
  document.body.append(element);
  listeners.forEach((listener) => listener.added(element));
  return element;
}

describe('the calculators app', () => {
  beforeAll(async () => {
    installPageConfig();
    await bootstrap({});
    const props = { name: 'calculators', mountParcel: mountRootParcel, widgetHost: host };
    await act(() => mount(props));
  });
  afterAll(() => unmount({}));

  it('mounts the credit, savings and pension calculators from their page markup', async () => {
    platform.use(creditHandler([]), savingsHandler([]));
    const elements = await act(async () => [
      place('credit', creditConfig),
      place('savings', savingsConfig),
      place('pension', pensionConfig),
    ]);
    expect(await screen.findByText('Nettokreditbetrag')).toBeInTheDocument();
    expect(await screen.findByText('Gesamtsparsumme')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pension berechnen' })).toBeInTheDocument();
    for (const element of elements) {
      await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
    }
  });

  it('refuses a widget whose configuration is incomplete', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = await act(async () => place('credit', { amount: { min: 1000, max: 100 } }));
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('refuses a calculator whose heading level is outside 2 to 4, naming the setting', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = await act(async () => place('savings', { ...savingsConfig, headingLevel: 5 }));
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(error.mock.calls.flat().join(' ')).toContain('headingLevel');
    error.mockRestore();
  });
});
