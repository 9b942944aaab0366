// `npm run measure:lighthouse`: Lighthouse's mobile performance audit of every demo page the
// budgets name (budgets.json pages and each domain page), median of 3 runs: performance score,
// CLS, total blocking time, main-thread work and Lighthouse's CPU benchmark. A report, never a
// gate: on two shared cores the score swings by 0.2-0.4 between runs (TOOLCHAIN.md), so `npm test`
// does not run it.
// Lighthouse 12.2.3 comes through npx (the last line that runs on Node 20; CI never installs it).
// Measures the apps as built, on a platform already running or one it starts.
//   --runs N    runs per page (default 3)       --page /de/lists.html   only that page (repeatable)
//   --cpu-slowdown N   Lighthouse's CPU multiplier (default 4, its own). The default 4x is meant to
//               turn a host of benchmark 1,500-2,000 into a mid-tier phone (Lighthouse's
//               docs/throttling.md); a faster host wants more to simulate the same phone, so the
//               table shows the simulated device's benchmark (host benchmark / multiplier) too.
// Writes .measure/lighthouse.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CMS_URL, DOMAINS } from './lib/apps.mjs';
import chromiumFlags from './lib/chromium-flags.json' with { type: 'json' };
import { ensureChromium } from './lib/chromium.mjs';
import { spawnPlatform } from './lib/platform.mjs';
import { log, root, waitForUrl } from './lib/run.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const SITE = process.env.CTB_SITE_URL ?? CMS_URL;
const OUTPUT = path.join(root, '.measure', 'lighthouse.json');
const TARGETS = { performance: 0.95, tbtMs: 150 };

function options(argv) {
  const pages = [];
  let runs = 3;
  let cpuSlowdown = 4;
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--runs') runs = Number(argv[++index]);
    else if (argv[index] === '--cpu-slowdown') cpuSlowdown = Number(argv[++index]);
    else if (argv[index] === '--page') pages.push(argv[++index]);
    else
      throw new Error(
        `unknown argument ${argv[index]} (--runs N, --page /de/x.html, --cpu-slowdown N)`,
      );
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a whole number >= 1');
  if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown wants a number >= 1');
  return { runs, pages, cpuSlowdown };
}

/** Every page budgets.json names (once per path) and each domain's page. */
function demoPages() {
  const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
  const paths = [
    ...budgets.pages.filter((page) => !page.keepOnly).map((page) => page.path),
    ...DOMAINS.map((domain) => budgets.domainPages.path.replace('{domain}', domain)),
  ];
  return [...new Set(paths)];
}

function lighthouse(url, chromiumPath, cpuSlowdown) {
  const result = spawnSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      // The machine's flags, as every other script and the e2e suite use them.
      `--chrome-flags=${chromiumFlags.join(' ')}`,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: chromiumPath },
    },
  );
  if (result.status !== 0)
    throw new Error(`lighthouse ${url} failed: ${result.stderr.slice(-500)}`);
  const report = JSON.parse(result.stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: report.categories.performance.score,
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    mainThreadMs: audit('mainthread-work-breakdown'),
    lcpMs: audit('largest-contentful-paint'),
    // Lighthouse's own CPU benchmark of the moment (higher is faster): on a shared machine it
    // swings (1,100 to 1,850 seen here), and TBT with it; it tells a slow minute from slow code.
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const { runs, pages: chosen, cpuSlowdown } = options(process.argv.slice(2));
const pages = chosen.length > 0 ? chosen : demoPages();
const chromiumPath = ensureChromium();
const alreadyUp = await fetch(`${SITE}/de/index.html`).then(
  () => true,
  () => false,
);
const platform = alreadyUp ? undefined : spawnPlatform({ stdio: 'ignore' });
const results = [];
try {
  await waitForUrl(`${SITE}/de/index.html`);
  for (const pagePath of pages) {
    log(`Lighthouse (mobile, CPU ${cpuSlowdown}x) ${pagePath}, ${runs} run(s)`);
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(lighthouse(new URL(pagePath, SITE).href, chromiumPath, cpuSlowdown));
    const of = (key) => median(samples.map((sample) => sample[key]));
    results.push({
      path: pagePath,
      performance: of('performance'),
      cls: of('cls'),
      tbtMs: of('tbtMs'),
      mainThreadMs: of('mainThreadMs'),
      lcpMs: of('lcpMs'),
      benchmarkIndex: of('benchmarkIndex'),
      samples,
    });
  }
} finally {
  platform?.kill('SIGTERM');
}

console.table(
  results.map((result) => ({
    page: result.path,
    performance: result.performance.toFixed(2),
    CLS: result.cls.toFixed(3),
    'TBT (ms)': Math.round(result.tbtMs),
    'main-thread work (s)': (result.mainThreadMs / 1000).toFixed(1),
    'LCP (s)': (result.lcpMs / 1000).toFixed(1),
    'CPU benchmark': Math.round(result.benchmarkIndex),
    'simulated device': Math.round(result.benchmarkIndex / cpuSlowdown),
  })),
);
const missed = results.filter(
  (result) => result.performance < TARGETS.performance || result.tbtMs >= TARGETS.tbtMs,
);
console.log(
  `Targets (reported, not gated): performance >= ${TARGETS.performance}, TBT < ${TARGETS.tbtMs} ms; ${missed.length} of ${results.length} page(s) miss one`,
);
mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(
  OUTPUT,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), site: SITE, runs, cpuSlowdown, targets: TARGETS, results }, null, 2)}\n`,
);
console.log(`Figures written to ${path.relative(root, OUTPUT)}`);
