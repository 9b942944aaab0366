import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import type { PensionRequest } from './api';
import { PensionCalculator } from './pension-calculator';
import { pensionConfig, pensionHandler, submitForm, textbox } from './testing/pension-fixtures';

const platform = startPlatform();
const slider = () => screen.getByRole('slider', { name: 'Geplantes Pensionsantrittsalter' });

function renderForm(options = {}) {
  const requests: PensionRequest[] = [];
  platform.use(pensionHandler(requests));
  renderWidget(<PensionCalculator config={pensionConfig} />, options);
  return { requests, user: userEvent.setup() };
}

describe('Pension form', () => {
  it('asks for birth date, work start, contribution months and net income before sending', async () => {
    const { requests, user } = renderForm();
    await submitForm(user);
    expect(await screen.findByText('Bitte geben Sie Ihr Geburtsdatum ein.')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte geben Sie an seit wann Sie berufstätig sind'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Bitte geben Sie die Anzahl Ihrer Beitragsmonate als ganze Zahl ein.'),
    ).toBeInTheDocument();
    expect(textbox('Monatliches Nettoeinkommen')).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Ihr Ergebnis' })).not.toBeInTheDocument();
  });

  it('asks women only for the number of children, at most 100, optional', async () => {
    const { user } = renderForm();
    const children = textbox('Anzahl der Kinder (optional)');
    await user.type(children, '120');
    expect(children).toHaveValue('100');
    await user.click(screen.getByRole('radio', { name: 'männlich' }));
    expect(screen.queryByRole('textbox', { name: /Anzahl der Kinder/ })).not.toBeInTheDocument();
  });

  it('marks the pension account as optional and sends the form without it', async () => {
    const { user, requests } = renderForm();
    expect(textbox('Gesamtgutschrift laut Pensionskonto (optional)')).toHaveValue('');
    await user.type(textbox('Geburtsdatum'), '15.03.1980');
    await user.type(textbox('Berufstätig seit'), '01.09.1998');
    await user.type(textbox('Monatliches Nettoeinkommen'), '2500');
    await submitForm(user);
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('asks the self-employed for cost of living and taxable income instead of net income', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Selbstständige' }));
    expect(
      screen.queryByRole('textbox', { name: 'Monatliches Nettoeinkommen' }),
    ).not.toBeInTheDocument();
    await submitForm(user);
    await waitFor(() =>
      expect(textbox('Monatliche Lebenshaltungskosten')).toHaveAccessibleDescription(
        'Bitte füllen Sie dieses Feld aus.',
      ),
    );
    expect(textbox('Steuerpflichtiges Jahreseinkommen')).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
  });

  it('asks farmers for cost of living and the unit value of their property', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Landwirtin' }));
    await submitForm(user);
    await waitFor(() =>
      expect(textbox('Einheitswert Ihres Betriebs')).toHaveAccessibleDescription(
        'Bitte füllen Sie dieses Feld aus.',
      ),
    );
    expect(textbox('Monatliche Lebenshaltungskosten')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks laborers for their net income', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Arbeiterin' }));
    await submitForm(user);
    await waitFor(() =>
      expect(textbox('Monatliches Nettoeinkommen')).toHaveAccessibleDescription(
        'Bitte füllen Sie dieses Feld aus.',
      ),
    );
  });

  it('defaults to a female employee retiring at 60', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'weiblich' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Angestellte' })).toBeChecked();
    expect(slider()).toHaveValue('60');
  });

  it('offers women a retirement age of 60 to 68.5 in half years', () => {
    renderForm();
    expect(slider()).toHaveAttribute('min', '60');
    expect(slider()).toHaveAttribute('max', '68.5');
    expect(slider()).toHaveAttribute('step', '0.5');
    expect(slider()).toHaveAttribute('aria-valuetext', '60 Jahre');
  });

  it('offers men a retirement age of 62 to 68 in years, and resets the age when the gender changes', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'männlich' }));
    expect(slider()).toHaveAttribute('min', '62');
    expect(slider()).toHaveAttribute('max', '68');
    expect(slider()).toHaveAttribute('step', '1');
    expect(slider()).toHaveValue('62');
    await user.clear(textbox('Geplantes Pensionsantrittsalter'));
    await user.type(textbox('Geplantes Pensionsantrittsalter'), '65');
    await user.tab();
    expect(slider()).toHaveValue('65');
    await user.click(screen.getByRole('radio', { name: 'weiblich' }));
    expect(slider()).toHaveValue('60');
  });

  it('words the occupational groups for the gender chosen', async () => {
    const { user } = renderForm();
    for (const name of ['Angestellte', 'Arbeiterin', 'Selbstständige', 'Landwirtin']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'männlich' }));
    for (const name of ['Angestellter', 'Arbeiter', 'Selbstständiger', 'Landwirt']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
  });

  it('disables the retirement age slider in the edit mode of the CMS', () => {
    renderForm({ editMode: true });
    expect(slider()).toBeDisabled();
  });

  it('folds and unfolds the form with its accordion button', async () => {
    const { user } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Ihre Angaben' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Geburtsdatum' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(textbox('Geburtsdatum')).toBeVisible();
  });
});
