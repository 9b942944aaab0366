// `npm run measure`: builds for production and prints what a visitor downloads, gzipped: the
// shell, each remote entry (which carries the app's ./mount), then in Chromium the JS of every page
// budgets.json names (the one-credit-calculator page, the home page, each domain page), against
// the sum of all apps; then the same one-widget page with the standalone baseline (the
// widget built without federation, tools/build/standalone.cjs) in place of shell.js, and the ratio
// federated / standalone (the federation tax); then the chrome's own JS on a content page (header
// and banner, scripts/lib/measure-chrome.mjs). Each page's layout shift (CLS) at 1280 x 900 and
// at a 375 x 800 phone viewport, median of a few loads each scrolled to the foot of the page.
// Writes every figure to .measure/figures.json.
//   --no-build   measure the apps as built (and a platform already running, or start one)
//   --cls-runs N loads per page and viewport for the layout shift figure (median; default 3)
//   --check      then hold the figures against budgets.json (exit 1 on any excess: size, code of
//                a domain the page does not hold, a second copy of a singleton, a federation
//                ratio above budgets.json's federationRatio.max, the chrome's header and banner
//                above chrome.maxHeaderAndBannerKiB, a CLS median above layoutShift.max or the
//                page's maxLayoutShift); `npm test` runs
//                `node scripts/measure.mjs --no-build --check` after its build
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, buildAll } from './build-all.mjs';
import { appUrl, CMS_URL } from './lib/apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import chromiumFlags from './lib/chromium-flags.json' with { type: 'json' };
import { gzipFileSize, kib } from './lib/gzip-size.mjs';
import { measureChrome, printChrome } from './lib/measure-chrome.mjs';
import { measureLayoutShift, measurePage, VIEWPORTS } from './lib/measure-pages.mjs';
import { spawnPlatform } from './lib/platform.mjs';
import { buildStandalone, serveStandaloneInsteadOfShell } from './lib/standalone.mjs';
import { bin, log, root, runStatus, waitForUrl } from './lib/run.mjs';

const SITE = process.env.CTB_SITE_URL ?? CMS_URL;
const SHELL = process.env.CTB_SHELL_URL ?? appUrl('shell');
const FIGURES = path.join(root, '.measure', 'figures.json');
const BUDGETS = path.join(root, 'budgets.json');
const dist = (app) => path.join(root, 'apps', app, 'dist');
const sum = (values) => values.reduce((total, value) => total + value, 0);

function staticFigures() {
  const apps = APPS.map((app) => {
    const files = existsSync(dist(app))
      ? readdirSync(dist(app)).filter((file) => file.endsWith('.js'))
      : [];
    const total = sum(files.map((file) => gzipFileSize(path.join(dist(app), file))));
    if (app === 'shell') {
      return { app, entry: gzipFileSize(path.join(dist(app), 'shell.js')), initial: 0, total };
    }
    // ./mount is inside remoteEntry.js (the manifest lists that file as its own); files of its
    // own (none today) would count here.
    const manifest = JSON.parse(readFileSync(path.join(dist(app), 'mf-manifest.json'), 'utf8'));
    const mount = manifest.exposes.find((expose) => expose.path === './mount');
    const initial = sum(
      (mount?.assets.js.sync ?? [])
        .filter((file) => file !== 'remoteEntry.js')
        .map((file) => gzipFileSize(path.join(dist(app), file))),
    );
    return { app, entry: gzipFileSize(path.join(dist(app), 'remoteEntry.js')), initial, total };
  });
  return { apps, allApps: sum(apps.map((row) => row.total)) };
}

/** The pages budgets.json names, and each domain page it does not (held to its domain default). */
function pagesToMeasure(budgets, remotes) {
  const pages = budgets.pages.map(({ name, path: pagePath, keepOnly }) => ({
    name,
    path: pagePath,
    keepOnly,
  }));
  for (const domain of Object.keys(remotes)) {
    const pagePath = budgets.domainPages.path.replace('{domain}', domain);
    if (!pages.some((page) => page.path === pagePath && !page.keepOnly)) {
      pages.push({ name: `${domain} page`, path: pagePath });
    }
  }
  return pages;
}

