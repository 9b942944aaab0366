import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadCalendar } from '@ctb/shared/calendar';
import { renderWithMessages } from '../testing/render-with-messages';
import type { FilterControlProps, ListFilter } from './filter-control-props';
import { DateRangeFilter } from './date-range-filter';
import { messages as dateRangeMessages } from './messages';

const dateFilter: ListFilter = {
  type: 'date',
  id: 'date',
  name: 'date',
  label: 'Zeitraum',
  longLabel: 'Zeitraum der Veranstaltungen',
  options: [],
};

function renderFilter(props: Partial<FilterControlProps> = {}) {
  const onChange = jest.fn();
  const result = renderWithMessages(
    <DateRangeFilter
      filter={dateFilter}
      selected={['2026-03-10', '2026-03-20']}
      onChange={onChange}
      listType="events"
      {...props}
    />,
    dateRangeMessages,
  );
  return { ...result, onChange };
}

const day = (name: RegExp) => screen.getByRole('button', { name });

// The dialog and the calendar in it arrive as their own chunks (and React reveals content that
// waited for code after a short throttle): wait for the calendar's grid.
const LOADED = { timeout: 5000 };

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Zeitraum/ }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Zeitraum der Veranstaltungen' },
    LOADED,
  );
  await within(dialog).findByRole('grid', undefined, LOADED);
  return dialog;
}

jest.setTimeout(20_000);

describe('DateRangeFilter', () => {
  beforeAll(() => preloadCalendar());

  it('shows nothing in a news list unless its maxAge is above 1 month', () => {
    const { container, unmount } = renderFilter({ listType: 'news', maxAge: 1 });
    expect(container).toBeEmptyDOMElement();
    unmount();
    const second = renderFilter({ listType: 'news' });
    expect(second.container).toBeEmptyDOMElement();
    second.unmount();
    renderFilter({ listType: 'news', maxAge: 12 });
    expect(screen.getByRole('button', { name: /Zeitraum/ })).toBeInTheDocument();
  });

  it('shows the chosen range on its button', () => {
    renderFilter();
    expect(screen.getByRole('button', { name: /Zeitraum/ })).toHaveTextContent(
      '10.03.2026 – 20.03.2026',
    );
  });

  it('opens a modal calendar of the chosen month with weeks starting on Monday', async () => {
    const user = userEvent.setup();
    renderFilter();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'März 2026' })).toBeInTheDocument();
    const grid = within(dialog).getByRole('grid', { name: 'März 2026' });
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
    expect(day(/ 10\. März 2026$/)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/ 15\. März 2026$/)).toHaveAttribute('aria-pressed', 'true');
    expect(day(/ 21\. März 2026$/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies the first and last day picked with "Veranstaltungen finden" and closes', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilter();
    await openDialog(user);
    await user.click(day(/ 5\. März 2026$/));
    expect(screen.getByText('Von').nextElementSibling).toHaveTextContent('05.03.2026');
    expect(screen.getByText('Bis').nextElementSibling).toHaveTextContent('nicht gewählt');
    await user.click(day(/ 12\. März 2026$/));
    await user.click(screen.getByRole('button', { name: 'Veranstaltungen finden' }));
    expect(onChange).toHaveBeenCalledWith(['2026-03-05', '2026-03-12']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts the range anew when the second day is before the first', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilter();
    await openDialog(user);
    await user.click(day(/ 12\. März 2026$/));
    await user.click(day(/ 4\. März 2026$/));
    await user.click(day(/ 6\. März 2026$/));
    await user.click(screen.getByRole('button', { name: 'Veranstaltungen finden' }));
    expect(onChange).toHaveBeenCalledWith(['2026-03-04', '2026-03-06']);
  });

  it('applies a single day as a one-day range', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilter();
    await openDialog(user);
    await user.click(day(/ 17\. März 2026$/));
    await user.click(screen.getByRole('button', { name: 'Veranstaltungen finden' }));
    expect(onChange).toHaveBeenCalledWith(['2026-03-17', '2026-03-17']);
  });

  it('offers "Nachrichten finden" in a news list', async () => {
    const user = userEvent.setup();
    renderFilter({ listType: 'news', maxAge: 24 });
    await openDialog(user);
    expect(screen.getByRole('button', { name: 'Nachrichten finden' })).toBeInTheDocument();
  });

  it('moves by day and week with the arrows, by month with Page Up/Down, and picks with Enter', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilter();
    await openDialog(user);
    await user.click(day(/ 10\. März 2026$/));
    await user.keyboard('{ArrowRight}');
    expect(day(/ 11\. März 2026$/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(/ 18\. März 2026$/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day(/ 10\. März 2026$/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(day(/ 10\. April 2026$/)).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{PageUp}');
    expect(day(/ 10\. März 2026$/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Veranstaltungen finden' }));
    expect(onChange).toHaveBeenCalledWith(['2026-03-10', '2026-04-10']);
  });

  it('puts the focus on the first chosen day when it opens', async () => {
    const user = userEvent.setup();
    renderFilter();
    await openDialog(user);
    await waitFor(() => expect(day(/ 10\. März 2026$/)).toHaveFocus());
    // The focus trap's own initial focus comes later and must not take it away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(day(/ 10\. März 2026$/)).toHaveFocus();
  });

  it('keeps exactly one day in the tab order', async () => {
    const user = userEvent.setup();
    renderFilter();
    const dialog = await openDialog(user);
    const grid = within(dialog).getByRole('grid');
    const tabbable = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]).toHaveAccessibleName('Dienstag, 10. März 2026');
  });

  it('pages months with the previous and next buttons', async () => {
    const user = userEvent.setup();
    renderFilter();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voriger Monat' }));
    await user.click(screen.getByRole('button', { name: 'Voriger Monat' }));
    expect(screen.getByRole('heading', { name: 'Februar 2026' })).toBeInTheDocument();
  });

  it('removes the range with "Zurücksetzen"', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilter();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape without applying and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const { onChange } = renderFilter();
    await openDialog(user);
    await user.click(day(/ 5\. März 2026$/));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Zeitraum/ })).toHaveFocus();
  });

  it('names months and days in the page language', async () => {
    const user = userEvent.setup();
    renderWithMessages(
      <DateRangeFilter
        filter={{ ...dateFilter, longLabel: 'Event period' }}
        selected={['2026-03-10', '2026-03-20']}
        onChange={jest.fn()}
        listType="events"
      />,
      dateRangeMessages,
      'en',
    );
    await user.click(screen.getByRole('button', { name: /Zeitraum/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Event period' }, LOADED);
    await within(dialog).findByRole('grid', undefined, LOADED);
    expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Find events' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
  });
});
