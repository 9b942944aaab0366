import type { BrowserContext, Page } from '@playwright/test';
import {
  XSS_CANARY,
  XSS_EXFIL_ORIGIN,
  XSS_PAYLOADS,
} from '../../tools/platform/src/servers/cms/xss/xss-corpus';
import { XSS_COOKIE } from '../../tools/platform/src/servers/cms/xss/xss-hook';
import type { ExpectedViolation } from './csp';
import { expect } from './test';
import { appUrl, paasUrl, siteUrl } from './urls';

export { XSS_PAYLOADS };

/**
 * What the corpus provokes on purpose: images whose URL fields hold a payload (evil.example,
 * `javascript:`, `vbscript:`: the CSP refuses to load them, so no request leaves), and the
 * reports Chromium sends while DOMPurify merely parses the payloads in its inert document
 * (inline handlers, styles, `<base>`: nothing of it reaches the page, which expectInertWidgets
 * checks). Any other violation, or these from any other file, fails the test.
 */
export const XSS_EXPECTED_VIOLATIONS: ExpectedViolation[] = [
  { directive: 'img-src', blockedUrl: /evil\.example|^(javascript|vbscript)$/ },
  {
    directive: /^(script-src-attr|script-src-elem|style-src-elem|style-src-attr|base-uri)$/,
    sourceFile: /\/dompurify\.[0-9a-f]{8}\.js$/,
  },
];

const APPS = ['shell', 'lists', 'banksearch', 'calculators', 'forms', 'club', 'market', 'chrome'];
const ALLOWED_ORIGINS = new Set(
  [siteUrl, paasUrl, 'http://localhost:8113', ...APPS.map((app) => appUrl(app as 'shell'))].map(
    (url) => new URL(url).origin,
  ),
);

/** What a page under attack gave away: canary calls, dialogs, requests to unlisted origins. */
export interface XssWatch {
  canaryCalls: unknown[];
  dialogs: string[];
  leakedRequests: string[];
}

/**
 * Prepares the context for openUnderAttack: stores a branch (so regional content and the
 * stored-branch widgets load), consents to maps and video, and watches for payloads that run:
 * the canary function they call, dialogs, requests to unlisted origins.
 */
export async function attack(context: BrowserContext): Promise<XssWatch> {
  const watch: XssWatch = { canaryCalls: [], dialogs: [], leakedRequests: [] };
  await context.addCookies([{ name: 'ctb_consent', value: 'maps|video', url: siteUrl }]);
  await context.exposeBinding(XSS_CANARY, (_source, id: unknown) => watch.canaryCalls.push(id));
  await context.addInitScript(() => {
    localStorage.setItem(
      'ctb.usersBranch',
      JSON.stringify({
        id: '57300-0001',
        name: 'Tiroler Regionalbank Zirl',
        address: { street: 'Sparkassenplatz 26', postalCode: '6170', city: 'Zirl' },
        blz: '57300',
        path: '/banken/tirol',
      }),
    );
  });
  const watchPage = (page: Page) =>
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  // A request the CSP refused never leaves the browser (Chromium still reports it, as failed
  // with the error "csp"); one that got an answer or failed on the network did.
  const unlisted = (url: string) =>
    /^https?:/.test(url) &&
    (!ALLOWED_ORIGINS.has(new URL(url).origin) || url.startsWith(XSS_EXFIL_ORIGIN));
  context.on('requestfinished', (request) => {
    if (unlisted(request.url())) watch.leakedRequests.push(request.url());
  });
  context.on('requestfailed', (request) => {
    const blocked = /^csp$|ERR_BLOCKED_BY_(CSP|CLIENT)/.test(request.failure()?.errorText ?? '');
    if (unlisted(request.url()) && !blocked)
      watch.leakedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  return watch;
}

/**
 * The page's widgets (not the ones a payload planted in a fragment): name and state, in order,
 * once all of them settled: after the network went quiet, the shell has marked each (before it
 * runs they carry no state), none is loading, and two reads a poll apart agree (a form inserts its
 * branch field's widget element once it has rendered, on a busy machine after the network).
 */
async function widgetStates(page: Page): Promise<string[]> {
  await expect(page.locator('[data-widget]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const read = () =>
    page.$$eval('[data-widget]', (elements) =>
      elements
        .filter((element) => !element.closest('.xss-probe'))
        .map(
          (element) =>
            `${element.getAttribute('data-widget')}=${element.getAttribute('data-widget-state')}`,
        ),
    );
  let states: string[] = [];
  let previous: string[] = [];
  await expect
    .poll(
      async () => {
        [previous, states] = [states, await read()];
        const unsettled = states.filter((state) => /=(null|loading)$/.test(state));
        if (unsettled.length > 0) return unsettled;
        return states.join() === previous.join()
          ? []
          : ['(the widgets changed since the last read)'];
      },
      { intervals: [250, 250, 500, 1000] },
    )
    .toEqual([]);
  return states;
}

/**
 * Opens the page clean, then with the corpus (`?ctbXss=all`, after which the cookie keeps it on
 * for every request of the context): every widget of the page mounts under attack, the same
 * widgets as on the clean page (a widget drops a bad link or field, logs it and renders the rest).
 */
export async function openUnderAttack(page: Page, path: string) {
  // Clean means clean: the cookie an earlier page under attack set would bring the corpus along.
  await page.context().clearCookies({ name: XSS_COOKIE });
  await page.goto(path);
  const clean = await widgetStates(page);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}ctbXss=all`);
  const attacked = await widgetStates(page);
  expect(
    attacked.filter((state) => !state.endsWith('=mounted')),
    'widgets not mounted',
  ).toEqual([]);
  expect(attacked).toEqual(clean);
}

/** Scrolls through the page, so lazy widgets and pictures load too. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 700) await page.mouse.wheel(0, 700);
  await page.waitForLoadState('networkidle');
}

/**
 * Nothing of the corpus survived in the widgets' DOM in a form that could run: no event handler
 * attribute, no script, frame, object, embed, base, meta, link or style element, no javascript:
 * or data: document behind a link, frame, form or object (an image cannot run its URL).
 */
export async function expectInertWidgets(page: Page) {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const scope = '[data-widget] *, [data-regional-stage-slide], [data-regional-stage-slide] *';
    for (const element of document.querySelectorAll(scope)) {
      const image = /^(IMG|SOURCE|image)$/.test(element.tagName);
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.startsWith('on')) problems.push(`${element.tagName} ${name}="${value}"`);
        const runs = /^(href|src|action|formaction|xlink:href|data)$/.test(name) && !image;
        if (runs && /^\s*(javascript|data:text|vbscript)/i.test(value))
          problems.push(`${element.tagName} ${name}="${value.slice(0, 60)}"`);
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|BASE|META|LINK|STYLE)$/.test(element.tagName))
        problems.push(`<${element.tagName.toLowerCase()}> inside a widget`);
    }
    return problems;
  });
  expect(found).toEqual([]);
}

export function expectNothingRan(watch: XssWatch) {
  expect(watch.canaryCalls, 'payloads that called the canary').toEqual([]);
  expect(watch.dialogs, 'dialogs a payload opened').toEqual([]);
  expect(watch.leakedRequests, 'requests to origins the page does not use').toEqual([]);
}