/** Every page, then the one-widget page again with the standalone baseline instead of the shell. */
async function measurePages(chromiumPath, pages, chromeBudgetKiB) {
  const require = createRequire(path.join(root, 'package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const results = [];
    for (const page of pages) {
      const figures = await measurePage(browser, SITE, page);
      const layoutShift = await measureLayoutShift(browser, SITE, page, clsRuns);
      results.push({ ...figures, layoutShift });
    }
    const single = pages.find((page) => page.keepOnly);
    const standalone = single
      ? await measurePage(
          browser,
          SITE,
          { ...single, name: `${single.name}, standalone` },
          { route: serveStandaloneInsteadOfShell(SHELL) },
        )
      : undefined;
    const chrome = await measureChrome(browser, SITE, appUrl('chrome'), chromeBudgetKiB);
    return { results, standalone, chrome };
  } finally {
    await browser.close();
  }
}

const jsOf = (page) => sum(page.scripts.map((script) => script.gzip));

/** The federation tax: the one-widget page against the same widget built standalone. */
function federationFigures(pages, standalone) {
  const single = pages.find((page) => page.keepOnly);
  if (!single || !standalone) return undefined;
  const failed = standalone.widgets.filter((widget) => widget.state !== 'mounted');
  if (failed.length > 0 || standalone.widgets.length === 0)
    throw new Error(`the standalone baseline did not mount its widget (${JSON.stringify(failed)})`);
  const federatedGzip = jsOf(single);
  const standaloneGzip = jsOf(standalone);
  return {
    page: single.name,
    federatedGzip,
    standaloneGzip,
    ratio: federatedGzip / standaloneGzip,
    federatedFiles: single.scripts.length,
    standaloneFiles: standalone.scripts.length,
    federatedFirstWidgetMs: single.timing.firstWidget,
    standaloneFirstWidgetMs: standalone.timing.firstWidget,
    standaloneScripts: standalone.scripts,
  };
}

function printFederation(federation) {
  if (!federation) return;
  log('The federation tax: the one-widget page federated / standalone (no shell, no federation)');
  console.table({
    federated: {
      'JS (gzip -9)': kib(federation.federatedGzip),
      files: federation.federatedFiles,
      'first widget mounted (ms)': Math.round(federation.federatedFirstWidgetMs),
    },
    standalone: {
      'JS (gzip -9)': kib(federation.standaloneGzip),
      files: federation.standaloneFiles,
      'first widget mounted (ms)': Math.round(federation.standaloneFirstWidgetMs),
    },
  });
  console.log(`Ratio federated / standalone: ${federation.ratio.toFixed(2)}`);
}

function printPages(pages, allApps) {
  log('What each page downloads in Chromium (fresh cache)');
  console.table(
    pages.map((page) => ({
      page: page.name,
      path: page.path,
      'JS (gzip -9)': kib(sum(page.scripts.map((script) => script.gzip))),
      'JS on the wire': kib(sum(page.scripts.map((script) => script.transferred))),
      'JS uncompressed': kib(sum(page.scripts.map((script) => script.raw))),
      files: page.scripts.length,
      widgets: `${page.widgets.filter((w) => w.state === 'mounted').length} mounted${page.widgets.some((w) => w.state === 'error') ? `, ${page.widgets.filter((w) => w.state === 'error').length} error` : ''}`,
    })),
  );
  log(
    `Layout shift (CLS, largest session window; median of ${clsRuns} loads, each scrolled to the foot)`,
  );
  console.table(
    pages.map((page) => ({
      page: page.name,
      ...Object.fromEntries(
        Object.entries(VIEWPORTS).map(([name, { width }]) => [
          `${name} ${width}px`,
          `${page.layoutShift[name].median.toFixed(3)} (${page.layoutShift[name].runs.map((value) => value.toFixed(3)).join(' ')})`,
        ]),
      ),
    })),
  );
  const single = pages.find((page) => page.keepOnly);
  if (!single) return;
  const loaded = sum(single.scripts.map((script) => script.gzip));
  log(`${single.name}: ${single.path} with only ${single.keepOnly}`);
  for (const script of single.scripts)
    console.log(`  ${kib(script.gzip).padStart(10)}  ${script.url}`);
  console.log(`JS downloaded: ${kib(loaded)} in ${single.scripts.length} files`);
  console.log(
    `Sum of all apps' JS: ${kib(allApps)}; this page loads ${((loaded / allApps) * 100).toFixed(1)} % of it`,
  );
  const origins = [...new Set(single.scripts.map((script) => new URL(script.url).port))].sort();
  console.log(`Origins (ports) scripts came from: ${origins.join(', ')}`);
  console.log(
    `DOMContentLoaded ${single.timing.domContentLoaded.toFixed(0)} ms, first widget mounted ${single.timing.firstWidget.toFixed(0)} ms`,
  );
}

const argv = process.argv.slice(2);
const args = new Set(argv);
const clsRuns = args.has('--cls-runs') ? Number(argv[argv.indexOf('--cls-runs') + 1]) : 3;
if (!(clsRuns >= 1)) throw new Error('--cls-runs takes a number of loads, 1 or more');
if (!args.has('--no-build')) await buildAll();
// Always built: small, and it must match the sources the apps were built from.
await buildStandalone();
const { apps, allApps } = staticFigures();
log('Static sizes (gzip -9)');
console.table(
  apps.map(({ app, entry, initial, total }) => ({
    app,
    'entry (shell.js / remoteEntry.js with ./mount)': kib(entry),
    'other files of ./mount': app === 'shell' ? '-' : kib(initial),
    'all JS of the app': kib(total),
  })),
);

const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8'));
const chromiumPath = ensureChromium();
const alreadyUp = await fetch(`${SITE}/de/index.html`).then(
  () => true,
  () => false,
);
const platform = alreadyUp ? undefined : spawnPlatform({ stdio: 'ignore' });
let figures;
try {
  await waitForUrl(`${SHELL}/remotes.json`);
  const remotes = await (await fetch(`${SHELL}/remotes.json`)).json();
  const {
    results: pages,
    standalone,
    chrome,
  } = await measurePages(
    chromiumPath,
    pagesToMeasure(budgets, remotes),
    budgets.chrome?.maxHeaderAndBannerKiB,
  );
  printPages(pages, allApps);
  const federation = federationFigures(pages, standalone);
  printFederation(federation);
  log("The chrome's initial JS: header, navigation, search, language select and cookie banner");
  printChrome(chrome);
  figures = {
    measuredAt: new Date().toISOString(),
    site: SITE,
    remotes,
    apps,
    allApps,
    pages,
    federation,
    chrome,
  };
} finally {
  platform?.kill('SIGTERM');
}
mkdirSync(path.dirname(FIGURES), { recursive: true });
writeFileSync(FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\nFigures written to ${path.relative(root, FIGURES)}`);
if (args.has('--check')) {
  log('Budgets (budgets.json)');
  const status = runStatus(bin('tsx', 'tools/release'), [
    'tools/release/src/budgets/check-budgets-cli.ts',
    FIGURES,
    BUDGETS,
  ]);
  process.exit(status);
}
