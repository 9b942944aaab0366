// What a page really downloads in Chromium: every script with its gzip -9 size (the figure the
// budgets use, independent of how the server compresses), its size on the wire and its encoding,
// the domains whose widgets the page holds, and the state each widget ended in; and its layout
// shift (CLS) at a desktop and a phone viewport, the median of a few loads.
import { gzipSize } from './gzip-size.mjs';

/** Marks swr's code (its useSWRInfinite key prefix): the page must run it once (inside @ctb/shared). */
const SWR_MARKER = '$inf$';
/**
 * Marks valibot's code (every schema names it as the vendor of its Standard Schema props): the page
 * must run it once (@ctb/shared/validation), not one copy per app.
 */
const VALIBOT_MARKER = 'vendor:"valibot"';

/**
 * An init script: every widget loads at once instead of when it comes near the viewport (QA's
 * switch), for figures of the whole page (its weight, every widget's height).
 */
export function mountAllWidgets() {
  Object.assign(window, { ctbMountAllWidgets: true });
}

/** Removes every widget element but the first of `widget` as the page is parsed. */
function keepOnlyWidget(widget) {
  new MutationObserver(() => {
    const widgets = Array.from(document.querySelectorAll('[data-widget]'));
    const keep = widgets.find((element) => element.getAttribute('data-widget') === widget);
    widgets.filter((element) => element !== keep).forEach((element) => element.remove());
  }).observe(document, { childList: true, subtree: true });
}

