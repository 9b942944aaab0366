// `npm run measure:lists`: how fast the automated list renders long lists, in Chromium.
//
// Against a running local platform (`npm start`; started here if nothing answers on :8080): a page
// of the site with one automated news list of page size 500 (inserted as the CMS would mark it
// up). The platform holds 160 news, so the browser's network layer (Playwright's page.route)
// answers the list's request with the platform's own 160 news repeated to 500 (each copy with its
// own id), faceted and filtered like the platform does. The app's code path is the real one.
//
// Measured, median of 5 runs (a fresh page each):
//   - render of 500 items: from the end of the list's answer to the frame after the 500th item is
//     in the DOM (MutationObserver, then requestAnimationFrame + a task, i.e. after that paint);
//   - a keystroke in the list's search box with them loaded: from the key press to the frame after
//     it (the list re-renders for the typed value; the key is taken back before the search runs);
//   - a filter change on them: from the click on a tag to the frame after the filtered items are
//     in the DOM (and the part of it after the answer arrived).
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_URL } from './lib/apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import chromiumFlags from './lib/chromium-flags.json' with { type: 'json' };
import { spawnPlatform } from './lib/platform.mjs';
import { mountAllWidgets } from './lib/measure-pages.mjs';
import { log, root, waitForUrl } from './lib/run.mjs';

const SITE = process.env.CTB_SITE_URL ?? CMS_URL;
const NEWS = '/cachableservlets/search/news.json';
const ITEMS = 500;
const RUNS = 5;
const FILTER_TAG = 'Region';
/** `--profile`: also prints where the filter change of each run spends its CPU time (top 12). */
const PROFILE = process.argv.includes('--profile');

