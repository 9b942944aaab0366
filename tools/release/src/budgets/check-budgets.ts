import type { Budgets, Figures, PageFigures } from './budget-files';

/**
 * Chunk names carry the package's path in pnpm's store (chunkIds: 'named'); react, react-dom,
 * react-intl, the widget runtime and validation travel together in the shared core (releases
 * built before that had a chunk each).
 */
const SINGLETON_CHUNKS: Record<string, RegExp> = {
  'the shared core': /\/shared-core\.[0-9a-f]{8}\.js$/,
  react: /pnpm_react_\d/,
  'react-dom': /pnpm_react-dom_\d/,
  jotai: /pnpm_jotai_\d/,
  'react-intl': /pnpm_react-intl_\d/,
  // The root entry, which releases built before the entries existed still share.
  '@ctb/shared': /libs_shared_src_index_ts/,
};

/** An entry of @ctb/shared (`@ctb/shared/http`: libs/shared/src/entries/http.ts), a singleton each. */
const SHARED_ENTRY_CHUNK = /libs_shared_src_entries_([a-z-]+)_ts/;

/** The singleton a script belongs to, by its chunk name; undefined for any other script. */
function singletonOf(url: string): string | undefined {
  const entry = SHARED_ENTRY_CHUNK.exec(url)?.[1];
  if (entry) return `@ctb/shared/${entry}`;
  return Object.entries(SINGLETON_CHUNKS).find(([, pattern]) => pattern.test(url))?.[0];
}

const KiB = 1024;
const format = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

export interface PageResult {
  name: string;
  path: string;
  jsGzip: number;
  budgetKiB: number;
  problems: string[];
}

/** The folder a script was served from: a domain's dist and each of its releases are apart. */
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

function domainsByOrigin(remotes: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(remotes).map(([domain, line]) => [new URL(line).origin, domain]));
}

function budgetOf(page: PageFigures, budgets: Budgets): number {
  return (
    budgets.pages.find((entry) => entry.name === page.name)?.maxJsKiB ??
    budgets.domainPages.maxJsKiB
  );
}

function foreignCode(page: PageFigures, origins: Map<string, string>): string[] {
  const held = new Set(page.widgets.map(({ widget }) => widget.split('/')[0]));
  const foreign = new Map<string, string[]>();
  for (const script of page.scripts) {
    const domain = origins.get(new URL(script.url).origin);
    if (!domain || held.has(domain)) continue;
    foreign.set(domain, [...(foreign.get(domain) ?? []), script.url]);
  }
  return [...foreign].map(
    ([domain, urls]) =>
      `loads ${urls.length} script(s) of ${domain}, whose widgets it does not hold (${urls[0]}${urls.length > 1 ? ', …' : ''})`,
  );
}

function secondCopies(page: PageFigures): string[] {
  const folders = new Map<string, Set<string>>();
  for (const script of page.scripts) {
    const library = singletonOf(script.url);
    if (!library) continue;
    folders.set(library, (folders.get(library) ?? new Set()).add(folderOf(script.url)));
  }
  const problems = [...folders]
    .filter(([, places]) => places.size > 1)
    .map(
      ([library, places]) =>
        `loads ${library} from ${places.size} places (${[...places].join(', ')}): a second copy of a singleton`,
    );
  // Libraries bundled inside another module, found by a mark in their code (measure-pages.mjs).
  const marked = [
    ['swr', 'a second copy of a singleton'],
    ['valibot', 'one copy is @ctb/shared/validation'],
  ] as const;
  for (const [library, why] of marked) {
    const running = page.scripts.filter((script) => script[library]);
    if (running.length > 1)
      problems.push(
        `runs ${library} from ${running.length} scripts (${running.map((s) => s.url).join(', ')}): ${why}`,
      );
  }
  return problems;
}

function brokenPage(page: PageFigures): string[] {
  return [
    ...page.widgets
      .filter(({ state }) => state !== 'mounted')
      .map(
        ({ widget, state }) =>
          `widget ${widget} ended "${state}", so these are not a working page's figures`,
      ),
    ...page.scripts
      .filter((script) => script.status >= 400)
      .map((script) => `${script.url} answered ${script.status}`),
  ];
}

