import { expect, test } from '../support/test';
import { appUrl } from '../support/urls';
import { insertWidget } from '../support/widgets';

// A stand-in for React DevTools: every copy of react-dom that starts registers itself here.
function installRendererCounter() {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      isDisabled: false,
      renderers,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
    },
  });
}

// swr travels inside @ctb/shared/http (its entry points import its internals by relative paths, which
// the federation cannot share alone): its code must be in exactly one script, found by the key
// prefix of useSWRInfinite.
const SWR_MARKER = '$inf$';
// valibot is @ctb/shared/validation, one copy for every app on the page: its code (every schema
// names valibot as the vendor of its Standard Schema props) is in exactly one script.
const VALIBOT_MARKER = 'vendor:"valibot"';

/** A widget whose domain app has answered: mounted, or refused with an error. */
const SETTLED = '[data-widget-state="mounted"], [data-widget-state="error"]';

// react, react-dom, react-intl, the widget runtime and @ctb/shared/validation travel together in
// the one chunk every app's ./mount needs (tools/build's SHARED_CORE); jotai with
// @ctb/shared/state, its one importer (SHARED_STATE).
const sharedLibraries = {
  'shared core (react, react-dom, react-intl, runtime, validation)':
    /\/shared-core\.[0-9a-f]{8}\.js$/,
  'shared state (jotai, @ctb/shared/state)': /\/shared-state\.[0-9a-f]{8}\.js$/,
};
// Each entry of @ctb/shared (libs/shared/src/entries/<entry>.ts) is a singleton of its own: the
// entries a page uses may come from different apps, but each from one.
const SHARED_ENTRY_CHUNK = /libs_shared_src_entries_([a-z-]+)_ts/;

test('two domain apps on one page share one copy of each shared library, every time', async ({
  page,
}) => {
  await page.addInitScript(installRendererCounter);
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    // Downloads only: the shell's Intl warm-up worker runs a blob: script (no body to read).
    if (response.request().resourceType() !== 'script' || !/^https?:/.test(response.url())) return;
    scripts.push(response.url());
    bodies.push(response.text());
  });
  await page.goto('/de/calculators.html');
  await expect(
    page.locator('[data-widget^="calculators/"][data-widget-state="mounted"]'),
  ).toHaveCount(3);
  // A second domain app starts on the same page (the element names no real widget, so it is
  // reported as unknown: what matters here is that the app and its shared modules load).
  await insertWidget(page, 'lists/singleton-probe', {}, 'second-app');
  await expect(page.locator('#second-app')).toHaveAttribute('data-widget-state', 'error');
  expect(scripts.some((url) => url.startsWith(`${appUrl('lists')}/`))).toBe(true);

  for (const [library, pattern] of Object.entries(sharedLibraries)) {
    const origins = new Set(
      scripts.filter((url) => pattern.test(url)).map((url) => new URL(url).origin),
    );
    expect({ library, copies: origins.size }).toEqual({ library, copies: 1 });
  }
  const entryOrigins = new Map<string, Set<string>>();
  for (const url of scripts) {
    const entry = SHARED_ENTRY_CHUNK.exec(url)?.[1];
    if (entry)
      entryOrigins.set(entry, (entryOrigins.get(entry) ?? new Set()).add(new URL(url).origin));
  }
  // The calculators and the chrome widgets on the page fetch data (the widget runtime and
  // validation are in the shared core).
  expect([...entryOrigins.keys()]).toEqual(expect.arrayContaining(['http']));
  for (const [entry, origins] of entryOrigins) {
    expect({ library: `@ctb/shared/${entry}`, copies: origins.size }).toEqual({
      library: `@ctb/shared/${entry}`,
      copies: 1,
    });
  }
  // No app loads the root entry, which would bring every entry (apps import the entries).
  expect(scripts.filter((url) => /libs_shared_src_index_ts/.test(url))).toEqual([]);
  const loaded = await Promise.all(bodies);
  const withSwr = loaded.filter((body) => body.includes(SWR_MARKER));
  expect({ library: 'swr', copies: withSwr.length }).toEqual({ library: 'swr', copies: 1 });
  const withValibot = loaded.filter((body) => body.includes(VALIBOT_MARKER));
  expect({ library: 'valibot', copies: withValibot.length }).toEqual({
    library: 'valibot',
    copies: 1,
  });
  expect(scripts.filter((url) => /pnpm_valibot_\d/.test(url))).toEqual([]);
  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});

test('the shell carries the page’s one Module Federation runtime; each domain on the page loads one remote entry that uses it', async ({
  page,
}) => {
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.endsWith('/shell.js') || url.endsWith('/remoteEntry.js')) {
      bodies.push(response.text().then((text) => ({ url, text })));
    }
  });
  await page.goto('/de/calculators.html');
  await expect(
    page.locator('[data-widget^="calculators/"][data-widget-state="mounted"]'),
  ).toHaveCount(3);
  await insertWidget(page, 'lists/singleton-probe', {}, 'second-app');
  await expect(page.locator('#second-app')).toHaveAttribute('data-widget-state', 'error');
  // Every widget on the page, the site chrome's too, has started (or failed): its entry is in.
  await expect(page.locator(`[data-widget]:not(${SETTLED})`)).toHaveCount(0);
  const scripts = await Promise.all(bodies);
  // The runtime's core is marked by its page-wide table of loading entries; a remote built for the
  // shell's runtime reads that core from the global the shell provides.
  const withRuntimeCore = scripts
    .filter(({ text }) => text.includes('__GLOBAL_LOADING_REMOTE_ENTRY__'))
    .map(({ url }) => url);
  expect(withRuntimeCore).toEqual([expect.stringMatching(/\/shell\.js$/)]);
  const onTheShellsRuntime = scripts
    .filter(({ text }) => text.includes('_FEDERATION_RUNTIME_CORE'))
    .map(({ url }) => url);
  expect(await page.evaluate(() => '_FEDERATION_RUNTIME_CORE' in globalThis)).toBe(true);
  // One entry per domain with a widget on the page, each from its own app and none twice: the
  // calculators, the inserted lists probe and the site chrome every page wears (chrome, the
  // quickbar's banksearch location search).
  const domains = await page
    .locator('[data-widget]')
    .evaluateAll((elements) => [
      ...new Set(elements.map((element) => element.getAttribute('data-widget')?.split('/')[0])),
    ]);
  expect(domains).toEqual(expect.arrayContaining(['calculators', 'lists']));
  const entryOrigins = scripts
    .filter(({ url }) => url.endsWith('/remoteEntry.js'))
    .map(({ url }) => new URL(url).origin);
  expect(entryOrigins.sort()).toEqual(
    domains.map((domain) => appUrl(domain as Parameters<typeof appUrl>[0])).sort(),
  );
  expect(onTheShellsRuntime.filter((url) => url.endsWith('/remoteEntry.js')).sort()).toEqual(
    scripts
      .filter(({ url }) => url.endsWith('/remoteEntry.js'))
      .map(({ url }) => url)
      .sort(),
  );
});
