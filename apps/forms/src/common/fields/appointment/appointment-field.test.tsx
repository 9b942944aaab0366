import { startPlatform } from '@ctb/test-support';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, getISOWeek, startOfISOWeek } from 'date-fns';
import { appointmentService } from '../../testing/appointment-service';
import { formServices } from '../../testing/form-services';
import { formsPage } from '../../testing/forms-page';

jest.setTimeout(30_000);
const platform = startPlatform();
const page = formsPage();

const definition = {
  id: 'termin-test',
  title: 'Beratungstermin',
  steps: [
    {
      id: 'termin',
      title: 'Termin',
      fields: [
        {
          id: 'appointment',
          type: 'appointment',
          label: 'Ihre Terminvorschläge',
          required: true,
          maxSelections: 3,
        },
      ],
    },
  ],
};

/** The picker, moved to next week (always wholly to come), with its grid loaded. */
async function nextWeek(user: ReturnType<typeof userEvent.setup>) {
  const form = await page.place('form', { definition });
  await within(form).findByRole('grid');
  await user.click(within(form).getByRole('button', { name: 'Nächste Woche' }));
  const monday = addDays(startOfISOWeek(new Date()), 7);
  const grid = await within(form).findByRole('grid', {
    name: new RegExp(`Woche vom ${String(monday.getDate()).padStart(2, '0')}\\.`),
  });
  return { form, grid };
}

const free = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-disabled') !== 'true');

describe('appointment picker', () => {
  it('asks the service for the week, month and year of today, and shows the week from Monday', async () => {
    const service = appointmentService();
    platform.use(service.handler, ...formServices().handlers);
    const form = await page.place('form', { definition });
    const grid = await within(form).findByRole('grid');
    const today = new Date();
    expect(service.requests[0]).toEqual({
      week: String(getISOWeek(today)),
      month: String(today.getMonth() + 1),
      year: String(today.getFullYear()),
    });
    const days = within(grid).getAllByRole('rowheader');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent(/^Montag/);
    expect(days[6]).toHaveTextContent(/^Sonntag/);
  });

  it('marks a fully booked day and keeps its blocks from being chosen', async () => {
    platform.use(appointmentService().handler, ...formServices().handlers);
    const user = userEvent.setup();
    const { grid } = await nextWeek(user);
    const wednesday = within(grid).getAllByRole('row')[2]!;
    expect(within(wednesday).getByText('ausgebucht')).toBeInTheDocument();
    const blocked = within(wednesday).getAllByRole('button')[0]!;
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await user.click(blocked);
    expect(blocked).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes blocks up to the maximum, then marks the rest; removing one frees them, change clears', async () => {
    platform.use(appointmentService().handler, ...formServices().handlers);
    const user = userEvent.setup();
    const { form, grid } = await nextWeek(user);
    const available = free(grid).length;
    for (const index of [0, 1, 2]) await user.click(free(grid)[index]!);
    expect(within(form).getByText('Ihre Terminvorschläge (3 von 3)')).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Sie haben 3 Terminvorschläge gewählt. Entfernen Sie einen, um einen anderen zu wählen.',
      ),
    ).toBeInTheDocument();
    const chosen = within(grid).getAllByRole('button', { pressed: true });
    expect(chosen).toHaveLength(3);
    // Only the three chosen stay usable (to remove them again).
    expect(free(grid)).toEqual(chosen);

    await user.click(within(form).getAllByRole('button', { name: /^Termin .* entfernen$/ })[0]!);
    expect(within(form).getByText('Ihre Terminvorschläge (2 von 3)')).toBeInTheDocument();
    expect(free(grid)).toHaveLength(available);

    await user.click(within(form).getByRole('button', { name: 'Auswahl ändern' }));
    expect(within(form).getByText('Ihre Terminvorschläge (0 von 3)')).toBeInTheDocument();
    expect(within(grid).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('works as a grid by keyboard: one tab stop, arrows between blocks and days, Enter chooses', async () => {
    platform.use(appointmentService().handler, ...formServices().handlers);
    const user = userEvent.setup();
    const { grid } = await nextWeek(user);
    const monday = within(grid).getAllByRole('row')[0]!;
    const tuesday = within(grid).getAllByRole('row')[1]!;
    const [first, second] = within(monday).getAllByRole('button');
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([first]);
    first!.focus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(tuesday).getAllByRole('button')[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(tuesday).getAllByRole('button')[1]).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{End}');
    expect(within(tuesday).getAllByRole('button')[2]).toHaveFocus();
  });

  it('fetches the next month’s page when asked for it', async () => {
    const service = appointmentService();
    platform.use(service.handler, ...formServices().handlers);
    const user = userEvent.setup();
    const form = await page.place('form', { definition });
    await within(form).findByRole('grid');
    await user.click(within(form).getByRole('button', { name: 'Nächster Monat' }));
    const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1);
    await waitFor(() =>
      expect(service.requests.at(-1)).toMatchObject({
        month: String(next.getMonth() + 1),
        year: String(next.getFullYear()),
      }),
    );
    // Page by page: only the month asked for, once (pages already seen come from the cache).
    expect(
      service.requests.filter((query) => query['month'] === String(next.getMonth() + 1)),
    ).toHaveLength(1);
    const label = new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric' }).format(next);
    expect(within(form).getByText(label)).toBeInTheDocument();
  });

  it('says that no times could be loaded when the service fails, and logs it', async () => {
    // A service of its own, so no page an earlier test loaded comes from the cache.
    const failing = '/api/forms-down/forms-ui-services/rest/appointmentTime/';
    platform.use(
      appointmentService(500, `http://127.0.0.1:8090${failing}`).handler,
      ...formServices().handlers,
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = structuredClone(definition);
    Object.assign(broken.steps[0]!.fields[0]!, { serviceUrl: failing });
    const form = await page.place('form', { definition: broken });
    expect(
      await within(form).findByText(
        'Es konnten keine Termine geladen werden. Bitte versuchen Sie es später erneut.',
      ),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('grid')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining('appointment times of form "termin-test" could not be loaded'),
        expect.anything(),
      ),
    );
    error.mockRestore();
  });
});