/** The federation tax of the page measured against the standalone baseline, over its maximum. */
function federationTax(page: PageFigures, figures: Figures, budgets: Budgets): string[] {
  const max = budgets.federationRatio?.max;
  if (max === undefined || !page.keepOnly) return [];
  const { federation } = figures;
  if (!federation || federation.page !== page.name)
    return ['has no standalone baseline in the figures, so its federation ratio is unknown'];
  return federation.ratio > max
    ? [
        `costs ${federation.ratio.toFixed(2)}x the standalone build of its widget (${format(federation.federatedGzip)} / ${format(federation.standaloneGzip)}), over the ratio of ${max}`,
      ]
    : [];
}

/**
 * The chrome's header and cookie banner against their budget (issue 15), a row like a page's;
 * none when budgets.json holds no chrome budget.
 */
function chromeBudget(figures: Figures, budgets: Budgets): PageResult[] {
  if (!budgets.chrome) return [];
  const budgetKiB = budgets.chrome.maxHeaderAndBannerKiB;
  const { chrome } = figures;
  const name = 'chrome header and banner';
  if (!chrome)
    return [
      {
        name,
        path: '-',
        jsGzip: 0,
        budgetKiB,
        problems: ["has no figures of the chrome's header and banner"],
      },
    ];
  const jsGzip = chrome.headerAndBannerGzip;
  const parts = chrome.headerAndBannerParts
    .map(({ part, gzip }) => `${part} ${format(gzip)}`)
    .join(', ');
  const problems =
    jsGzip > budgetKiB * KiB
      ? [
          `${format(jsGzip)} of JS (gzip -9) beyond the shared libraries is over its budget of ${budgetKiB} KiB by ${format(jsGzip - budgetKiB * KiB)}: ${parts}`,
        ]
      : [];
  return [{ name, path: chrome.page, jsGzip, budgetKiB, problems }];
}

/** The page's CLS median at each measured viewport, over its ceiling (its own, else the site's). */
function layoutShift(page: PageFigures, budgets: Budgets): string[] {
  const siteMax = budgets.layoutShift?.max;
  if (siteMax === undefined) return [];
  const max = budgets.pages.find((entry) => entry.name === page.name)?.maxLayoutShift ?? siteMax;
  const viewports = Object.entries(page.layoutShift ?? {});
  if (viewports.length === 0) return ['has no layout shift figure, so its CLS is unknown'];
  return viewports
    .filter(([, { median }]) => median > max)
    .map(
      ([viewport, { median, runs }]) =>
        `shifts its layout by CLS ${median.toFixed(3)} on ${viewport} (median of ${runs.map((value) => value.toFixed(3)).join(', ')}), over ${max}`,
    );
}

/** Holds every measured page to its budget and to the one-copy, own-domain-only rules. */
export function checkBudgets(figures: Figures, budgets: Budgets): PageResult[] {
  return [...checkPages(figures, budgets), ...chromeBudget(figures, budgets)];
}

function checkPages(figures: Figures, budgets: Budgets): PageResult[] {
  const origins = domainsByOrigin(figures.remotes);
  return figures.pages.map((page) => {
    const jsGzip = page.scripts.reduce((total, script) => total + script.gzip, 0);
    const budgetKiB = budgetOf(page, budgets);
    const problems = [
      ...brokenPage(page),
      ...foreignCode(page, origins),
      ...secondCopies(page),
      ...federationTax(page, figures, budgets),
      ...layoutShift(page, budgets),
    ];
    if (jsGzip > budgetKiB * KiB) {
      problems.unshift(
        `${format(jsGzip)} of JS (gzip -9) is over its budget of ${budgetKiB} KiB by ${format(jsGzip - budgetKiB * KiB)}`,
      );
    }
    return { name: page.name, path: page.path, jsGzip, budgetKiB, problems };
  });
}

/** One line per page, its problems below it. */
export function formatResults(results: PageResult[]): string {
  return results
    .map((result) => {
      const head = `${result.problems.length ? '✖' : '✔'} ${result.name} (${result.path}): ${format(result.jsGzip)} of ${result.budgetKiB} KiB`;
      return [head, ...result.problems.map((problem) => `    - ${problem}`)].join('\n');
    })
    .join('\n');
}
