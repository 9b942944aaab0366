import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { branchJson } from '../../common/services/testing/branch-fixtures';
import {
  storeBranch,
  storeInAnotherTab,
  zirl,
} from '../../common/stored-branch/testing/stored-branches';
import { startPlatform } from '@ctb/test-support';
import { renderWidget } from './testing/render-widget';
import type { OpeningHoursConfig } from './config-schema';
import { OpeningHours } from './opening-hours';
import { viennaWeekday } from './vienna-weekday';

const server = startPlatform();

const WEEK = [
  {
    day: 0,
    intervals: [
      { open: '08:00', close: '12:00' },
      { open: '13:30', close: '16:00' },
    ],
  },
  { day: 1, intervals: [{ open: '08:00', close: '12:00' }] },
  {
    day: 3,
    intervals: [
      { open: '08:00', close: '12:00' },
      { open: '13:30', close: '17:30' },
    ],
  },
  { day: 4, intervals: [{ open: '08:00', close: '15:00' }] },
];

/** Answers GET /api/branches/info/:id; `openNow` may change between calls. */
function serveBranch(open: () => boolean | 'fail' = () => true) {
  const requested: string[] = [];
  server.use(
    http.get('*/api/branches/info/:id', ({ params }) => {
      requested.push(String(params.id));
      const state = open();
      if (state === 'fail') return HttpResponse.json({ message: 'kaputt' }, { status: 500 });
      return HttpResponse.json(
        branchJson({
          id: params.id,
          name: params.id === zirl.id ? zirl.name : 'Steirische Regionalbank Graz-Wetzelsdorf',
          openingHours: { openNow: state, periods: WEEK },
        }),
      );
    }),
  );
  return requested;
}

const renderHours = (config: OpeningHoursConfig = {}) =>
  renderWidget(<OpeningHours config={config} />);

describe('OpeningHours', () => {
  beforeEach(() => storeBranch(null));
  afterEach(() => jest.useRealTimers());

  it('shows open now and the week of a configured branch, Monday first, with lunch breaks and closed days', async () => {
    const requested = serveBranch();
    renderHours({ branchId: '38150-0003', title: 'Kassenzeiten' });
    expect(screen.getByRole('status')).toHaveTextContent('Öffnungszeiten werden geladen …');
    expect(await screen.findByText('Jetzt geöffnet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kassenzeiten' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Montag.*08:00–12:00, 13:30–16:00$/),
      expect.stringMatching(/^Dienstag.*08:00–12:00$/),
      expect.stringMatching(/^Mittwoch.*geschlossen$/),
      expect.stringMatching(/^Donnerstag.*08:00–12:00, 13:30–17:30$/),
      expect.stringMatching(/^Freitag.*08:00–15:00$/),
      expect.stringMatching(/^Samstag.*geschlossen$/),
      expect.stringMatching(/^Sonntag.*geschlossen$/),
    ]);
    expect(rows[viennaWeekday()]).toHaveAttribute('aria-current', 'date');
    expect(requested).toEqual(['38150-0003']);
  });

  it('shows closed now from the fetched flag', async () => {
    serveBranch(() => false);
    renderHours({ branchId: '38150-0003' });
    expect(await screen.findByText('Jetzt geschlossen')).toBeInTheDocument();
  });

  it('follows the stored branch and shows nothing while none is stored', async () => {
    const requested = serveBranch();
    const { container } = renderHours();
    expect(container).toBeEmptyDOMElement();
    storeBranch(zirl);
    expect(await screen.findByText(zirl.name)).toBeInTheDocument();
    storeInAnotherTab(null);
    expect(container).toBeEmptyDOMElement();
    expect(requested).toEqual([zirl.id]);
  });

  it('fetches the open-now state again when the page becomes visible', async () => {
    let open = true;
    serveBranch(() => open);
    renderHours({ branchId: '38150-0003' });
    await screen.findByText('Jetzt geöffnet');
    open = false;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('Jetzt geschlossen')).toBeInTheDocument();
  });

  it('fetches the open-now state again every minute', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let open = true;
    const requested = serveBranch(() => open);
    renderHours({ branchId: '38150-0003' });
    await screen.findByText('Jetzt geöffnet');
    open = false;
    act(() => jest.advanceTimersByTime(59_000));
    expect(requested).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.getByText('Jetzt geschlossen')).toBeInTheDocument());
    expect(requested).toHaveLength(2);
  });

  it('says when the hours cannot be loaded and logs which branch failed', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveBranch(() => 'fail');
    renderHours({ branchId: '38150-0003' });
    expect(
      await screen.findByText('Die Öffnungszeiten konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(log.mock.calls[0]?.[0]).toBe(
      '[ctb] banksearch/opening-hours: the hours of branch 38150-0003 could not be loaded',
    );
    log.mockRestore();
  });
});
