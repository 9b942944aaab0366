import type { Budgets, Figures, PageFigures } from './budget-files';
import { checkBudgets, formatResults } from './check-budgets';

const budgets: Budgets = {
  pages: [
    {
      name: 'one credit calculator',
      path: '/de/calculators.html',
      keepOnly: 'calculators/credit',
      maxJsKiB: 210,
    },
    { name: 'home page', path: '/de/index.html', maxJsKiB: 320 },
  ],
  domainPages: { path: '/de/{domain}.html', maxJsKiB: 60 },
};

const remotes = {
  lists: 'http://localhost:8101/mf-manifest.json',
  calculators: 'http://localhost:8103/releases/0.1.0-abc1234/mf-manifest.json',
};

function script(url: string, gzipKiB: number, swr = false, valibot = false) {
  return {
    url,
    status: 200,
    raw: gzipKiB * 3072,
    gzip: gzipKiB * 1024,
    transferred: gzipKiB * 900,
    encoding: 'br',
    swr,
    valibot,
  };
}

function page(
  name: string,
  path: string,
  widgets: string[],
  scripts: ReturnType<typeof script>[],
): PageFigures {
  return {
    name,
    path,
    keepOnly: null,
    widgets: widgets.map((widget) => ({ widget, state: 'mounted' })),
    scripts,
  };
}

const shell = script('http://localhost:8100/shell.js', 32);
const react = (origin: string) =>
  script(`${origin}/node_modules_pnpm_react_19_3_1_node_modules_react_index_js.3f0dd19c.js`, 3);
const shared = (origin: string) =>
  script(`${origin}/libs_shared_src_index_ts.acd15826.js`, 14, true);

const figures = (...pages: PageFigures[]): Figures => ({
  measuredAt: '2026-11-25T10:00:00Z',
  remotes,
  pages,
});

