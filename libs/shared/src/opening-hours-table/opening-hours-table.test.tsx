import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../i18n';
import {
  OpeningHoursTable,
  type OpeningHoursTableProps,
  type OpeningPeriod,
} from './opening-hours-table';

const labels = {
  day: 'Tag',
  opening: 'Öffnungszeiten',
  consulting: 'Beratung',
  closed: 'geschlossen',
};
const weekdays = (from: number, to: number, open: string, close: string): OpeningPeriod[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    day: from + index,
    intervals: [{ open, close }],
  }));

function renderTable(
  language: 'de' | 'en',
  props: Pick<OpeningHoursTableProps, 'caption' | 'opening' | 'consulting'>,
) {
  render(
    <I18nProvider language={language}>
      <OpeningHoursTable labels={labels} {...props} />
    </I18nProvider>,
  );
}

describe('OpeningHoursTable', () => {
  it('lists every weekday from Monday with its intervals, a day without hours as closed', () => {
    renderTable('de', {
      caption: 'Öffnungszeiten der Filiale',
      opening: [
        {
          day: 0,
          intervals: [
            { open: '08:00', close: '12:00' },
            { open: '13:00', close: '16:00' },
          ],
        },
        ...weekdays(1, 4, '08:00', '12:00'),
      ],
    });

    const table = screen.getByRole('table', { name: 'Öffnungszeiten der Filiale' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TagÖffnungszeiten',
      'Montag08:00–12:00, 13:00–16:00',
      'Dienstag08:00–12:00',
      'Mittwoch08:00–12:00',
      'Donnerstag08:00–12:00',
      'Freitag08:00–12:00',
      'Samstaggeschlossen',
      'Sonntaggeschlossen',
    ]);
  });

  it('adds the consulting hours column only when there are consulting hours', () => {
    renderTable('en', {
      caption: 'Hours',
      opening: weekdays(0, 4, '08:00', '16:00'),
      consulting: weekdays(0, 0, '09:00', '11:00'),
    });

    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Tag',
      'Öffnungszeiten',
      'Beratung',
    ]);
    expect(screen.getByRole('row', { name: /Monday/ })).toHaveTextContent(
      'Monday08:00–16:0009:00–11:00',
    );
    expect(screen.getByRole('row', { name: /Tuesday/ })).toHaveTextContent(
      'Tuesday08:00–16:00geschlossen',
    );
  });
});
