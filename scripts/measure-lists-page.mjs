// `npm run measure:lists-page`: the main-thread work of the lists page (/de/lists.html, eight
// automated lists, five teaser sliders) in Chromium, emulated as Lighthouse's mobile audit does
// (412 x 823 at 1.75x, touch, CPU slowed down 4x through DevTools), from a performance trace:
//   - main-thread work: every top-level task of the page's renderer main thread from the
//     navigation until the page is quiet (all widgets settled, no request for 1 s, then 2 s more),
//     split into script, style and layout, and the rest;
//   - total blocking time: each task's part beyond 50 ms, from the first contentful paint on
//     (Lighthouse counts up to its time to interactive; this counts to the end of the trace);
//   - the DOM's element count once it is quiet, and the widgets' states.
// Median of --runs N (default 5), a fresh browser context each. Against a running platform
// (`npm run serve`; started here if nothing answers).
//   --cpu N            CPU slowdown (default 4, 1 for none)
//   --page /de/x.html  another page (default /de/lists.html)
//   --compare DIR      also measures the lists app as built in DIR (e.g. a copy of an older
//                      apps/lists/dist), alternating run by run with apps/lists/dist; both are
//                      served from disk through the browser's network layer, so both pay the same.
//                      A DIR of whole builds, one folder per app (DIR/shell, DIR/lists, ... each a
//                      copy of an older apps/<app>/dist), compares every app found there with its
//                      apps/<app>/dist (for libs/shared, which each app's build carries)
//   --trace FILE       writes the first run's trace (for chrome://tracing or DevTools)
//   --profile          prints each run's heaviest functions (self time) and scripts
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { APPS, CMS_URL, appUrl } from './lib/apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import chromiumFlags from './lib/chromium-flags.json' with { type: 'json' };
import { spawnPlatform } from './lib/platform.mjs';
import { mountAllWidgets, widgetsSettled } from './lib/measure-pages.mjs';
import { log, root, waitForUrl } from './lib/run.mjs';

const SITE = process.env.CTB_SITE_URL ?? CMS_URL;

function options(argv) {
  const chosen = { runs: 5, cpu: 4, page: '/de/lists.html', compare: undefined, trace: undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    if (flag === '--profile') {
      chosen.profile = true;
      continue;
    }
    const value = argv[++index];
    if (flag === '--runs') chosen.runs = Number(value);
    else if (flag === '--cpu') chosen.cpu = Number(value);
    else if (flag === '--page') chosen.page = value;
    else if (flag === '--compare') chosen.compare = path.resolve(value);
    else if (flag === '--trace') chosen.trace = path.resolve(value);
    else throw new Error(`unknown argument ${flag} (--runs N, --cpu N, --page P, --compare DIR)`);
  }
  if (!Number.isInteger(chosen.runs) || chosen.runs < 1) throw new Error('--runs wants N >= 1');
  if (!(chosen.cpu >= 1)) throw new Error('--cpu wants a number >= 1');
  if (chosen.compare && !comparedApps(chosen.compare).length)
    throw new Error(`${chosen.compare} holds no remoteEntry.js, nor apps' builds in folders`);
  return chosen;
}

const TYPES = { '.js': 'application/javascript', '.json': 'application/json', '.css': 'text/css' };

/** The apps a --compare DIR holds builds of: lists for one build, else one per app folder. */
function comparedApps(dir) {
  if (existsSync(path.join(dir, 'remoteEntry.js'))) return [{ app: 'lists', dir }];
  return APPS.filter((app) => existsSync(path.join(dir, app))).map((app) => ({
    app,
    dir: path.join(dir, app),
  }));
}

/** Answers every request to each app's origin from its dir (a build of the app). */
async function serveAppsFrom(context, builds) {
  const dirs = new Map(builds.map(({ app, dir }) => [appUrl(app), dir]));
  await context.route(
    (url) => dirs.has(url.origin),
    (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const dir = dirs.get(url.origin);
      const file = path.join(dir, decodeURIComponent(url.pathname));
      if (!file.startsWith(dir)) return route.fulfill({ status: 404 });
      // What no build holds (the shell origin's generated remotes.json) comes from the platform.
      if (!existsSync(file)) return route.continue();
      return route.fulfill({
        status: 200,
        body: readFileSync(file),
        headers: {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
          'access-control-allow-origin': request.headers().origin ?? '*',
        },
      });
    },
  );
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8.execute',
];
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.evaluateModule',
  'FireIdleCallback',
  'XHRReadyStateChange',
  'ParseHTML',
]);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles']);

