// The chrome's share of a page (issue 15): the JS the chrome app makes a visitor download for the
// header, its navigation, search and language select and the cookie banner, beyond the libraries
// every app shares through federation (react, react-dom, react-intl, jotai, @ctb/shared: the
// files the chrome's mf-manifest lists under `shared`). Measured on a plain content page, which
// holds only the chrome (and the quickbar's location search of banksearch), on a first visit, so
// the banner shows. Budget: 25 KiB gzip -9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kib } from './gzip-size.mjs';
import { measurePage } from './measure-pages.mjs';
import { root } from './run.mjs';

export const CHROME_PAGE = '/de/privatkunden/finanzieren/wohnkredit.html';
export const CHROME_BUDGET = 25 * 1024;

/** Which part of the chrome a script of its origin belongs to. */
function partOf(file, sharedFiles) {
  if (sharedFiles.has(file)) return 'shared library';
  if (file === 'remoteEntry.js' || file.startsWith('__federation_expose_mount')) return 'runtime';
  const widget = /^src_widgets_([a-z-]+)_/.exec(file)?.[1];
  if (widget) return widget === 'quickbar' ? 'quickbar' : `header and banner (${widget})`;
  return 'header and banner (common, libraries)';
}

export async function measureChrome(browser, siteUrl, chromeOrigin) {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'apps', 'chrome', 'dist', 'mf-manifest.json'), 'utf8'),
  );
  const sharedFiles = new Set(manifest.shared.flatMap((entry) => entry.assets.js.sync));
  const page = await measurePage(browser, siteUrl, { name: 'chrome', path: CHROME_PAGE });
  const scripts = page.scripts
    .filter((script) => script.url.startsWith(`${chromeOrigin}/`))
    .map((script) => {
      const file = new URL(script.url).pathname.split('/').pop() ?? '';
      return { file, gzip: script.gzip, part: partOf(file, sharedFiles) };
    });
  const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);
  const own = scripts.filter((script) => script.part !== 'shared library');
  const headerAndBanner = own.filter((script) => script.part !== 'quickbar');
  return {
    page: CHROME_PAGE,
    widgets: page.widgets.filter((widget) => widget.widget.startsWith('chrome/')),
    scripts,
    sharedGzip: sum(scripts.filter((script) => script.part === 'shared library')),
    headerAndBannerGzip: sum(headerAndBanner),
    withQuickbarGzip: sum(own),
    budget: CHROME_BUDGET,
  };
}

export function printChrome(chrome) {
  console.table(
    chrome.scripts.map((script) => ({
      file: script.file,
      part: script.part,
      gzip: kib(script.gzip),
    })),
  );
  const verdict = chrome.headerAndBannerGzip <= chrome.budget ? 'within' : 'OVER';
  console.log(
    `Chrome on ${chrome.page}: header and banner ${kib(chrome.headerAndBannerGzip)} beyond the shared libraries (${verdict} the ${kib(chrome.budget)} budget), with the quickbar ${kib(chrome.withQuickbarGzip)}; shared libraries it served ${kib(chrome.sharedGzip)}`,
  );
}
