import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startPlatform } from '@ctb/test-support';
import { CHART_URL, chartResult, marketHandlers } from '../../common/testing/market-fixtures';
import { renderStartPage } from './testing/render-widget';

const server = startPlatform();

/** The chart service during the session of 2 March 2026: one more minute on every request. */
function liveChart({ firstAnswer = Promise.resolve() } = {}) {
  const requests: URL[] = [];
  let failFrom = Infinity;
  server.use(
    http.get(`*${CHART_URL}`, async ({ request }) => {
      requests.push(new URL(request.url));
      if (requests.length === 1) await firstAnswer;
      if (requests.length >= failFrom)
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      const minute = 1 + requests.length;
      const values = Array.from({ length: minute + 1 }, (_, index) => ({
        dateTime: `2026-03-02T09:0${index}:00+01:00`,
        close: 4800 + index,
      }));
      return HttpResponse.json(
        chartResult({
          values,
          last: 4800 + minute,
          lastDateTime: `2026-03-02T09:0${minute}:00+01:00`,
        }),
      );
    }),
    ...marketHandlers().handlers,
  );
  return { requests, failFrom: (count: number) => (failFrom = count) };
}

const minute = () => act(() => jest.advanceTimersByTimeAsync(60_000));
const figure = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('live data during trading hours', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    // 09:02:30 in Vienna: the session of 09:00-17:30 is running.
    jest.useFakeTimers({ now: new Date('2026-03-02T08:02:30Z'), doNotFake: ['queueMicrotask'] });
  });
  afterEach(() => {
    setVisibility('visible');
    window.dispatchEvent(new Event('online'));
    jest.useRealTimers();
  });

  it('asks again every minute and shows the new values, keeping the chosen tab', async () => {
    const chart = liveChart();
    renderStartPage();
    await screen.findByText('Letzter Stand');
    expect(figure('Stand')).toBe('02.03.2026 09:02');
    expect(screen.getByText(/Börse geöffnet/)).toBeInTheDocument();
    await minute();
    await waitFor(() => expect(chart.requests).toHaveLength(2));
    await waitFor(() => expect(figure('Stand')).toBe('02.03.2026 09:03'));
    expect(figure('Letzter Stand')).toBe('4.803,00');
    expect(screen.getByRole('tab', { name: 'ATX' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps asking every minute when the page renders again in between', async () => {
    // The first answer takes 10 s, so the page's own minute clock renders it again before the
    // refresh is due; that must not put the refresh off.
    let answer = () => {};
    const chart = liveChart({ firstAnswer: new Promise<void>((resolve) => (answer = resolve)) });
    renderStartPage();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    answer();
    await screen.findByText('Letzter Stand');
    // A minute after the answer, not a minute after the last render (no waitFor: it would move
    // the fake clock on until a late refresh came).
    await act(() => jest.advanceTimersByTimeAsync(61_000));
    expect(chart.requests).toHaveLength(2);
    await waitFor(() => expect(figure('Stand')).toBe('02.03.2026 09:03'));
  });

  it('pauses while the page is hidden and while offline', async () => {
    const chart = liveChart();
    renderStartPage();
    await screen.findByText('Letzter Stand');
    setVisibility('hidden');
    await minute();
    await minute();
    expect(chart.requests).toHaveLength(1);
    setVisibility('visible');
    await waitFor(() => expect(chart.requests).toHaveLength(2));
    window.dispatchEvent(new Event('offline'));
    await minute();
    await minute();
    expect(chart.requests).toHaveLength(2);
  });

  it('does not ask again once the exchange has closed', async () => {
    jest.setSystemTime(new Date('2026-03-02T17:00:00Z'));
    const chart = liveChart();
    renderStartPage();
    await screen.findByText('Letzter Stand');
    expect(screen.getByText('Börse geschlossen · Schlussstand vom 02.03.2026')).toBeInTheDocument();
    await minute();
    await minute();
    expect(chart.requests).toHaveLength(1);
  });

  it('keeps the shown values and says so when a refresh fails', async () => {
    const chart = liveChart();
    chart.failFrom(2);
    renderStartPage();
    await screen.findByText('Letzter Stand');
    await minute();
    expect(
      await screen.findByText(
        'Die Aktualisierung ist fehlgeschlagen; angezeigt wird der Stand 02.03.2026 09:02.',
      ),
    ).toBeInTheDocument();
    expect(figure('Letzter Stand')).toBe('4.802,00');
  });
});
