import { format } from 'date-fns';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider, type Language } from '../i18n';
import { Calendar, preloadCalendar } from './calendar';
import type { CalendarProps, DayRange } from './calendar-types';

type Extra = Partial<Omit<CalendarProps, 'mode' | 'selected' | 'onSelect'>>;

function SingleHarness({
  initial,
  onSelect,
  ...extra
}: Extra & {
  initial: Date | null;
  onSelect?: (day: Date) => void;
}) {
  const [day, setDay] = useState(initial);
  return (
    <Calendar
      {...extra}
      mode="single"
      selected={day}
      onSelect={(next) => {
        setDay(next);
        onSelect?.(next);
      }}
    />
  );
}

function RangeHarness({
  initial,
  onSelect,
}: {
  initial: DayRange;
  onSelect: (r: DayRange) => void;
}) {
  const [range, setRange] = useState(initial);
  return (
    <Calendar
      mode="range"
      selected={range}
      onSelect={(next) => {
        setRange(next);
        onSelect(next);
      }}
    />
  );
}

function renderIn(ui: React.ReactElement, language: Language = 'de') {
  return render(<I18nProvider language={language}>{ui}</I18nProvider>);
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const iso = (date: Date | null) => (date ? format(date, 'yyyy-MM-dd') : null);
const MARCH_10 = new Date(2026, 2, 10);

// The first load compiles react-day-picker for jest, and React reveals content that suspended
// after a short throttle: on a busy machine both can outlast the default waits.
jest.setTimeout(20_000);
const LOADED = { timeout: 5000 };

describe('Calendar', () => {
  beforeAll(() => preloadCalendar());

  it('holds its place while its code arrives, then shows the chosen month from Monday', async () => {
    renderIn(<SingleHarness initial={MARCH_10} />);
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'März 2026' }, LOADED);
    expect(screen.getByRole('heading', { level: 3, name: 'März 2026' })).toBeInTheDocument();
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    // 1 March 2026 is a Sunday: the first week begins with Monday 23 February.
    expect(within(grid).getAllByRole('button')[0]).toHaveAccessibleName('Montag, 23. Februar 2026');
    expect(day(/^Dienstag, 10\. März 2026$/)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/ 11\. März 2026$/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses a day by click, in this month or a neighbouring one', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderIn(<SingleHarness initial={null} defaultMonth={MARCH_10} onSelect={onSelect} />);
    await user.click(await screen.findByRole('button', { name: / 17\. März 2026$/ }, LOADED));
    expect(iso(onSelect.mock.calls[0][0])).toBe('2026-03-17');
    expect(day(/ 17\. März 2026$/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(day(/ 23\. Februar 2026$/));
    expect(iso(onSelect.mock.calls[1][0])).toBe('2026-02-23');
  });

  it('picks a range: first day, last day, and a day before the start begins anew', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderIn(
      <RangeHarness initial={{ from: MARCH_10, to: new Date(2026, 2, 20) }} onSelect={onSelect} />,
    );
    expect(await screen.findByRole('button', { name: / 15\. März 2026$/ }, LOADED)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const picked = () => onSelect.mock.calls.at(-1)[0] as DayRange;
    await user.click(day(/ 12\. März 2026$/));
    expect([iso(picked().from), iso(picked().to)]).toEqual(['2026-03-12', null]);
    expect(day(/ 15\. März 2026$/)).toHaveAttribute('aria-pressed', 'false');
    await user.click(day(/ 4\. März 2026$/));
    expect([iso(picked().from), iso(picked().to)]).toEqual(['2026-03-04', null]);
    await user.click(day(/ 6\. März 2026$/));
    expect([iso(picked().from), iso(picked().to)]).toEqual(['2026-03-04', '2026-03-06']);
    expect(day(/ 5\. März 2026$/)).toHaveAttribute('aria-pressed', 'true');
    // The grid cell says it too (aria-selected), as the ARIA grid pattern has it.
    expect(day(/ 5\. März 2026$/).closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('moves by day and week with the arrows, by month with Page Up/Down, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderIn(<SingleHarness initial={MARCH_10} onSelect={onSelect} autoFocus />);
    // React reveals content that suspended after a short throttle: allow for it.
    await waitFor(() => expect(day(/ 10\. März 2026$/)).toHaveFocus(), LOADED);
    await user.keyboard('{ArrowRight}');
    expect(day(/ 11\. März 2026$/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(/ 18\. März 2026$/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day(/ 10\. März 2026$/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(/ 9\. März 2026$/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day(/ 15\. März 2026$/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(day(/ 15\. April 2026$/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(iso(onSelect.mock.calls[0][0])).toBe('2026-04-15');
    await user.keyboard('{PageUp}');
    expect(day(/ 15\. März 2026$/)).toHaveFocus();
  });

  it('keeps the one day in the tab order on the day the keyboard moved to, in another month too', async () => {
    const user = userEvent.setup();
    renderIn(<SingleHarness initial={MARCH_10} autoFocus />);
    await waitFor(() => expect(day(/ 10\. März 2026$/)).toHaveFocus(), LOADED);
    await user.keyboard('{PageDown}{ArrowRight}');
    const tabbable = () =>
      within(screen.getByRole('grid'))
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0);
    await waitFor(() => expect(tabbable()).toEqual([day(/ 11\. April 2026$/)]));
    expect(day(/ 11\. April 2026$/)).toHaveFocus();
  });

  it('keeps exactly one day in the tab order: the chosen one', async () => {
    renderIn(<SingleHarness initial={MARCH_10} />);
    const grid = await screen.findByRole('grid', undefined, LOADED);
    const tabbable = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]).toHaveAccessibleName('Dienstag, 10. März 2026');
  });

  it('pages months with the previous and next buttons', async () => {
    const user = userEvent.setup();
    renderIn(<SingleHarness initial={MARCH_10} />);
    await user.click(await screen.findByRole('button', { name: 'Nächster Monat' }, LOADED));
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voriger Monat' }));
    await user.click(screen.getByRole('button', { name: 'Voriger Monat' }));
    expect(screen.getByRole('heading', { name: 'Februar 2026' })).toBeInTheDocument();
  });

  it('offers no day before min or after max, and no month beyond them', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderIn(
      <SingleHarness
        initial={null}
        defaultMonth={MARCH_10}
        min={new Date(2026, 2, 5)}
        max={new Date(2026, 2, 25)}
        onSelect={onSelect}
      />,
    );
    expect(await screen.findByRole('button', { name: / 4\. März 2026$/ }, LOADED)).toBeDisabled();
    expect(day(/ 26\. März 2026$/)).toBeDisabled();
    expect(day(/ 5\. März 2026$/)).toBeEnabled();
    await user.click(day(/ 4\. März 2026$/));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Voriger Monat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('keeps the days the caller rules out from being chosen', async () => {
    const weekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
    renderIn(<SingleHarness initial={null} defaultMonth={MARCH_10} isDisabled={weekend} />);
    expect(await screen.findByRole('button', { name: / 14\. März 2026$/ }, LOADED)).toBeDisabled();
    expect(day(/ 13\. März 2026$/)).toBeEnabled();
  });

  it('takes another heading level', async () => {
    renderIn(<SingleHarness initial={MARCH_10} headingLevel={4} />);
    expect(
      await screen.findByRole('heading', { level: 4, name: 'März 2026' }, LOADED),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', 'March 2026', 'Mo', 'Tuesday, 10 March 2026', 'Next month'],
    ['fr', 'mars 2026', 'lu', 'mardi 10 mars 2026', 'Mois suivant'],
    ['hr', 'ožujak 2026', 'pon', 'utorak, 10. ožujka 2026.', 'Sljedeći mjesec'],
    ['it', 'marzo 2026', 'lun', 'martedì 10 marzo 2026', 'Mese successivo'],
    ['sl', 'marec 2026', 'pon.', 'torek, 10. marec 2026', 'Naslednji mesec'],
  ] as const)('names months and days in %s', async (language, month, monday, tenth, next) => {
    renderIn(<SingleHarness initial={MARCH_10} />, language);
    expect(await screen.findByRole('heading', { name: month }, LOADED)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(monday);
    expect(screen.getByRole('button', { name: tenth })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
  });
});
