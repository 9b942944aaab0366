import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startPlatform } from '@ctb/test-support';
import { marketHandlers } from '../../common/testing/market-fixtures';
import { renderStartPage } from './testing/render-widget';
import { SELECTED_INDEX_KEY } from './use-remembered-index';

const server = startPlatform();
beforeEach(() => window.sessionStorage.clear());

/** The key figures as a screen reader finds them: each term with its value. */
function figure(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('the market start page', () => {
  it('shows the first index with its key figures in German formats', async () => {
    const { handlers, requests } = marketHandlers();
    server.use(...handlers);
    renderStartPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['ATX', 'ATX Prime', 'DAX']);
    expect(screen.getByRole('tab', { name: 'ATX' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Indizes' })).toBeInTheDocument();
    await screen.findByText('Letzter Stand');
    expect(figure('Letzter Stand')).toBe('4.795,25');
    expect(figure('Veränderung zum Vortag')).toBe('▲+0,32\u00a0%');
    expect(figure('Stand')).toBe('02.03.2026 09:02');
    expect(figure('Eröffnung')).toBe('4.800,00');
    expect(figure('Tageshoch')).toBe('4.810,50');
    expect(figure('Tagestief')).toBe('4.795,25');
    expect(figure('Vortagesschluss')).toBe('4.780,00');
    expect(figure('Handelszeit')).toBe('09:00–17:30 Uhr');
    const chart = requests.chart[0];
    expect(Object.fromEntries(chart?.searchParams ?? [])).toEqual({
      blz: '20320',
      bstnr: '0001',
      index: 'ATX',
      interval: 'intraday',
    });
  });

  it('asks top/flop for the chosen index in uppercase and shows six of each with sign and link', async () => {
    const { handlers, requests } = marketHandlers();
    server.use(...handlers);
    renderStartPage({ indices: [{ symbol: 'ATX' }] });
    const tops = await screen.findByRole('heading', { name: 'Tops' });
    const topList = within(tops.parentElement as HTMLElement).getByRole('list');
    const items = within(topList).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Lenzing AG▲+1,54 %');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Lenzing AG' }),
    ).toHaveAttribute('href', '/marktdaten/aktien/AT0000644505.html');
    const flops = screen.getByRole('heading', { name: 'Flops' }).parentElement as HTMLElement;
    expect(within(flops).getAllByRole('listitem')[0]).toHaveTextContent('Verbund AG▼-1,59 %');
    expect(within(flops).getAllByRole('listitem')[5]).toHaveTextContent(
      'UNIQA Insurance Group AG▶0,00 %',
    );
    expect(screen.getByRole('heading', { name: 'Tops und Flops im ATX' })).toBeInTheDocument();
    expect(requests.topFlop[0]?.searchParams.get('symbol')).toBe('ATX');
    expect(requests.topFlop[0]?.searchParams.get('blz')).toBe('20320');
    expect(requests.symbols[0]?.searchParams.get('bstnr')).toBe('0001');
    expect(requests.symbols[0]?.searchParams.get('language')).toBe('de');
  });

  it('shows the symbol lists under their names, at most six items each', async () => {
    const { handlers } = marketHandlers();
    server.use(...handlers);
    renderStartPage();
    const heading = await screen.findByRole('heading', {
      name: 'Meistgehandelt an der Wiener Börse',
    });
    expect(within(heading.parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Beliebte ETFs' })).toBeInTheDocument();
  });

  it('switches tabs by click and by arrow keys and remembers the choice for the session', async () => {
    const { handlers, requests } = marketHandlers();
    server.use(...handlers);
    const { unmount } = renderStartPage();
    await screen.findByText('Letzter Stand');
    await userEvent.click(screen.getByRole('tab', { name: 'DAX' }));
    expect(screen.getByRole('tab', { name: 'DAX' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'DAX' })).toBeVisible();
    await waitFor(() => expect(requests.chart.at(-1)?.searchParams.get('index')).toBe('DAX'));
    await waitFor(() => expect(requests.topFlop.at(-1)?.searchParams.get('symbol')).toBe('DAX'));
    expect(window.sessionStorage.getItem(SELECTED_INDEX_KEY)).toBe('DAX');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'ATX Prime' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'ATX Prime' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'DAX' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ATX' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'ATX' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'DAX' })).toHaveAttribute('tabindex', '-1');

    await userEvent.click(screen.getByRole('tab', { name: 'ATX Prime' }));
    unmount();
    renderStartPage();
    expect(screen.getByRole('tab', { name: 'ATX Prime' })).toHaveAttribute('aria-selected', 'true');
    // Many steps of typing and clicking: more than the default 5 s on a busy machine.
  }, 20_000);

  it('starts on the first tab when the remembered index is not on this page', () => {
    server.use(...marketHandlers().handlers);
    window.sessionStorage.setItem(SELECTED_INDEX_KEY, 'NDX');
    renderStartPage();
    expect(screen.getByRole('tab', { name: 'ATX' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for another period and keeps the tab', async () => {
    const { handlers, requests } = marketHandlers();
    server.use(...handlers);
    renderStartPage();
    await screen.findByText('Letzter Stand');
    const week = screen.getByRole('button', { name: '1 Woche' });
    await userEvent.click(week);
    expect(week).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests.chart.at(-1)?.searchParams.get('interval')).toBe('1W'));
    expect(screen.getByRole('tab', { name: 'ATX' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers every plotted value as a table on demand, and hides it again', async () => {
    server.use(...marketHandlers().handlers);
    renderStartPage();
    await screen.findByText('Letzter Stand');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Als Tabelle anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Tabelle ausblenden');
    const table = screen.getByRole('table', { name: 'Kursverlauf ATX, 1 Tag' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ZeitpunktStand',
      '02.03.2026 09:004.800,00',
      '02.03.2026 09:014.810,50',
      '02.03.2026 09:024.795,25',
    ]);
    const region = screen.getByRole('region', { name: 'Kursverlauf ATX, 1 Tag' });
    expect(region).toContainElement(table);
    expect(toggle).toHaveAttribute('aria-controls', region.id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('writes figures with the page language’s separators', async () => {
    server.use(...marketHandlers().handlers);
    renderStartPage({}, { language: 'en' });
    await screen.findByText('Last value');
    expect(figure('Last value')).toBe('4,795.25');
    expect(figure('Change on previous day')).toBe('▲+0.32%');
    expect(figure('As of')).toBe('02.03.2026 09:02');
    expect(screen.getByRole('tablist', { name: 'Indices' })).toBeInTheDocument();
  });
});