describe('page budgets', () => {
  it('passes pages within their budget that load only their own domains, once', () => {
    const results = checkBudgets(
      figures(
        page(
          'one credit calculator',
          '/de/calculators.html',
          ['calculators/credit'],
          [
            shell,
            react('http://localhost:8103/releases/0.1.0-abc1234'),
            shared('http://localhost:8103/releases/0.1.0-abc1234'),
          ],
        ),
        page('forms page', '/de/forms.html', [], [shell]),
      ),
      budgets,
    );
    expect(results.map((result) => result.problems)).toEqual([[], []]);
    expect(formatResults(results)).toBe(
      '✔ one credit calculator (/de/calculators.html): 49.0 KiB of 210 KiB\n✔ forms page (/de/forms.html): 32.0 KiB of 60 KiB',
    );
  });

  it('fails a page over its budget, saying by how much', () => {
    const [result] = checkBudgets(
      figures(
        page(
          'home page',
          '/de/index.html',
          ['calculators/credit'],
          [shell, script('http://localhost:8103/big.1.js', 300)],
        ),
      ),
      budgets,
    );
    expect(result?.problems).toEqual([
      '332.0 KiB of JS (gzip -9) is over its budget of 320 KiB by 12.0 KiB',
    ]);
  });

  it('holds a domain page without an entry to the domain-page ceiling', () => {
    const [result] = checkBudgets(
      figures(
        page(
          'forms page',
          '/de/forms.html',
          ['forms/contact'],
          [shell, script('http://localhost:8104/forms.1.js', 40)],
        ),
      ),
      budgets,
    );
    expect(result?.budgetKiB).toBe(60);
    expect(result?.problems).toEqual([expect.stringContaining('over its budget of 60 KiB')]);
  });

  it('fails a page that loads code of a domain whose widgets it does not hold', () => {
    const [result] = checkBudgets(
      figures(
        page(
          'one credit calculator',
          '/de/calculators.html',
          ['calculators/credit'],
          [shell, script('http://localhost:8101/remoteEntry.js', 9)],
        ),
      ),
      budgets,
    );
    expect(result?.problems).toEqual([
      'loads 1 script(s) of lists, whose widgets it does not hold (http://localhost:8101/remoteEntry.js)',
    ]);
  });

  it('fails a page that loads a second copy of a singleton, from another app or release', () => {
    const [result] = checkBudgets(
      figures(
        page(
          'home page',
          '/de/index.html',
          ['calculators/credit', 'lists/news'],
          [
            shell,
            react('http://localhost:8103/releases/0.1.0-abc1234'),
            react('http://localhost:8101'),
            shared('http://localhost:8103/releases/0.1.0-abc1234'),
            shared('http://localhost:8101'),
          ],
        ),
      ),
      budgets,
    );
    expect(result?.problems).toEqual([
      'loads react from 2 places (http://localhost:8103/releases/0.1.0-abc1234/, http://localhost:8101/): a second copy of a singleton',
      'loads @ctb/shared from 2 places (http://localhost:8103/releases/0.1.0-abc1234/, http://localhost:8101/): a second copy of a singleton',
      expect.stringMatching(/^runs swr from 2 scripts/),
    ]);
  });

  it('knows the shared core (react, react-dom, react-intl, runtime) by the one chunk it is', () => {
    const together = (origin: string) => script(`${origin}/shared-core.33ed1256.js`, 84);
    const [result] = checkBudgets(
      figures(
        page(
          'home page',
          '/de/index.html',
          ['calculators/credit', 'lists/news'],
          [shell, together('http://localhost:8103'), together('http://localhost:8101')],
        ),
      ),
      budgets,
    );
    expect(result?.problems).toEqual([
      'loads the shared core from 2 places (http://localhost:8103/, http://localhost:8101/): a second copy of a singleton',
    ]);
  });

  it('fails a page that runs valibot from two scripts (an app bundling its own copy)', () => {
    const [result] = checkBudgets(
      figures(
        page(
          'home page',
          '/de/index.html',
          ['calculators/credit', 'lists/news'],
          [
            shell,
            script(
              'http://localhost:8103/libs_shared_src_entries_validation_ts.1a2b3c4d.js',
              3.7,
              false,
              true,
            ),
            script(
              'http://localhost:8101/vendors-node_modules_pnpm_valibot_1_5_0_node_modules_valibot_dist_index_mjs.5e6f7a8b.js',
              2.2,
              false,
              true,
            ),
          ],
        ),
      ),
      budgets,
    );
    expect(result?.problems).toEqual([
      'runs valibot from 2 scripts (http://localhost:8103/libs_shared_src_entries_validation_ts.1a2b3c4d.js, http://localhost:8101/vendors-node_modules_pnpm_valibot_1_5_0_node_modules_valibot_dist_index_mjs.5e6f7a8b.js): one copy is @ctb/shared/validation',
    ]);
  });

  it('holds each entry of @ctb/shared to one place, and lets two entries come from two apps', () => {
    const entry = (origin: string, name: string, suffix = '') =>
      script(`${origin}/libs_shared_src_entries_${name}_ts${suffix}.0cb947dc.js`, 2);
    const [result] = checkBudgets(
      figures(
        page(
          'home page',
          '/de/index.html',
          ['calculators/credit', 'lists/news'],
          [
            shell,
            entry('http://localhost:8103', 'runtime'),
            entry('http://localhost:8103', 'http', '-_fbc10'),
            entry('http://localhost:8103', 'http', '-_fbc11'),
            entry('http://localhost:8101', 'branch-store'),
            entry('http://localhost:8101', 'runtime'),
          ],
        ),
      ),
      budgets,
    );
    expect(result?.problems).toEqual([
      'loads @ctb/shared/runtime from 2 places (http://localhost:8103/, http://localhost:8101/): a second copy of a singleton',
    ]);
  });

  it('does not take the figures of a page whose widgets failed or whose scripts did not load', () => {
    const broken = page('home page', '/de/index.html', [], [{ ...shell, status: 404 }]);
    broken.widgets = [{ widget: 'calculators/credit', state: 'error' }];
    const [result] = checkBudgets(figures(broken), budgets);
    expect(result?.problems).toEqual([
      'widget calculators/credit ended "error", so these are not a working page\'s figures',
      'http://localhost:8100/shell.js answered 404',
    ]);
  });
});

describe('the federation tax of the one-widget page', () => {
  const withRatio: Budgets = { ...budgets, federationRatio: { max: 1.25 } };
  const single = (): PageFigures => ({
    ...page('one credit calculator', '/de/calculators.html', ['calculators/credit'], [shell]),
    keepOnly: 'calculators/credit',
  });
  const federation = (standaloneKiB: number) => ({
    page: 'one credit calculator',
    federatedGzip: 32 * 1024,
    standaloneGzip: standaloneKiB * 1024,
    ratio: 32 / standaloneKiB,
  });

  it('passes a page at most the given ratio above the standalone build of its widget', () => {
    const [result] = checkBudgets(
      { ...figures(single()), federation: federation(25.6) },
      withRatio,
    );
    expect(result?.problems).toEqual([]);
  });

  it('fails a page above the ratio, naming both figures', () => {
    const [result] = checkBudgets({ ...figures(single()), federation: federation(20) }, withRatio);
    expect(result?.problems).toEqual([
      'costs 1.60x the standalone build of its widget (32.0 KiB / 20.0 KiB), over the ratio of 1.25',
    ]);
  });

  it('fails when the standalone baseline was not measured', () => {
    const [result] = checkBudgets(figures(single()), withRatio);
    expect(result?.problems).toEqual([
      'has no standalone baseline in the figures, so its federation ratio is unknown',
    ]);
  });
});