/** Main-thread figures of a trace: the renderer main thread that ran the page's navigation. */
function analyse(events) {
  const mainThreads = new Map();
  for (const event of events)
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      mainThreads.set(`${event.pid}:${event.tid}`, []);
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (mainThreads.has(key) && event.ph === 'X') mainThreads.get(key).push(event);
  }
  const navigationStart = events.find((event) => event.name === 'navigationStart');
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  // The page's thread: where its navigation started (else the busiest).
  const [, threadEvents] =
    [...mainThreads].find(([key]) => key === `${navigationStart?.pid}:${navigationStart?.tid}`) ??
    [...mainThreads].sort(
      (a, b) =>
        b[1].reduce((sum, event) => sum + (event.dur ?? 0), 0) -
        a[1].reduce((sum, event) => sum + (event.dur ?? 0), 0),
    )[0];
  const start = navigationStart?.ts ?? 0;
  const sorted = threadEvents.filter((event) => event.ts >= start).sort((a, b) => a.ts - b.ts);
  const tasks = [];
  for (const event of sorted) {
    if (!TASKS.has(event.name)) continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + last.dur) continue; // nested
    tasks.push(event);
  }
  // Script and style/layout time: the outermost event of each group inside a task.
  const grouped = { script: 0, styleLayout: 0 };
  let taskIndex = 0;
  let coveredUntil = 0;
  for (const event of sorted) {
    if (TASKS.has(event.name) || event.ts < coveredUntil) continue;
    while (taskIndex < tasks.length && tasks[taskIndex].ts + tasks[taskIndex].dur <= event.ts)
      taskIndex += 1;
    const task = tasks[taskIndex];
    if (!task || event.ts < task.ts) continue;
    const group = SCRIPT.has(event.name)
      ? 'script'
      : STYLE_LAYOUT.has(event.name)
        ? 'styleLayout'
        : undefined;
    if (!group) continue;
    grouped[group] += event.dur ?? 0;
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  const total = tasks.reduce((sum, task) => sum + task.dur, 0) / 1000;
  const blocking =
    tasks
      .filter((task) => !fcp || task.ts >= fcp.ts)
      .reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0) ?? 0;
  return {
    mainThreadMs: total,
    scriptMs: grouped.script / 1000,
    styleLayoutMs: grouped.styleLayout / 1000,
    otherMs: total - (grouped.script + grouped.styleLayout) / 1000,
    tbtMs: blocking,
    longTasks: tasks.filter((task) => task.dur > 50_000).length,
    fcpMs: fcp ? (fcp.ts - start) / 1000 : NaN,
  };
}

async function oneRun(browser, chosen, builds, keepTrace) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'de-AT',
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  try {
    if (builds) await serveAppsFrom(context, builds);
    const page = await context.newPage();
    // Every widget at once, as before widgets waited to come near the viewport.
    await page.addInitScript(mountAllWidgets);
    let inFlight = 0;
    let lastActivity = Date.now();
    const touch = (change) => () => {
      inFlight = Math.max(0, inFlight + change);
      lastActivity = Date.now();
    };
    page.on('request', touch(1));
    page.on('requestfinished', touch(-1));
    page.on('requestfailed', touch(-1));
    const cdp = await context.newCDPSession(page);
    if (chosen.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: chosen.cpu });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    if (chosen.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordContinuously' },
      transferMode: 'ReportEvents',
    });
    await page.goto(new URL(chosen.page, SITE).href, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(widgetsSettled, undefined, { timeout: 120_000, polling: 250 });
    const deadline = Date.now() + 60_000;
    while ((inFlight > 0 || Date.now() - lastActivity < 1000) && Date.now() < deadline)
      await page.waitForTimeout(100);
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await traced;
    if (chosen.profile) printProfile((await cdp.send('Profiler.stop')).profile);
    const dom = await page.evaluate(() => ({
      elements: document.getElementsByTagName('*').length,
      states: Array.from(document.querySelectorAll('[data-widget]')).map(
        (element) => element.getAttribute('data-widget-state') ?? '',
      ),
    }));
    if (keepTrace) writeFileSync(keepTrace, JSON.stringify({ traceEvents: events }));
    const errors = dom.states.filter((state) => state !== 'mounted').length;
    return { ...analyse(events), elements: dom.elements, widgetErrors: errors };
  } finally {
    await context.close();
  }
}

