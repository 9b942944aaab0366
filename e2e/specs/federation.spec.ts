import { expect, test, type Page, type Route } from '../support/test';
import { collectConsole } from '../support/console';
import { appPort, appUrl, isLocalPlatform, shellUrl } from '../support/urls';
import { configOf, expectWidgetState, insertWidget } from '../support/widgets';

const calculatorsPage = '/de/calculators.html';
const DOMAINS = [
  'calculators',
  'lists',
  'banksearch',
  'forms',
  'club',
  'market',
  'chrome',
] as const;
// Every page also wears the site chrome (chrome widgets, the quickbar's banksearch location
// search): the calculators page's own widgets are the three calculators.
/** A file of the calculators' build, from its dist or a release the journeys promote meanwhile. */
const calculatorsFile = (file: string) =>
  new RegExp(`^${appUrl('calculators')}/(?:releases/[^/]+/)?${file}$`);
const mountedCalculators = (page: Page) =>
  page.locator('[data-widget^="calculators/"][data-widget-state="mounted"]');

test.describe('the shell and the domain remotes', () => {
  test("the shell reads ICU's locale data in a worker from a script it wrote, under the page's CSP, and the worker ends", async ({
    page,
  }) => {
    const ended = new Promise<string>((resolve) =>
      page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))),
    );
    await page.goto(calculatorsPage);
    expect(await ended).toContain(`blob:${new URL(page.url()).origin}/`);
    await expect(mountedCalculators(page)).toHaveCount(3);
  });

  test('the calculators page mounts each calculator and downloads nothing of domains without a widget on it', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(calculatorsPage);
    const widgets = page.locator('[data-widget^="calculators/"]');
    await expect(widgets).toHaveCount(3);
    await expect(mountedCalculators(page)).toHaveCount(3);
    const held = await page
      .locator('[data-widget]')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-widget')?.split('/')[0]),
      );
    const absentPorts = DOMAINS.filter((domain) => !held.includes(domain)).map(appPort);
    expect(absentPorts.length).toBeGreaterThan(0);
    const otherDomains = requested.filter((url) =>
      absentPorts.some((port) => url.includes(`:${port}/`)),
    );
    expect(otherDomains).toEqual([]);
  });

  test('a widget inserted into the page later mounts, and a removed one leaves no error behind', async ({
    page,
  }) => {
    const console = collectConsole(page);
    await page.goto(calculatorsPage);
    await expect(mountedCalculators(page)).toHaveCount(3);
    const config = await configOf(page, 'calculators/credit');
    await insertWidget(page, 'calculators/credit', config, 'late-credit');
    await expectWidgetState(page, '#late-credit', 'mounted');
    await expect(page.locator('#late-credit').getByRole('slider').first()).toBeVisible();
    await page.evaluate(() => document.getElementById('late-credit')?.remove());
    await insertWidget(page, 'calculators/credit', config, 'late-credit-2');
    await expectWidgetState(page, '#late-credit-2', 'mounted');
    expect(console.errors).toEqual([]);
  });

  test('bad data-config JSON puts only that element in error and logs one line naming the widget', async ({
    page,
  }) => {
    const console = collectConsole(page);
    await page.goto(calculatorsPage);
    await expect(mountedCalculators(page)).toHaveCount(3);
    await insertWidget(page, 'calculators/credit', '{"amount": ', 'broken-json');
    await expectWidgetState(page, '#broken-json', 'error');
    expect(console.errors).toHaveLength(1);
    expect(console.errors[0]).toContain('[ctb] calculators/credit: data-config is not valid JSON');
    await expect(mountedCalculators(page)).toHaveCount(3);
  });

  test('a config missing a required setting names the widget and the setting', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto(calculatorsPage);
    await expect(mountedCalculators(page)).toHaveCount(3);
    const { amount: _amount, ...withoutAmount } = await configOf(page, 'calculators/credit');
    await insertWidget(page, 'calculators/credit', withoutAmount, 'missing-amount');
    await expectWidgetState(page, '#missing-amount', 'error');
    expect(console.errors).toHaveLength(1);
    expect(console.errors[0]).toContain(
      '[ctb] calculators/credit: invalid data-config: setting "amount"',
    );
  });

  test('an unknown widget name is an error for that element only', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto(calculatorsPage);
    await insertWidget(page, 'calculators/mortgage', {}, 'unknown-widget');
    await expectWidgetState(page, '#unknown-widget', 'error');
    expect(console.errors.join('\n')).toContain(
      'unknown widget "mortgage" in domain "calculators"',
    );
    await expect(mountedCalculators(page)).toHaveCount(3);
  });

  test('a remote that cannot be fetched puts its widgets in error with one clear line, and the page stays usable', async ({
    page,
  }) => {
    const console = collectConsole(page);
    await page.route('**/mf-manifest.json', (route) =>
      route
        .request()
        .url()
        .includes(`:${appPort('calculators')}/`)
        ? route.abort('connectionrefused')
        : route.continue(),
    );
    await page.goto(calculatorsPage);
    await expect(
      page.locator('[data-widget^="calculators/"][data-widget-state="error"]'),
    ).toHaveCount(3);
    const domainErrors = console.errors.filter((line) => line.startsWith('[ctb] calculators:'));
    expect(domainErrors).toHaveLength(1);
    expect(domainErrors[0]).toContain(
      'the domain app failed and its widgets are disabled (calculators/credit, calculators/savings, calculators/pension)',
    );
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });

  test('a failed domain leaves the widgets of other domains working', async ({ page }) => {
    const console = collectConsole(page);
    await page.route('**/mf-manifest.json', (route) =>
      route
        .request()
        .url()
        .includes(`:${appPort('lists')}/`)
        ? route.abort('connectionrefused')
        : route.continue(),
    );
    await page.goto(calculatorsPage);
    await expect(mountedCalculators(page)).toHaveCount(3);
    await insertWidget(page, 'lists/news', {}, 'unreachable-domain');
    await expectWidgetState(page, '#unreachable-domain', 'error');
    expect(console.errors.filter((line) => line.startsWith('[ctb] lists:'))).toEqual([
      expect.stringContaining('the domain app failed and its widgets are disabled (lists/news)'),
    ]);
    // The calculators still answer the visitor: a new amount gives a new monthly rate.
    const credit = page.locator('[data-widget="calculators/credit"]');
    const amount = credit.getByRole('slider').first();
    const offer = credit.getByRole('region', { name: 'Ihr Kreditangebot' });
    await expect(offer).toContainText('Monatliche Rate');
    const before = await offer.innerText();
    await amount.focus();
    await amount.press('End');
    await expect(offer).not.toHaveText(before);
    await expect(offer).toContainText('100.000,00 €');
    await expect(
      page.locator('[data-widget^="calculators/"][data-widget-state="mounted"]'),
    ).toHaveCount(3);
  });

  const failingOnce = [
    {
      what: 'a remote entry that fails once on the network',
      file: 'remoteEntry\\.js',
      fail: (route: Route) => route.abort('connectionreset'),
    },
    {
      what: "a widget's chunk that answers 503 once",
      file: 'src_widgets_credit_credit-widget_tsx\\.[0-9a-f]+\\.js',
      fail: (route: Route) => route.fulfill({ status: 503, body: '' }),
    },
  ];
  for (const { what, file, fail } of failingOnce) {
    test(`${what} is loaded again, and the widgets mount`, async ({ page }) => {
      const console = collectConsole(page);
      let tries = 0;
      await page.route(calculatorsFile(file), (route) => {
        tries += 1;
        return tries === 1 ? fail(route) : route.continue();
      });
      await page.goto(calculatorsPage);
      await expect(mountedCalculators(page)).toHaveCount(3);
      expect(tries).toBe(2);
      // The browser reports the failed request; nothing of ours does.
      expect(console.errors.filter((line) => line.startsWith('[ctb]'))).toEqual([]);
    });
  }

  test('a remote entry that fails every time puts only its domain in error, after its retries, with one line', async ({
    page,
  }) => {
    const console = collectConsole(page);
    let tries = 0;
    await page.route(calculatorsFile('remoteEntry\\.js'), (route) => {
      tries += 1;
      return route.abort('connectionreset');
    });
    await page.goto(calculatorsPage);
    await expect(
      page.locator('[data-widget^="calculators/"][data-widget-state="error"]'),
    ).toHaveCount(3);
    // The first load and two retries.
    expect(tries).toBe(3);
    await expect(page.locator('[data-widget="calculators/credit"]')).toHaveText(
      'Leider ist ein technischer Fehler aufgetreten. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    );
    const domainErrors = console.errors.filter((line) => line.startsWith('[ctb] calculators:'));
    expect(domainErrors).toEqual([
      expect.stringContaining(
        'the domain app failed and its widgets are disabled (calculators/credit, calculators/savings, calculators/pension)',
      ),
    ]);
    // The site chrome on the same page mounted as usual.
    await expect(page.locator('[data-widget="chrome/header"]')).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
  });

  for (const mode of ['async', 'end', 'twice'] as const) {
    test(`the shell included ${mode === 'twice' ? 'twice' : `with ${mode}`} mounts each widget once`, async ({
      page,
    }) => {
      await page.goto(`${calculatorsPage}?shell=${mode}`);
      await expect(mountedCalculators(page)).toHaveCount(3);
      for (const widget of ['credit', 'savings', 'pension']) {
        await expect(page.locator(`[data-widget="calculators/${widget}"] > *`)).toHaveCount(1);
      }
    });
  }

  test('a domain served from a second URL is used after changing one line of the remotes file', async ({
    page,
  }) => {
    test.skip(!isLocalPlatform, 'needs the local platform, which also serves calculators on :8113');
    const remotes = (await (await page.request.get(`${shellUrl}/remotes.json`)).json()) as Record<
      string,
      string
    >;
    remotes.calculators = 'http://localhost:8113/mf-manifest.json';
    await page.route(`${shellUrl}/remotes.json`, (route) => route.fulfill({ json: remotes }));
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'script' && scripts.push(request.url()),
    );
    await page.goto(calculatorsPage);
    await expect(mountedCalculators(page)).toHaveCount(3);
    expect(scripts.some((url) => url.startsWith('http://localhost:8113/'))).toBe(true);
    expect(scripts.some((url) => url.startsWith(`${appUrl('calculators')}/`))).toBe(false);
  });
});