/** Removes every widget element of the given names as the page is parsed. */
function dropWidgets(names) {
  new MutationObserver(() => {
    for (const element of document.querySelectorAll('[data-widget]')) {
      if (names.includes(element.getAttribute('data-widget'))) element.remove();
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Records layout shifts from the first paint on (an init script): the page's CLS is the largest
 * session window (shifts less than 1 s apart, at most 5 s long), as Chromium's web-vitals define it.
 */
function recordLayoutShifts() {
  const windows = [];
  window.__ctbLayoutShift = () =>
    windows.reduce((largest, session) => Math.max(largest, session.value), 0);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const last = windows.at(-1);
      if (last && entry.startTime - last.end < 1000 && entry.startTime - last.start < 5000) {
        last.value += entry.value;
        last.end = entry.startTime;
      } else windows.push({ start: entry.startTime, end: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Every widget element has left `loading` (a page without widgets is settled at once); with
 * `onlyShown`, every one a visitor can reach: one inside something hidden (the closed quickbar on
 * a phone) loads only once it is shown.
 */
export function widgetsSettled(onlyShown = false) {
  return Array.from(document.querySelectorAll('[data-widget]'))
    .filter((element) => !onlyShown || element.getClientRects().length > 0)
    .every((element) =>
      ['mounted', 'error'].includes(element.getAttribute('data-widget-state') ?? ''),
    );
}

function pageState() {
  const widgets = Array.from(document.querySelectorAll('[data-widget]'));
  const navigation = performance.getEntriesByType('navigation')[0];
  const mounted = performance.getEntriesByName('ctb:first-widget-mounted')[0];
  return {
    widgets: widgets.map((element) => ({
      widget: element.getAttribute('data-widget') ?? '',
      state: element.getAttribute('data-widget-state') ?? '',
    })),
    timing: {
      domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
      firstWidget: mounted?.startTime ?? 0,
    },
  };
}

async function scriptFigures(response) {
  const [body, sizes] = await Promise.all([
    response.body(),
    response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: 0 })),
  ]);
  return {
    url: response.url(),
    status: response.status(),
    raw: body.length,
    gzip: gzipSize(body),
    transferred: sizes.responseBodySize,
    encoding: response.headers()['content-encoding'] ?? 'identity',
    swr: body.includes(SWR_MARKER),
    valibot: body.includes(VALIBOT_MARKER),
  };
}

/**
 * Resolves once no request has been in flight for `quietMs` (Playwright's networkidle resolves at
 * once when it was reached before, e.g. while a widget waited for its token, and would miss the
 * lazy chunks that follow).
 */
export function networkQuiet(page, quietMs = 1000, timeoutMs = 20_000) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled() {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`the network did not settle within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Scrolls to the foot of the page a viewport at a time (widgets that render near the viewport). */
async function scrollThrough(page, viewportHeight) {
  for (let step = 0; step < 200; step += 1) {
    const atFoot = await page.evaluate(
      (by) => {
        window.scrollBy(0, by);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      },
      Math.round(viewportHeight * 0.9),
    );
    await page.waitForTimeout(200);
    if (atFoot) break;
  }
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 800 },
};

/**
 * The page's CLS (the largest session window) on one load as a visitor has it: fresh context, the
 * widgets near the viewport settled and the network quiet, then scrolled through to its foot
 * (widgets below the fold load as they come near) until every widget has settled and the
 * network is quiet again.
 */
async function layoutShiftOnce(browser, siteUrl, { path, keepOnly }, viewport) {
  const context = await browser.newContext({ locale: 'de-AT', viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLayoutShifts);
    if (keepOnly) await page.addInitScript(keepOnlyWidget, keepOnly);
    const network = networkQuiet(page, 500);
    await page.goto(new URL(path, siteUrl).href);
    await network.settled();
    await scrollThrough(page, viewport.height);
    await page.waitForFunction(widgetsSettled, true, { timeout: 30_000 });
    await network.settled();
    return await page.evaluate(() => window.__ctbLayoutShift());
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * CLS of `runs` loads at each viewport (desktop 1280 x 900, phone 375 x 800) and their median,
 * the figure budgets.json holds (one load swings with the machine's load).
 */
export async function measureLayoutShift(browser, siteUrl, target, runs = 3) {
  const result = {};
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const values = [];
    for (let run = 0; run < runs; run += 1)
      values.push(await layoutShiftOnce(browser, siteUrl, target, viewport));
    result[name] = { median: median(values), runs: values };
  }
  return result;
}

/**
 * Loads `path` on a fresh browser context (empty cache) and returns its figures.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ name: string, path: string, keepOnly?: string }} target
 * @param {{ route?: [(url: URL) => boolean, (route: import('@playwright/test').Route) => unknown], dropWidgets?: string[] }}
 *   [options] a context route, e.g. the standalone baseline served in place of shell.js; widgets
 *   (`data-widget` names) taken out of the page before they load
 */
export async function measurePage(browser, siteUrl, { name, path, keepOnly }, options = {}) {
  const context = await browser.newContext({
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  try {
    if (options.route) await context.route(...options.route);
    const page = await context.newPage();
    const scripts = [];
    const onResponse = (response) => {
      // Downloads only: the shell's warm-up worker runs a blob: script it wrote (no body to read).
      if (response.request().resourceType() === 'script' && /^https?:/.test(response.url()))
        scripts.push(scriptFigures(response));
    };
    page.on('response', onResponse);
    // The whole page's weight: every widget, also those a visitor loads only by scrolling.
    await page.addInitScript(mountAllWidgets);
    if (keepOnly) await page.addInitScript(keepOnlyWidget, keepOnly);
    if (options.dropWidgets) await page.addInitScript(dropWidgets, options.dropWidgets);
    const network = networkQuiet(page);
    const response = await page.goto(new URL(path, siteUrl).href);
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await page.waitForFunction(widgetsSettled, undefined, { timeout: 30_000 });
    await network.settled();
    const state = await page.evaluate(pageState);
    // A script answered after the network settled is not read (its body would be asked for
    // after the context closed, an unhandled rejection that ended the whole run).
    page.off('response', onResponse);
    return {
      name,
      path,
      keepOnly: keepOnly ?? null,
      ...state,
      scripts: await Promise.all(scripts),
    };
  } finally {
    await context.close();
  }
}
