import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { createWidgetRenderer, startPlatform } from '@ctb/test-support';
import { chartResult, marketHandlers } from '../../common/testing/market-fixtures';
import { CompactIndexChart } from './compact-index-chart';
import { indexChartConfigSchema } from './config-schema';
import indexChartWidget from './index-chart-widget';

const server = startPlatform();
const { renderWidget } = createWidgetRenderer(indexChartWidget.messages);

const config = (overrides: Record<string, unknown> = {}) =>
  v.parse(indexChartConfigSchema, {
    blz: '20320',
    bstnr: '0001',
    symbol: 'ATX',
    marketPageUrl: '/de/market.html',
    ...overrides,
  });

describe('the compact index chart', () => {
  it('shows the index of the day under its heading, with the way to all market data', async () => {
    const { handlers, requests } = marketHandlers();
    server.use(...handlers);
    renderWidget(<CompactIndexChart config={config()} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Börse aktuell: ATX' }),
    ).toBeInTheDocument();
    await screen.findByText('Letzter Stand');
    expect(screen.getByText('Tageshoch', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '4.810,50',
    );
    expect(screen.getByRole('link', { name: 'Alle Marktdaten' })).toHaveAttribute(
      'href',
      '/de/market.html',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Als Tabelle anzeigen' }));
    expect(screen.getByRole('table', { name: 'Kursverlauf ATX, 1 Tag' })).toBeInTheDocument();
    expect(Object.fromEntries(requests.chart[0]?.searchParams ?? [])).toEqual({
      blz: '20320',
      bstnr: '0001',
      index: 'ATX',
      interval: 'intraday',
    });
  });

  it('takes its heading from the page and says when the chart fails', async () => {
    server.use(...marketHandlers({ fail: { chart: 500 } }).handlers);
    renderWidget(
      <CompactIndexChart config={config({ title: 'Wiener Börse', headingLevel: 3 })} />,
      {
        language: 'it',
      },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Wiener Börse' })).toBeInTheDocument();
    expect(
      await screen.findByText("Al momento non è possibile caricare l'andamento."),
    ).toBeInTheDocument();
  });

  it('names an index without data in uppercase', async () => {
    const empty = chartResult({ name: 'rtx', last: null, values: [] });
    server.use(...marketHandlers({ chart: () => empty }).handlers);
    renderWidget(<CompactIndexChart config={config({ symbol: 'RTX' })} />);
    expect(
      await screen.findByText('Für den Index RTX liegen derzeit keine Kursdaten vor.'),
    ).toBeInTheDocument();
  });

  it('refuses a config without a site path for the market page', () => {
    const result = v.safeParse(indexChartConfigSchema, {
      ...config(),
      marketPageUrl: 'javascript:alert(1)',
    });
    expect(result.issues?.[0]?.message).toBe('marketPageUrl must be a site path');
  });
});
