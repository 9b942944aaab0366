// The chrome's share of a page (issue 15): the JS the chrome app makes a visitor download for the
// header, its navigation, search and language select and the cookie banner, beyond the libraries
// every app shares through federation (react, react-dom, react-intl, jotai, @ctb/shared with swr
// and the packages it bundles). Measured on a plain content page, which holds only the chrome (and
// the quickbar's location search of banksearch), on a first visit, so the banner shows.
//
// What counts: every script of the chrome's origin, its remoteEntry.js (the container's runtime
// and its ./mount) included, except the files it loads only to provide its own copy of a
// shared library (the manifest's `shared` assets and the vendor chunks split off them, which the
// build lists in shared-library-chunks.json; on another page another app may provide them), and a
// file that copy needs (the style runtime) unless a chunk group of the chrome's own code that
// loaded needs it too.
// Header and banner: the page loaded with the quickbar and its location search taken out before
// they load, so nothing that only the quickbar needs is counted, and nothing it shares with the
// header is left out. With the quickbar: the whole page. Budget: budgets.json's `chrome` (25 KiB
// gzip -9), held by `measure --check`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kib } from './gzip-size.mjs';
import { measurePage } from './measure-pages.mjs';
import { root } from './run.mjs';

export const CHROME_PAGE = '/de/privatkunden/finanzieren/wohnkredit.html';
const QUICKBAR = ['chrome/quickbar', 'banksearch/location-search'];

const readDist = (file) =>
  JSON.parse(readFileSync(path.join(root, 'apps', 'chrome', 'dist', file), 'utf8'));

/** The files the chrome loads for its own copy of a shared library (tools/build's listing). */
function sharedLibraryFiles() {
  const manifest = readDist('mf-manifest.json');
  const listing = readDist('shared-library-chunks.json');
  return {
    only: new Set([...manifest.shared.flatMap((entry) => entry.assets.js.sync), ...listing.files]),
    alsoOwn: new Set(listing.forSharing),
    ownGroups: listing.ownGroups,
  };
}

/** Files of a shared library's copy that none of the chrome's own loaded chunk groups needs. */
function onlyForSharing(files, sharedFiles) {
  const loaded = new Set(files);
  const neededByOwnCode = new Set(
    sharedFiles.ownGroups.filter((group) => group.every((file) => loaded.has(file))).flat(),
  );
  return new Set(
    [...sharedFiles.alsoOwn].filter((file) => loaded.has(file) && !neededByOwnCode.has(file)),
  );
}

/** Which part of the chrome a script of its origin belongs to. */
function partOf(file, sharedOnly) {
  if (sharedOnly.has(file)) return 'shared library';
  if (file === 'remoteEntry.js') return 'runtime';
  if (file.startsWith('site-chrome.')) return 'widgets on every page (site-chrome)';
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
  const loaded = page.scripts
    .filter((script) => script.url.startsWith(`${chromeOrigin}/`))
    .map((script) => ({ file: new URL(script.url).pathname.split('/').pop() ?? '', ...script }));
  const files = loaded.map((script) => script.file);
  const sharedOnly = new Set([...sharedFiles.only, ...onlyForSharing(files, sharedFiles)]);
  const scripts = loaded.map(({ file, gzip }) => ({ file, gzip, part: partOf(file, sharedOnly) }));
  return { widgets: page.widgets, scripts };
}

const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);
const own = (scripts) => scripts.filter((script) => script.part !== 'shared library');

/** The parts of the header-and-banner figure, largest first. */
function partsOf(scripts) {
  const parts = new Map();
  for (const script of own(scripts))
    parts.set(script.part, (parts.get(script.part) ?? 0) + script.gzip);
  return [...parts].sort((a, b) => b[1] - a[1]).map(([part, gzip]) => ({ part, gzip }));
}

/** @param {number | undefined} budgetKiB budgets.json's chrome.maxHeaderAndBannerKiB */
export async function measureChrome(browser, siteUrl, chromeOrigin, budgetKiB) {
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
    headerAndBannerParts: partsOf(headerAndBanner.scripts),
    withQuickbarGzip: sum(own(whole.scripts)),
    budget: budgetKiB === undefined ? undefined : budgetKiB * 1024,
  };
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
  const verdict =
    chrome.budget === undefined
      ? 'no budget in budgets.json'
      : `${chrome.headerAndBannerGzip <= chrome.budget ? 'within' : 'OVER'} the ${kib(chrome.budget)} budget`;
  const parts = chrome.headerAndBannerParts
    .map(({ part, gzip }) => `${part} ${kib(gzip)}`)
    .join(', ');
  console.log(
    `Chrome on ${chrome.page}: header and banner ${kib(chrome.headerAndBannerGzip)} beyond the shared libraries (${verdict}): ${parts}`,
  );
  console.log(
    `With the quickbar ${kib(chrome.withQuickbarGzip)}; shared libraries the chrome served ${kib(chrome.sharedGzip)}`,
  );
}