/** The platform's news, repeated to ITEMS documents, each with an id and title of its own. */
async function syntheticNews() {
  const response = await fetch(`${SITE}${NEWS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'NEWSSUCHE',
      path: '/de/news',
      offset: 1,
      size: 500,
      maxAge: 0,
      tagFilters: [],
    }),
  });
  if (!response.ok) throw new Error(`${NEWS} answered ${response.status}`);
  const { documents, filter } = await response.json();
  const copies = Array.from({ length: ITEMS }, (_, index) => {
    const source = documents[index % documents.length];
    const round = Math.floor(index / documents.length) + 1;
    return {
      ...source,
      url: `${source.url}?copy=${round}`,
      detail: {
        ...source.detail,
        accessibilityID: `${source.detail.accessibilityID ?? index}-${round}`,
        title: `${source.detail.title} (${round})`,
      },
    };
  });
  return { documents: copies, tagFilter: filter[0] };
}

/** Answers a NEWSSUCHE body from the synthetic news, as the platform would (tags OR, facets). */
function answer(news, body) {
  const chosen = body.tagFilters ?? [];
  const matches = news.documents.filter(
    (document) =>
      chosen.length === 0 || chosen.some((tag) => (document.detail.tags ?? []).includes(tag)),
  );
  const options = news.tagFilter.options.map((option) => ({
    ...option,
    size: news.documents.filter((document) => (document.detail.tags ?? []).includes(option.name))
      .length,
  }));
  const offset = Math.max(1, body.offset ?? 1);
  return {
    documents: matches.slice(offset - 1, offset - 1 + (body.size ?? 10)),
    filter: [{ ...news.tagFilter, value: chosen, options }],
    size: matches.length,
  };
}

/** In the page: resolves with performance.now() of the frame after the list holds `count` items. */
function renderedClock() {
  window.ctbListRendered = (count) =>
    new Promise((resolve) => {
      const results = () =>
        document.querySelector('#measured-list ul[aria-label="Ergebnisse"]')?.children.length;
      const painted = () =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      if (results() === count) return painted();
      const observer = new MutationObserver(() => {
        if (results() !== count) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  // Only the measured list: every widget of the CMS page is removed as it is parsed (until the
  // page has loaded: then this observer is disconnected, so it does not cost measured time).
  window.ctbRemoveWidgets = new MutationObserver(() => {
    for (const element of document.querySelectorAll('[data-widget]'))
      if (element.id !== 'measured-list') element.remove();
  });
  window.ctbRemoveWidgets.observe(document, { childList: true, subtree: true });
}

async function oneRun(browser, news) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-AT' });
  try {
    await page.route(
      (url) => url.pathname === NEWS,
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify(answer(news, route.request().postDataJSON())),
        }),
    );
    await page.addInitScript(renderedClock);
    // The inserted list is at the foot of the page: it loads at once, not when scrolled to.
    await page.addInitScript(mountAllWidgets);
    await page.goto(`${SITE}/de/lists.html`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.ctbRemoveWidgets.disconnect());
    const expected = news.documents.length;
    const rendered = page.evaluate((count) => window.ctbListRendered(count), expected);
    await page.evaluate(
      ({ endpoint, size }) => {
        const element = document.createElement('div');
        element.id = 'measured-list';
        element.setAttribute('data-widget', 'lists/automated-list');
        element.setAttribute(
          'data-config',
          JSON.stringify({
            id: 'measured',
            listType: 'news',
            endpoint,
            title: 'Alle Neuigkeiten',
            pageSize: size,
            maxAge: 0,
          }),
        );
        document.querySelector('main')?.prepend(element);
      },
      { endpoint: NEWS, size: ITEMS },
    );
    const firstPainted = await rendered;
    const firstAnswered = await page.evaluate(
      (endpoint) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(endpoint))
          .at(-1)?.responseEnd ?? 0,
      NEWS,
    );

    // A key typed into the search box, then taken back within the search's pause (200 ms), so
    // the list keeps its 500 items.
    const box = page.locator('#measured-list').getByRole('combobox');
    await box.focus();
    await page.evaluate(() => {
      window.ctbKeyPainted = new Promise((resolve) => {
        const box = document.querySelector('#measured-list [role="combobox"]');
        box.addEventListener(
          'keydown',
          () => {
            const at = performance.now();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - at)));
          },
          { once: true },
        );
      });
    });
    await box.press('a');
    const keystroke = await page.evaluate(() => window.ctbKeyPainted);
    await box.press('Backspace');
    await page.waitForTimeout(400);
    const stillLoaded = await page.evaluate(
      () => document.querySelector('#measured-list ul[aria-label="Ergebnisse"]')?.children.length,
    );
    if (stillLoaded !== expected) throw new Error(`after the keystroke ${stillLoaded} items`);

    const filtered = answer(news, { tagFilters: [FILTER_TAG], offset: 1, size: ITEMS }).size;
    const tag = page
      .locator('#measured-list')
      .getByRole('button', { name: new RegExp(`^${FILTER_TAG} \\(\\d+\\)$`) });
    await tag.waitFor();
    await page.evaluate(() => performance.clearResourceTimings());
    const cdp = PROFILE ? await page.context().newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const changed = page.evaluate((count) => window.ctbListRendered(count), filtered);
    const clicked = await tag.evaluate((button) => {
      const at = performance.now();
      button.click();
      return at;
    });
    const changePainted = await changed;
    if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
    const changeAnswered = await page.evaluate(
      (endpoint) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(endpoint))
          .at(-1)?.responseEnd ?? 0,
      NEWS,
    );
    return {
      render: firstPainted - firstAnswered,
      keystroke,
      change: changePainted - clicked,
      changeAfterAnswer: changePainted - changeAnswered,
      filtered,
    };
  } finally {
    await page.close();
  }
}

/** Self time per function (name, file and line) of a CPU profile, the heaviest first. */
function printProfile(profile) {
  const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (counts.get(node.id) ?? 0) * interval);
  }
  const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log('  filter change, self time by function:');
  for (const [key, time] of top) console.log(`    ${time.toFixed(1).padStart(7)} ms  ${key}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(0)} ms`;

const alreadyUp = await fetch(`${SITE}/de/index.html`).then(
  () => true,
  () => false,
);
const platform = alreadyUp
  ? undefined
  : spawnPlatform({
      stdio: 'ignore',
    });
try {
  await waitForUrl(`${SITE}/de/index.html`);
  const news = await syntheticNews();
  const require = createRequire(path.join(root, 'package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumFlags });
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser, news));
    log(`Automated list (news, ${ITEMS} items loaded at once) in Chromium, median of ${RUNS} runs`);
    console.table(
      runs.map((run, index) => ({
        run: index + 1,
        [`render ${ITEMS} items`]: ms(run.render),
        'keystroke (key to paint)': ms(run.keystroke),
        [`filter "${FILTER_TAG}" (click to paint)`]: ms(run.change),
        'of it after the answer': ms(run.changeAfterAnswer),
      })),
    );
    console.log(`Render of ${ITEMS} loaded items: ${ms(median(runs.map((run) => run.render)))}`);
    console.log(
      `Keystroke in the search box with ${ITEMS} items loaded: ` +
        ms(median(runs.map((run) => run.keystroke))),
    );
    console.log(
      `Filter change to ${runs[0].filtered} items: ${ms(median(runs.map((run) => run.change)))} ` +
        `(click to paint; ${ms(median(runs.map((run) => run.changeAfterAnswer)))} after the answer)`,
    );
  } finally {
    await browser.close();
  }
} finally {
  platform?.kill();
}