describe("the chrome's header and banner", () => {
  const withChrome: Budgets = { ...budgets, chrome: { maxHeaderAndBannerKiB: 25 } };
  const chrome = (runtimeKiB: number, widgetsKiB: number) => ({
    page: '/de/privatkunden/finanzieren/wohnkredit.html',
    headerAndBannerGzip: (runtimeKiB + widgetsKiB) * 1024,
    headerAndBannerParts: [
      { part: 'runtime', gzip: runtimeKiB * 1024 },
      { part: 'widgets on every page (site-chrome)', gzip: widgetsKiB * 1024 },
    ],
  });
  const chromeRow = (results: ReturnType<typeof checkBudgets>) =>
    results.find((result) => result.name === 'chrome header and banner');

  it('passes header and banner within their budget, as a row of its own', () => {
    const results = checkBudgets({ ...figures(), chrome: chrome(14, 9) }, withChrome);
    expect(chromeRow(results)).toEqual({
      name: 'chrome header and banner',
      path: '/de/privatkunden/finanzieren/wohnkredit.html',
      jsGzip: 23 * 1024,
      budgetKiB: 25,
      problems: [],
    });
    expect(formatResults(results)).toContain(
      '✔ chrome header and banner (/de/privatkunden/finanzieren/wohnkredit.html): 23.0 KiB of 25 KiB',
    );
  });

  it('fails header and banner over their budget, with the parts of the figure', () => {
    const results = checkBudgets({ ...figures(), chrome: chrome(14.6, 26) }, withChrome);
    expect(chromeRow(results)?.problems).toEqual([
      '40.6 KiB of JS (gzip -9) beyond the shared libraries is over its budget of 25 KiB by 15.6 KiB: runtime 14.6 KiB, widgets on every page (site-chrome) 26.0 KiB',
    ]);
  });

  it('fails when the chrome was not measured, and has no row without a chrome budget', () => {
    expect(chromeRow(checkBudgets(figures(), withChrome))?.problems).toEqual([
      "has no figures of the chrome's header and banner",
    ]);
    expect(chromeRow(checkBudgets({ ...figures(), chrome: chrome(30, 30) }, budgets))).toBe(
      undefined,
    );
  });
});

describe('layout shift', () => {
  const withShift: Budgets = {
    ...budgets,
    pages: [
      ...budgets.pages,
      { name: 'lists page', path: '/de/lists.html', maxJsKiB: 60, maxLayoutShift: 0.05 },
    ],
    layoutShift: { max: 0.02 },
  };
  const shifted = (name: string, desktop: number[], phone: number[]): PageFigures => ({
    ...page(name, '/de/index.html', [], [shell]),
    layoutShift: {
      desktop: { median: [...desktop].sort((a, b) => a - b)[1] ?? 0, runs: desktop },
      phone: { median: [...phone].sort((a, b) => a - b)[1] ?? 0, runs: phone },
    },
  });

  it('passes a page whose median CLS is at most the ceiling on every viewport', () => {
    const [result] = checkBudgets(
      figures(shifted('home page', [0.001, 0.3, 0.02], [0, 0, 0.5])),
      withShift,
    );
    expect(result?.problems).toEqual([]);
  });

  it('fails a page whose median CLS is over the ceiling, naming the viewport and the loads', () => {
    const [result] = checkBudgets(
      figures(shifted('home page', [0.01, 0.01, 0.01], [0.03, 0.025, 0.01])),
      withShift,
    );
    expect(result?.problems).toEqual([
      'shifts its layout by CLS 0.025 on phone (median of 0.030, 0.025, 0.010), over 0.02',
    ]);
  });

  it("holds a page with its own ceiling to that ceiling instead of the site's", () => {
    const [within, over] = checkBudgets(
      figures(
        shifted('lists page', [0.04, 0.04, 0.04], [0, 0, 0]),
        shifted('home page', [0.04, 0.04, 0.04], [0, 0, 0]),
      ),
      withShift,
    );
    expect(within?.problems).toEqual([]);
    expect(over?.problems).toEqual([expect.stringContaining('CLS 0.040 on desktop')]);
  });

  it('fails a page without a layout shift figure once a ceiling is set', () => {
    const [result] = checkBudgets(
      figures(page('home page', '/de/index.html', [], [shell])),
      withShift,
    );
    expect(result?.problems).toEqual(['has no layout shift figure, so its CLS is unknown']);
  });
});
