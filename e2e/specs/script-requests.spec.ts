import { expect, test } from '../support/test';

// Each script a page loads costs a request and a script element (about a millisecond of a slow
// phone's main thread): the build folds what always travels together into one file.
const SETTLED = '[data-widget-state="mounted"], [data-widget-state="error"]';

test("the branch search page loads the shared core in one file, each app's ./mount inside its remote entry, no style runtime of its own and no tiny common chunks", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && /^https?:/.test(response.url()))
      scripts.push(new URL(response.url()).pathname);
  });
  // Every widget of the page, those below the fold too.
  await page.addInitScript(() => {
    window.ctbMountAllWidgets = true;
  });
  await page.goto('/de/banksearch.html');
  await expect(page.locator(`[data-widget]:not(${SETTLED})`)).toHaveCount(0);
  await expect(page.locator('[data-widget-state="error"]')).toHaveCount(0);

  // What every app's ./mount needs is one file: react, react-dom (index and client), the JSX
  // runtime, the scheduler, react-intl, the widget runtime and @ctb/shared/validation.
  expect(scripts.filter((file) => /\/shared-core\.[0-9a-f]{8}\.js$/.test(file))).toHaveLength(1);
  expect(
    scripts.filter((file) =>
      /pnpm_react(-dom|-intl)?_\d|libs_shared_src_entries_(runtime|validation)_ts/.test(file),
    ),
  ).toEqual([]);
  // style-loader's runtime is inside each app's remoteEntry.js, and so is its ./mount: one
  // script per app before its widgets' own.
  expect(scripts.filter((file) => file.includes('style-runtime'))).toEqual([]);
  expect(scripts.filter((file) => file.includes('__federation_expose_'))).toEqual([]);
  expect(scripts.filter((file) => file.endsWith('/remoteEntry.js'))).toHaveLength(2);
  // banksearch's small folders of src/common (combobox, popover layout, stored branch) are in its
  // one `common` chunk with the loose files, the larger ones in a chunk each.
  expect(
    scripts.filter((file) => /\/common-(combobox|popover-layout|stored-branch)\./.test(file)),
  ).toEqual([]);
  expect(scripts.filter((file) => /\/common-location-search\./.test(file))).toHaveLength(1);
  // The style runtime ran from there: the widgets' stylesheets are on the page.
  const widgetStyles = await page
    .locator('style')
    .evaluateAll(
      (styles) => styles.filter((style) => /\.ctb-[\w-]{7}\b/.test(style.textContent ?? '')).length,
    );
  expect(widgetStyles).toBeGreaterThan(3);
});
