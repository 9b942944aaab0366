import * as v from 'valibot';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { branchSchema } from '../services/branch-service';
import { branchJson } from '../services/testing/branch-fixtures';
import { platform, startPlatform } from '@ctb/test-support';
import { renderWidget } from '../testing/render-widget';
import { BranchResultItem } from './branch-result-item';
import { branchInfoHandler } from './testing/branch-search-fixtures';

startPlatform();

const branch = (overrides: Record<string, unknown> = {}) =>
  v.parse(branchSchema, branchJson(overrides));

function renderItem(overrides: Record<string, unknown> = {}, onSelect = jest.fn()) {
  renderWidget(
    <ul>
      <BranchResultItem branch={branch(overrides)} language="de" onSelect={onSelect} />
    </ul>,
  );
  return onSelect;
}

beforeEach(() => platform.use(branchInfoHandler()));

describe('a branch in the result list', () => {
  it('shows name, address and the distance in metres rounded to 100 below 1 km', () => {
    renderItem({ distance: 649 });
    expect(screen.getByRole('heading', { name: /Graz-Wetzelsdorf/, level: 3 })).toBeInTheDocument();
    expect(screen.getByText(/Kaiser-Franz-Josef-Straße 4/)).toHaveTextContent('8052 Graz');
    expect(screen.getByText('Entfernung: 600 m')).toBeInTheDocument();
  });

  it('shows the distance in km with one decimal from 1 km', () => {
    renderItem({ distance: 12_345 });
    expect(screen.getByText('Entfernung: 12,3 km')).toBeInTheDocument();
  });

  it('takes open or closed from the fetched branch, not from the search answer', async () => {
    platform.use(branchInfoHandler(() => false));
    renderItem({ openingHours: { openNow: true, periods: [] } });
    expect(await screen.findByText('Jetzt geschlossen')).toBeInTheDocument();
    expect(screen.queryByText('Jetzt geöffnet')).not.toBeInTheDocument();
  });

  it('expands the opening hours: Monday first, lunch breaks, closed days, consulting hours', async () => {
    const user = userEvent.setup();
    renderItem({
      openingHours: {
        periods: [
          {
            day: 0,
            intervals: [
              { open: '08:00', close: '12:00' },
              { open: '13:00', close: '16:00' },
            ],
          },
          { day: 4, intervals: [{ open: '08:00', close: '17:30' }] },
        ],
      },
      consultingHours: { periods: [{ day: 1, intervals: [{ open: '09:00', close: '19:00' }] }] },
    });
    const toggle = screen.getByRole('button', { name: /Öffnungszeiten/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(screen.getByRole('table', { name: 'Öffnungs- und Beratungszeiten' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Montag08:00–12:00, 13:00–16:00geschlossen',
      'Dienstaggeschlossen09:00–19:00',
      'Mittwochgeschlossengeschlossen',
      'Donnerstaggeschlossengeschlossen',
      'Freitag08:00–17:30geschlossen',
      'Samstaggeschlossengeschlossen',
      'Sonntaggeschlossengeschlossen',
    ]);
  });

  it('names its parking, step-free and head-office icons', () => {
    renderItem({ parkinglots: 3, accessible: true, central: true });
    expect(screen.getByRole('img', { name: 'Kundenparkplätze' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Barrierefreier Zugang' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Zentrale' })).toBeInTheDocument();
  });

  it('shows no icon for what the branch lacks', () => {
    renderItem({ parkinglots: 0, accessible: false, central: false });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('links the phone number as tel:', () => {
    renderItem();
    expect(screen.getByRole('link', { name: 'Telefon +43 316 8036-1911' })).toHaveAttribute(
      'href',
      'tel:+4331680361911',
    );
  });

  it('offers "Filialseite öffnen" when the bank code begins with 5', () => {
    renderItem({ blz: '57000' });
    expect(screen.getByRole('link', { name: 'Filialseite öffnen' })).toHaveAttribute(
      'href',
      '/banken/steiermark/filialen/graz-wetzelsdorf.html',
    );
    expect(screen.queryByRole('link', { name: 'Bankseite öffnen' })).not.toBeInTheDocument();
  });

  it('offers "Bankseite öffnen" for other bank codes', () => {
    renderItem({ blz: '38150' });
    expect(screen.getByRole('link', { name: 'Bankseite öffnen' })).toBeInTheDocument();
  });

  it('opens the detail view from its name', async () => {
    const user = userEvent.setup();
    const onSelect = renderItem();
    await user.click(
      screen.getByRole('button', { name: 'Details zu Steirische Regionalbank Graz-Wetzelsdorf' }),
    );
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '38150-0003' }));
  });
});
