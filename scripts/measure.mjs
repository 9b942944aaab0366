// `npm run measure`: builds for production and prints what a visitor downloads, gzipped:
// the shell, each remote entry and the initial chunk of its ./mount module, the JS a page with
// one calculator really loads in Chromium, and that against the sum of all apps.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { APPS, buildAll } from './build-all.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { gzipFileSize, gzipSize, kib } from './lib/gzip-size.mjs';
import chromiumFlags from './lib/chromium-flags.json' with { type: 'json' };
import { bin, log, root, waitForUrl } from './lib/run.mjs';

const dist = (app) => path.join(root, 'apps', app, 'dist');

function staticFigures() {
  const rows = [];
  let allApps = 0;
  for (const app of APPS) {
    const files = existsSync(dist(app))
      ? readdirSync(dist(app)).filter((file) => file.endsWith('.js'))
      : [];
    const total = files.reduce((sum, file) => sum + gzipFileSize(path.join(dist(app), file)), 0);
    allApps += total;
    if (app === 'shell') {
      rows.push({ app, entry: gzipFileSize(path.join(dist(app), 'shell.js')), initial: 0, total });
      continue;
    }
    const manifest = JSON.parse(readFileSync(path.join(dist(app), 'mf-manifest.json'), 'utf8'));
    const mount = manifest.exposes.find((expose) => expose.path === './mount');
    const initial = (mount?.assets.js.sync ?? []).reduce(
      (sum, file) => sum + gzipFileSize(path.join(dist(app), file)),
      0,
    );
    rows.push({ app, entry: gzipFileSize(path.join(dist(app), 'remoteEntry.js')), initial, total });
  }
  return { rows, allApps };
}

async function pageFigures(chromiumPath) {
  const require = createRequire(path.join(root, 'package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    // Keep only the first credit calculator: other widget elements are removed as they are parsed,
    // before the deferred shell runs.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const widgets = Array.from(document.querySelectorAll('[data-widget]'));
        const keep = widgets.find(
          (element) => element.getAttribute('data-widget') === 'calculators/credit',
        );
        widgets.filter((element) => element !== keep).forEach((element) => element.remove());
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('http://localhost:8080/de/calculators.html');
    await page
      .locator('[data-widget="calculators/credit"][data-widget-state="mounted"]')
      .waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const mounted = performance.getEntriesByName('ctb:first-widget-mounted')[0];
      return {
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
        firstWidget: mounted?.startTime ?? 0,
      };
    });
    return { scripts: scripts.map(({ url, body }) => ({ url, gzip: gzipSize(body) })), timing };
  } finally {
    await browser.close();
  }
}

if (!process.argv.includes('--no-build')) await buildAll();
const { rows, allApps } = staticFigures();
log('Static sizes (gzip -9)');
console.table(
  rows.map(({ app, entry, initial, total }) => ({
    app,
    'entry (shell.js / remoteEntry.js)': kib(entry),
    'initial chunk of ./mount': app === 'shell' ? '-' : kib(initial),
    'all JS of the app': kib(total),
  })),
);

const chromiumPath = ensureChromium();
const alreadyUp = await fetch('http://localhost:8080/de/index.html').then(
  () => true,
  () => false,
);
const platform = alreadyUp
  ? undefined
  : spawn(bin('tsx', 'tools/platform'), ['tools/platform/src/main.ts'], {
      cwd: root,
      stdio: 'ignore',
    });
try {
  await waitForUrl('http://localhost:8100/remotes.json');
  const { scripts, timing } = await pageFigures(chromiumPath);
  const loaded = scripts.reduce((sum, script) => sum + script.gzip, 0);
  log(
    'A page with one credit calculator (/de/calculators.html, other widgets removed) in Chromium',
  );
  for (const script of scripts) console.log(`  ${kib(script.gzip).padStart(10)}  ${script.url}`);
  console.log(`JS downloaded: ${kib(loaded)} in ${scripts.length} files`);
  console.log(
    `Sum of all apps' JS: ${kib(allApps)}; this page loads ${((loaded / allApps) * 100).toFixed(1)} % of it`,
  );
  const origins = [...new Set(scripts.map((script) => new URL(script.url).port))].sort();
  console.log(`Origins (ports) scripts came from: ${origins.join(', ')}`);
  console.log(
    `DOMContentLoaded ${timing.domContentLoaded.toFixed(0)} ms, first widget mounted ${timing.firstWidget.toFixed(0)} ms`,
  );
} finally {
  platform?.kill('SIGTERM');
}