/** Self time per function (name, file and line) and per script of a CPU profile, heaviest first. */
function printProfile(profile) {
  const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byFunction = new Map();
  const byScript = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url.split('/').pop() || `(${functionName || 'native'})`;
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    const time = (counts.get(node.id) ?? 0) * interval;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
    byScript.set(file, (byScript.get(file) ?? 0) + time);
  }
  const print = (title, map, count) => {
    console.log(`    ${title}:`);
    for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`      ${time.toFixed(1).padStart(7)} ms  ${key}`);
  };
  print('self time by script', byScript, 12);
  print('self time by function', byFunction, 25);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const chosen = options(process.argv.slice(2));
const compared = chosen.compare ? comparedApps(chosen.compare) : [];
const variants = chosen.compare
  ? [
      {
        name: `compared (${path.relative(root, chosen.compare) || chosen.compare})`,
        builds: compared,
      },
      {
        name: compared.length === 1 ? 'apps/lists/dist' : 'apps/*/dist',
        builds: compared.map(({ app }) => ({ app, dir: path.join(root, 'apps', app, 'dist') })),
      },
    ]
  : [{ name: 'as served', builds: undefined }];
const alreadyUp = await fetch(`${SITE}/de/index.html`).then(
  () => true,
  () => false,
);
const platform = alreadyUp ? undefined : spawnPlatform({ stdio: 'ignore' });
const samples = new Map(variants.map((variant) => [variant.name, []]));
const loads = [load()];
try {
  await waitForUrl(`${SITE}/de/index.html`);
  const require = createRequire(path.join(root, 'package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumFlags });
  try {
    log(
      `${chosen.page}: mobile emulation, CPU ${chosen.cpu}x slower, ${chosen.runs} run(s) per ` +
        `variant, alternating (load average ${loads[0]})`,
    );
    for (let run = 0; run < chosen.runs; run += 1) {
      for (const variant of run % 2 ? [...variants].reverse() : variants) {
        const sample = await oneRun(
          browser,
          chosen,
          variant.builds,
          run === 0 && variant === variants.at(-1) ? chosen.trace : undefined,
        );
        samples.get(variant.name).push(sample);
        console.log(
          `  run ${run + 1} ${variant.name}: main thread ${Math.round(sample.mainThreadMs)} ms ` +
            `(script ${Math.round(sample.scriptMs)}, style+layout ${Math.round(sample.styleLayoutMs)}), ` +
            `TBT ${Math.round(sample.tbtMs)} ms, ${sample.longTasks} long tasks, ` +
            `${sample.elements} elements${sample.widgetErrors ? `, ${sample.widgetErrors} widget(s) not mounted` : ''} ` +
            `[load ${load()}]`,
        );
      }
      loads.push(load());
    }
  } finally {
    await browser.close();
  }
} finally {
  platform?.kill('SIGTERM');
}

const rows = [...samples].map(([name, list]) => {
  const of = (key) => median(list.map((sample) => sample[key]));
  return {
    variant: name,
    'main-thread work (ms)': Math.round(of('mainThreadMs')),
    'script (ms)': Math.round(of('scriptMs')),
    'style+layout (ms)': Math.round(of('styleLayoutMs')),
    'other (ms)': Math.round(of('otherMs')),
    'TBT (ms)': Math.round(of('tbtMs')),
    'long tasks': of('longTasks'),
    'DOM elements': of('elements'),
    'FCP (ms)': Math.round(of('fcpMs')),
  };
});
log(`Medians of ${chosen.runs} run(s), CPU ${chosen.cpu}x slower`);
console.table(rows);
console.log(`Load average (1, 5, 15 min) before each round and at the end: ${loads.join(' | ')}`);
