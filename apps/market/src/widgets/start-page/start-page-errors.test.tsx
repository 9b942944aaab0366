import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startPlatform } from '@ctb/test-support';
import {
  chartResult,
  marketHandlers,
  type Feed,
  type Failure,
} from '../../common/testing/market-fixtures';
import { renderStartPage } from './testing/render-widget';

const server = startPlatform();
beforeEach(() => window.sessionStorage.clear());

const CHART_ERROR = 'Der Kursverlauf kann derzeit nicht geladen werden.';
const TOP_FLOP_ERROR = 'Tops und Flops können derzeit nicht geladen werden.';
const SYMBOLS_ERROR = 'Die Kurslisten können derzeit nicht geladen werden.';
const GENERAL = 'Leider ist ein technischer Fehler aufgetreten.';

function failing(fail: Partial<Record<Feed, Failure>>) {
  const { handlers, requests } = marketHandlers({ fail });
  server.use(...handlers);
  return requests;
}

describe('the market start page when feeds fail', () => {
  it.each([500, 'malformed'] as const)(
    'shows the chart error in place of a failed chart (%s) and keeps the lists',
    async (failure) => {
      failing({ chart: failure });
      renderStartPage();
      expect(await screen.findByText(CHART_ERROR)).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'ATX' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByText('Letzter Stand')).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await screen.findByRole('heading', { name: 'Tops' });
      expect(
        screen.getByRole('heading', { name: 'Meistgehandelt an der Wiener Börse' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(GENERAL)).not.toBeInTheDocument();
    },
  );

  it('shows the top/flop error in place of failed top/flop lists and keeps chart and symbol lists', async () => {
    failing({ topFlop: 500 });
    renderStartPage();
    expect(await screen.findByText(TOP_FLOP_ERROR)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tops' })).not.toBeInTheDocument();
    expect(await screen.findByText('Letzter Stand')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Beliebte ETFs' })).toBeInTheDocument();
  });

  it('shows the symbol lists error in place of failed symbol lists and keeps chart and top/flop', async () => {
    failing({ symbols: 'malformed' });
    renderStartPage();
    expect(await screen.findByText(SYMBOLS_ERROR)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tops' })).toBeInTheDocument();
    expect(await screen.findByText('Letzter Stand')).toBeInTheDocument();
  });

  it('replaces all three with one general error panel when all three fail, and can try again', async () => {
    const requests = failing({ chart: 500, topFlop: 500, symbols: 500 });
    renderStartPage();
    const panel = (await screen.findByText(GENERAL)).closest<HTMLElement>('[role="alert"]');
    if (!panel) throw new Error('the general error panel is no alert');
    expect(panel).toHaveTextContent('Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.');
    for (const text of [CHART_ERROR, TOP_FLOP_ERROR, SYMBOLS_ERROR]) {
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    server.use(...marketHandlers().handlers);
    await userEvent.click(within(panel).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Letzter Stand')).toBeInTheDocument();
    expect(screen.queryByText(GENERAL)).not.toBeInTheDocument();
    expect(requests.chart).toHaveLength(1);
  });

  it('names an index without data in uppercase', async () => {
    const { handlers } = marketHandlers({
      chart: () =>
        chartResult({
          name: 'Rtx',
          last: null,
          changePercent: null,
          historicClose: null,
          lastDateTime: null,
          tradingTimeStart: null,
          tradingTimeEnd: null,
          values: [],
        }),
    });
    server.use(...handlers);
    renderStartPage({ indices: [{ symbol: 'RTX', label: 'Rtx' }] });
    expect(
      await screen.findByText('Für den Index RTX liegen derzeit keine Kursdaten vor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als Tabelle anzeigen' })).not.toBeInTheDocument();
  });

  it('leaves out a list entry’s link when its URL is not a site path', async () => {
    server.use(
      http.get('*/cachableservlets/market/topflop.json', () =>
        HttpResponse.json([
          {
            name: 'top',
            symbols: [{ name: 'Tückische AG', url: 'javascript:alert(1)', changePercent: 2 }],
          },
          { name: 'flop', symbols: [] },
        ]),
      ),
      ...marketHandlers().handlers,
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderStartPage();
    const name = await screen.findByText('Tückische AG');
    expect(name.closest('a')).toBeNull();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('market/start-page')),
    );
    warn.mockRestore();
  });
});
