import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import type { PensionRequest } from './api';
import { PensionCalculator } from './pension-calculator';
import {
  fillValidForm,
  pensionAnswer,
  pensionConfig,
  pensionHandler,
  submitForm,
  textbox,
} from './testing/pension-fixtures';

const platform = startPlatform();

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

async function calculate(answer = () => pensionAnswer()) {
  const requests: PensionRequest[] = [];
  platform.use(pensionHandler(requests, answer));
  renderWidget(<PensionCalculator config={pensionConfig} />);
  await submitForm(await fillValidForm());
  return { requests };
}

describe('Pension result', () => {
  it('shows the figures, the coverage ring and an accessible chart table', async () => {
    await calculate();
    const result = await screen.findByText('Ihre voraussichtliche Nettopension', {
      selector: 'dt',
    });
    expect(result.nextElementSibling).toHaveTextContent('1.830,40 €');
    expect(
      screen.getByText('Ihr letztes Nettoeinkommen', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('2.500,00 €');
    expect(
      screen.getByText('Differenz pro Monat', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('-669,60 €');
    const ring = screen.getByRole('progressbar', {
      name: 'Ihre Pension deckt 73 % Ihres heutigen Einkommens.',
    });
    expect(ring).toHaveAttribute('aria-valuenow', '73');
    const chart = screen.getByRole('figure', {
      name: 'Monatliches Einkommen und Pension im Vergleich',
    });
    expect(
      within(chart).getByRole('rowheader', { name: 'Ihre voraussichtliche Nettopension' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ihr Ergebnis').closest('section')?.querySelector('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it('says there is something to do when the pension is at least 100 € below the income', async () => {
    await calculate();
    expect(
      await screen.findByText('Es gibt etwas zu tun: Ihnen fehlen monatlich 669,60 €.'),
    ).toBeInTheDocument();
  });

  it('gives the positive headline when the pension is at least 100 € above the income', async () => {
    await calculate(() => pensionAnswer({ netRetirement: 2600, netGap: 100 }));
    expect(await screen.findByText(/^Sehr gut!/)).toHaveTextContent('um 100,00 € über');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('congratulates when pension and income are less than 100 € apart', async () => {
    await calculate(() => pensionAnswer({ netRetirement: 2420, netGap: -80 }));
    expect(await screen.findByText(/^Gratulation!/)).toBeInTheDocument();
  });

  it('labels the income as cost of living in the result for the self-employed', async () => {
    const requests: PensionRequest[] = [];
    platform.use(pensionHandler(requests));
    renderWidget(<PensionCalculator config={pensionConfig} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Selbstständige' }));
    await user.type(textbox('Geburtsdatum'), '15.03.1980');
    await user.type(textbox('Berufstätig seit'), '01.09.1998');
    await user.type(textbox('Monatliche Lebenshaltungskosten'), '1900');
    await user.type(textbox('Steuerpflichtiges Jahreseinkommen'), '48000');
    await submitForm(user);
    expect(
      await screen.findByText('Ihre Lebenshaltungskosten', { selector: 'dt' }),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      jobGroup: 'selfEmployed',
      netIncome: 0,
      costOfLiving: 1900,
      selfEmployedNetIncome: 48000,
    });
  });

  it('labels the income as cost of living in the result for farmers', async () => {
    const requests: PensionRequest[] = [];
    platform.use(pensionHandler(requests));
    renderWidget(<PensionCalculator config={pensionConfig} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Landwirtin' }));
    await user.type(textbox('Geburtsdatum'), '15.03.1980');
    await user.type(textbox('Berufstätig seit'), '01.09.1998');
    await user.type(textbox('Monatliche Lebenshaltungskosten'), '1500');
    await user.type(textbox('Einheitswert Ihres Betriebs'), '22000');
    await submitForm(user);
    expect(
      await screen.findByText('Ihre Lebenshaltungskosten', { selector: 'dt' }),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      jobGroup: 'farmer',
      costOfLiving: 1500,
      actualUnitValue: 22000,
    });
  });

  it('reads the figures in the order they are shown, the pension last', async () => {
    await calculate();
    await screen.findByText('Ihre voraussichtliche Nettopension', { selector: 'dt' });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Ihr letztes Nettoeinkommen',
      'Differenz pro Monat',
      'Ihre voraussichtliche Nettopension',
    ]);
  });

  it('keeps the chart table for screen readers in a clipped 1 px box, which a table cannot be', async () => {
    // The widget's own styles (jest maps CSS module class names to themselves), with the shared
    // .visuallyHidden it composes in place of the `composes` line jsdom cannot read.
    const style = document.createElement('style');
    style.textContent = [
      readFileSync(join(__dirname, 'pension-result.module.css'), 'utf8').replace(
        /^\s*composes:.*$/gm,
        '',
      ),
      readFileSync(
        join(__dirname, '../../../../../libs/shared/src/styles/visually-hidden.module.css'),
        'utf8',
      ),
    ].join('\n');
    document.head.append(style);
    try {
      await calculate();
      const chart = await screen.findByRole('figure', {
        name: 'Monatliches Einkommen und Pension im Vergleich',
      });
      const box = within(chart).getByRole('table').parentElement as HTMLElement;
      expect(box).not.toBe(chart);
      expect(getComputedStyle(box)).toMatchObject({
        display: 'block',
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      });
      expect(getComputedStyle(chart).position).toBe('relative');
    } finally {
      style.remove();
    }
  });
});
