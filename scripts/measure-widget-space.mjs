// `npm run measure:space`: the height of every widget once mounted, on every demo page (the home
// page, each domain's page and the content widgets' page), at a
// phone (375 x 800) and a desktop (1280 x 900) viewport, against the space the page reserves for
// it before its code arrives (tools/platform/src/rendering/widget-space/widget-space.json, turned
// into page CSS by widget-space-css.ts). A widget below the fold is measured once scrolled into
// view (some render only then). Where one widget (and `data-widget-space`) has several heights,
// the largest is kept. Run it after changing how tall a widget is, with the apps built:
//   --write   write the measured heights into widget-space.json (review the diff)
//   --page /de/forms.html   only that page (repeatable; --write then keeps the others' entries)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_URL, DOMAINS } from './lib/apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import chromiumFlags from './lib/chromium-flags.json' with { type: 'json' };
import { mountAllWidgets, networkQuiet, widgetsSettled } from './lib/measure-pages.mjs';
import { spawnPlatform } from './lib/platform.mjs';
import { log, root, waitForUrl } from './lib/run.mjs';

const SITE = process.env.CTB_SITE_URL ?? CMS_URL;
const SPACE_FILE = path.join(root, 'tools/platform/src/rendering/widget-space/widget-space.json');
const VIEWPORTS = {
  phone: { width: 375, height: 800 },
  desktop: { width: 1280, height: 900 },
};

const argv = process.argv.slice(2);
const only = argv.flatMap((arg, index) => (argv[index - 1] === '--page' ? [arg] : []));
const pages = only.length
  ? only
  : ['/de/index.html', ...DOMAINS.map((domain) => `/de/${domain}.html`), '/de/content.html'];

/**
 * Each widget element's key (widget and data-widget-space), state and current height; not the
 * header's widgets, whose rows the CMS layout sizes itself (site-chrome-css.ts).
 */
function widgetBoxes() {
  const elements = Array.from(document.querySelectorAll('[data-widget]'));
  return elements
    .filter((element) => !element.closest('#site-header'))
    .map((element) => ({
      widget: element.getAttribute('data-widget') ?? '',
      space: element.getAttribute('data-widget-space') ?? undefined,
      state: element.getAttribute('data-widget-state') ?? '',
      top: element.getBoundingClientRect().top + window.scrollY,
      height: Math.ceil(element.getBoundingClientRect().height),
    }));
}

async function measurePageAt(browser, pagePath, viewport) {
  const context = await browser.newContext({ locale: 'de-AT', viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(mountAllWidgets);
    const network = networkQuiet(page);
    await page.goto(new URL(pagePath, SITE).href);
    await page.waitForFunction(widgetsSettled, undefined, { timeout: 30_000 });
    await network.settled();
    const boxes = await page.evaluate(widgetBoxes);
    // Below the fold: the height once the widget is in view, before the page scrolls past it.
    for (const [index, box] of boxes.entries()) {
      if (box.top < viewport.height) continue;
      await page.evaluate((at) => window.scrollTo(0, at), box.top);
      await page.waitForTimeout(300);
      await network.settled();
      boxes[index] = { ...box, height: (await page.evaluate(widgetBoxes))[index].height };
    }
    return boxes;
  } finally {
    await context.close();
  }
}

const keyOf = ({ widget, space }) => (space ? `${widget} [${space}]` : widget);

const require = createRequire(path.join(root, 'package.json'));
const { chromium } = require('@playwright/test');
const alreadyUp = await fetch(`${SITE}/de/index.html`).then(
  () => true,
  () => false,
);
const platform = alreadyUp ? undefined : spawnPlatform({ stdio: 'ignore' });
const measured = new Map();
try {
  await waitForUrl(`${SITE}/de/index.html`);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumFlags });
  try {
    for (const pagePath of pages) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        log(`${pagePath} at ${viewport.width} px`);
        for (const box of await measurePageAt(browser, pagePath, viewport)) {
          if (box.state !== 'mounted') {
            console.log(`  ${keyOf(box)} ended ${box.state || 'without a state'}: not measured`);
            continue;
          }
          const entry = measured.get(keyOf(box)) ?? {
            widget: box.widget,
            ...(box.space ? { space: box.space } : {}),
            phone: 0,
            desktop: 0,
            seen: { phone: [], desktop: [] },
          };
          entry[name] = Math.max(entry[name], box.height);
          entry.seen[name].push(box.height);
          measured.set(keyOf(box), entry);
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  platform?.kill('SIGTERM');
}

const file = JSON.parse(readFileSync(SPACE_FILE, 'utf8'));
const reserved = new Map(file.widgets.map((entry) => [keyOf(entry), entry]));
log('Mounted height against the reserved space (px; phone 375, desktop 1280)');
console.table(
  [...measured.values()]
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)))
    .map((entry) => ({
      widget: keyOf(entry),
      phone: entry.phone,
      'reserved (phone)': reserved.get(keyOf(entry))?.phone ?? '-',
      desktop: entry.desktop,
      'reserved (desktop)': reserved.get(keyOf(entry))?.desktop ?? '-',
      'heights seen': [...new Set([...entry.seen.phone, ...entry.seen.desktop])].join(' '),
    })),
);
if (argv.includes('--write')) {
  const kept = only.length ? file.widgets.filter((entry) => !measured.has(keyOf(entry))) : [];
  const widgets = [
    ...kept,
    ...[...measured.values()].map(({ widget, space, phone, desktop }) => ({
      widget,
      ...(space ? { space } : {}),
      phone,
      desktop,
    })),
  ]
    .filter((entry) => entry.phone > 0 || entry.desktop > 0)
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  writeFileSync(
    SPACE_FILE,
    `${JSON.stringify({ ...file, measuredAt: new Date().toISOString(), widgets }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(root, SPACE_FILE)}`);
}
