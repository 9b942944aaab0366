import { get, routeTestServer } from '../../testing/route-test-server';
import { send } from '../../testing/http-request';
import { MARKET_PATHS, registerMarketRoutes } from './market-routes';

const app = routeTestServer(registerMarketRoutes);
afterAll(() => app.close());

const bank = 'blz=20320&bstnr=0001';

describe('the market services', () => {
  it('answer the chart of an index with the bank code and branch', async () => {
    const response = await get(app, `${MARKET_PATHS.chart}?${bank}&index=ATX`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const chart = response.json();
    expect(chart).toMatchObject({
      name: 'ATX',
      interval: 'intraday',
      url: '/marktdaten/indizes/atx.html',
    });
    // testConfig's clock: Monday 2 March 2026, 11:00 in Vienna
    expect(chart.lastDateTime).toBe('2026-03-02T11:00:00+01:00');
    expect(chart.values).toHaveLength(121);
  });

  it('answer another interval', async () => {
    const response = await get(app, `${MARKET_PATHS.chart}?${bank}&index=DAX&interval=1Y`);
    expect(response.json().interval).toBe('1Y');
  });

  it('compute the answer for the time QA asks for', async () => {
    const query = `${MARKET_PATHS.chart}?${bank}&index=ATX&ctbNow=2026-03-02T15:00:00Z`;
    expect((await get(app, query)).json().lastDateTime).toBe('2026-03-02T16:00:00+01:00');
    const header = await send(app, {
      url: `${MARKET_PATHS.chart}?${bank}&index=ATX`,
      headers: { 'x-ctb-now': '2026-03-02T08:30:00Z' },
    });
    expect(header.json().values).toHaveLength(31);
    const bad = await get(app, `${MARKET_PATHS.chart}?${bank}&index=ATX&ctbNow=tomorrow`);
    expect(bad.statusCode).toBe(400);
  });

  it('refuse calls without a bank code or branch, naming the parameter', async () => {
    const response = await get(app, `${MARKET_PATHS.chart}?bstnr=0001&index=ATX`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/blz/);
    const branch = await get(app, `${MARKET_PATHS.symbols}?blz=20320&bstnr=abc`);
    expect(branch.statusCode).toBe(400);
    expect(branch.json().message).toMatch(/bstnr: must be a branch number/);
  });

  it('want index symbols in uppercase and know which exist', async () => {
    expect((await get(app, `${MARKET_PATHS.topFlop}?${bank}&symbol=atx`)).statusCode).toBe(400);
    const unknown = await get(app, `${MARKET_PATHS.topFlop}?${bank}&symbol=SMI`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown index "SMI".');
    expect((await get(app, `${MARKET_PATHS.chart}?${bank}&index=ATX&interval=2D`)).statusCode).toBe(
      400,
    );
  });

  it('answer top/flop as two symbol lists and the bank’s symbol lists', async () => {
    const topFlop = (await get(app, `${MARKET_PATHS.topFlop}?${bank}&symbol=ATX`)).json();
    expect(topFlop.map((list: { name: string }) => list.name)).toEqual(['top', 'flop']);
    const symbols = (await get(app, `${MARKET_PATHS.symbols}?${bank}&language=it`)).json();
    expect(symbols[0].name).toBe('I più scambiati alla Borsa di Vienna');
    expect(symbols[0].symbols[0]).toEqual({
      name: expect.any(String),
      url: expect.stringMatching(/^\/marktdaten\/aktien\/AT\w{10}\.html$/),
      changePercent: expect.any(Number),
    });
  });

  it('search by term and refuse an empty term', async () => {
    const result = (
      await get(app, `${MARKET_PATHS.search}?${bank}&searchTerm=AT0000652011`)
    ).json();
    expect(result.groups[0].details[0].name).toBe('Erste Group Bank AG');
    expect((await get(app, `${MARKET_PATHS.search}?${bank}&searchTerm=%20`)).statusCode).toBe(400);
  });

  it.each(Object.entries(MARKET_PATHS))(
    'let the %s call fail on its own when asked',
    async (_name, path) => {
      const query = `${path}?${bank}&index=ATX&symbol=ATX&searchTerm=erste`;
      expect((await get(app, query)).statusCode).toBe(200);
      expect((await get(app, `${query}&ctbFail=500`)).statusCode).toBe(500);
      const malformed = await get(app, `${query}&ctbFail=malformed`);
      expect(malformed.json()).toEqual({ unexpected: expect.any(String) });
    },
  );
});
