// `npm run measure:pins`: how fast the branch search draws its map markers and sidebar, in Chromium.
//
// Against a running local platform (`npm start`, or the platform alone): this script starts
// nothing but the browser. It loads /de/banksearch.html with the visitor's consent to maps, where
// the branch search opens over all of Austria (zoom 6) and asks for up to 1,000 branches. Two
// answers are measured:
//   - the platform's own (every branch of the dataset, about 430);
//   - 1,000 branches: the browser's network layer (Playwright's page.route) answers the search
//     with the platform's branches repeated to 1,000, each copy with its own id and moved a little.
// The app's code path is the real one. Figures come from performance marks in the app:
//   ctb:branch-search:answer           the search answer has been read and validated
//   ctb:branch-search:pins-drawn       the frame after the markers were attached to the map (below
//                                      zoom 12 close branches are one cluster marker)
//   ctb:branch-search:sidebar-rendered the sidebar committed the results (10 rendered)
// Printed: median (and min-max) of 5 runs, each on a fresh page.
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_URL } from './lib/apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import chromiumFlags from './lib/chromium-flags.json' with { type: 'json' };
import { mountAllWidgets } from './lib/measure-pages.mjs';
import { log, root } from './lib/run.mjs';

const SITE = process.env.CTB_SITE_URL ?? CMS_URL;
const PAGE = '/de/banksearch.html';
const SEARCH = '/api/branches/search';
const RUNS = 5;
const PINS = 1000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(0)} ms`;

/** The platform's answer padded to PINS branches, each copy with an id and position of its own. */
function padTo(answer, count) {
  const { documents } = answer;
  const padded = Array.from({ length: count }, (_, index) => {
    const source = documents[index % documents.length];
    const round = Math.floor(index / documents.length);
    if (round === 0) return source;
    const shift = 0.01 * round;
    return {
      ...source,
      id: `${source.id}-copy${round}`,
      name: `${source.name} (${round + 1})`,
      geolocation: { lat: source.geolocation.lat + shift, lng: source.geolocation.lng - shift },
    };
  });
  return { ...answer, documents: padded, size: padded.length };
}

async function measureRun(browser, padded) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'de-AT',
  });
  await context.addCookies([{ name: 'ctb_consent', value: 'maps', url: SITE }]);
  const page = await context.newPage();
  // Every widget at once, as before widgets waited to come near the viewport.
  await page.addInitScript(mountAllWidgets);
  let branches = 0;
  await page.route(
    (url) => url.pathname === SEARCH,
    async (route) => {
      const response = await route.fetch();
      let answer = await response.json();
      if (padded) answer = padTo(answer, PINS);
      branches = answer.documents.length;
      await route.fulfill({ response, json: answer });
    },
  );
  await page.goto(`${SITE}${PAGE}`);
  await page.waitForFunction(
    () =>
      ['answer', 'pins-drawn', 'sidebar-rendered'].every(
        (mark) => performance.getEntriesByName(`ctb:branch-search:${mark}`).length > 0,
      ),
    undefined,
    { timeout: 60_000 },
  );
  const figures = await page.evaluate(() => {
    const first = (mark, after = 0) =>
      performance
        .getEntriesByName(`ctb:branch-search:${mark}`)
        .find((entry) => entry.startTime >= after)?.startTime;
    const answer = first('answer');
    return {
      answer,
      pins: first('pins-drawn', answer) - answer,
      sidebar: first('sidebar-rendered', answer) - answer,
      // The map's markers: pins (one branch each) and cluster badges (a label with their count).
      ...(() => {
        const markers = [
          ...document.querySelectorAll('[data-widget="banksearch/branch-search"] .ctb-maps-marker'),
        ];
        // A legacy marker's badge is its label; an advanced marker's badge is its content.
        const labels = markers.map((marker) =>
          (marker.querySelector('.ctb-maps-marker-label') ?? marker).textContent.trim(),
        );
        const clusters = labels.filter((label) => /^\d+$/.test(label));
        return {
          pinsShown: labels.length - clusters.length,
          clusters: clusters.length,
          clustered: clusters.reduce((sum, label) => sum + Number(label), 0),
        };
      })(),
      listed: document.querySelectorAll('[data-widget="banksearch/branch-search"] [data-branch-id]')
        .length,
    };
  });
  await context.close();
  return { ...figures, branches };
}

async function main() {
  const reachable = await fetch(`${SITE}${PAGE}`).then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable) {
    console.error(
      `Nothing answers on ${SITE}${PAGE}: start the platform first (npm start), then run this again.`,
    );
    process.exit(1);
  }
  const require = createRequire(path.join(root, 'package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumFlags });
  try {
    for (const padded of [false, true]) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureRun(browser, padded));
      const [{ branches, pinsShown, clusters, clustered, listed }] = runs;
      log(
        `${padded ? `${PINS} branches (platform's repeated)` : "the platform's answer"}: ${branches} branches, on the map ${pinsShown + clusters} markers (${pinsShown} pins, ${clusters} clusters of ${clustered} branches), ${listed} in the sidebar`,
      );
      for (const [key, label] of [
        ['pins', 'answer -> markers drawn'],
        ['sidebar', 'answer -> sidebar rendered'],
      ]) {
        const values = runs.map((figures) => figures[key]);
        console.log(
          `  ${label.padEnd(28)} median ${ms(median(values))} (min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))}, ${RUNS} runs)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
