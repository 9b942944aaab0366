// The chrome's share of a page (issue 15): the JS the chrome app makes a visitor download for the
// header, its navigation, search and language select and the cookie banner, beyond the libraries
// every app shares through federation (react, react-dom, react-intl, jotai, @ctb/shared with swr
// and the packages it bundles). Measured on a plain content page, which holds only the chrome (and
// the quickbar's location search of banksearch), on a first visit, so the banner shows.
//
// What counts: every script of the chrome's origin, its remoteEntry.js and the ./mount chunk
// (federation runtime) included, except the files it loads only to provide its own copy of a
// shared library (the manifest's `shared` assets and the vendor chunks split off them, which the
// build lists in shared-library-chunks.json; on another page another app may provide them).
// Header and banner: the page loaded with the quickbar and its location search taken out before
// they load, so nothing that only the quickbar needs is counted, and nothing it shares with the
// header is left out. With the quickbar: the whole page. Budget: 25 KiB gzip -9 (budgets.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kib } from './gzip-size.mjs';
import { measurePage } from './measure-pages.mjs';
import { root } from './run.mjs';

export const CHROME_PAGE = '/de/privatkunden/finanzieren/wohnkredit.html';
export const CHROME_BUDGET = 25 * 1024;
const QUICKBAR = ['chrome/quickbar', 'banksearch/location-search'];

const readDist = (file) =>
  JSON.parse(readFileSync(path.join(root, 'apps', 'chrome', 'dist', file), 'utf8'));

/** The files the chrome loads only for its own copy of a shared library. */
function sharedLibraryFiles() {
  const manifest = readDist('mf-manifest.json');
  return new Set([
    ...manifest.shared.flatMap((entry) => entry.assets.js.sync),
    ...readDist('shared-library-chunks.json').files,
  ]);
}

/** Which part of the chrome a script of its origin belongs to. */
function partOf(file, sharedFiles) {
  if (sharedFiles.has(file)) return 'shared library';
  if (file === 'remoteEntry.js' || file.startsWith('__federation_expose_mount')) return 'runtime';
  const widget = /^src_widgets_([a-z-]+)_/.exec(file)?.[1];
  if (widget) return `widget ${widget}`;
  if (/^common[.-]/.test(file)) return 'src/common';
  return 'libraries, lazy parts';
}

async function chromeScripts(browser, siteUrl, chromeOrigin, sharedFiles, options) {
  const page = await measurePage(browser, siteUrl, { name: 'chrome', path: CHROME_PAGE }, options);
  const broken = page.widgets.filter((widget) => widget.state !== 'mounted');
  if (broken.length > 0)
    throw new Error(`the chrome page did not mount every widget (${JSON.stringify(broken)})`);
  const scripts = page.scripts
    .filter((script) => script.url.startsWith(`${chromeOrigin}/`))
    .map((script) => {
      const file = new URL(script.url).pathname.split('/').pop() ?? '';
      return { file, gzip: script.gzip, part: partOf(file, sharedFiles) };
    });
  return { widgets: page.widgets, scripts };
}

const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);
const own = (scripts) => scripts.filter((script) => script.part !== 'shared library');

export async function measureChrome(browser, siteUrl, chromeOrigin) {
  const sharedFiles = sharedLibraryFiles();
  const headerAndBanner = await chromeScripts(browser, siteUrl, chromeOrigin, sharedFiles, {
    dropWidgets: QUICKBAR,
  });
  const whole = await chromeScripts(browser, siteUrl, chromeOrigin, sharedFiles);
  const headerAndBannerFiles = new Set(headerAndBanner.scripts.map((script) => script.file));
  return {
    page: CHROME_PAGE,
    widgets: headerAndBanner.widgets.filter((widget) => widget.widget.startsWith('chrome/')),
    scripts: whole.scripts.map((script) => ({
      ...script,
      headerAndBanner: headerAndBannerFiles.has(script.file),
    })),
    headerAndBannerScripts: headerAndBanner.scripts,
    sharedGzip: sum(whole.scripts.filter((script) => script.part === 'shared library')),
    headerAndBannerGzip: sum(own(headerAndBanner.scripts)),
    withQuickbarGzip: sum(own(whole.scripts)),
    budget: CHROME_BUDGET,
  };
}

/** The parts of the header-and-banner figure, largest first. */
function breakdown(chrome) {
  const parts = new Map();
  for (const script of own(chrome.headerAndBannerScripts))
    parts.set(script.part, (parts.get(script.part) ?? 0) + script.gzip);
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .map(([part, gzip]) => `${part} ${kib(gzip)}`)
    .join(', ');
}

export function printChrome(chrome) {
  console.table(
    chrome.scripts.map((script) => ({
      file: script.file.length > 70 ? `${script.file.slice(0, 67)}...` : script.file,
      part: script.part,
      'header and banner': script.part === 'shared library' ? '-' : script.headerAndBanner,
      gzip: kib(script.gzip),
    })),
  );
  const verdict = chrome.headerAndBannerGzip <= chrome.budget ? 'within' : 'OVER';
  console.log(
    `Chrome on ${chrome.page}: header and banner ${kib(chrome.headerAndBannerGzip)} beyond the shared libraries (${verdict} the ${kib(chrome.budget)} budget): ${breakdown(chrome)}`,
  );
  console.log(
    `With the quickbar ${kib(chrome.withQuickbarGzip)}; shared libraries the chrome served ${kib(chrome.sharedGzip)}`,
  );
}
