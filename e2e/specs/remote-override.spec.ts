import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { collectConsole } from '../support/console';
import { isLocalPlatform } from '../support/urls';

// A developer swaps one remote on a live page, as single-spa's import-map-overrides does. The
// local platform's page config enables overrides; it also serves calculators on :8113.
test.skip(!isLocalPlatform, 'needs the local platform: its page config allows overrides and :8113');

const second = 'http://localhost:8113/mf-manifest.json';

/** The manifest URL the page's Module Federation host has registered for a domain. */
const registeredEntry = (page: Page, domain: string) =>
  page.evaluate(
    (name) =>
      (
        globalThis as unknown as {
          __FEDERATION__: {
            __INSTANCES__: Array<{
              name: string;
              options: { remotes: Array<{ name: string; entry: string }> };
            }>;
          };
        }
      ).__FEDERATION__.__INSTANCES__
        .find((instance) => instance.name === 'shell')
        ?.options.remotes.find((remote) => remote.name === name)?.entry,
    domain,
  );

test('an override from the query loads that remote on this and later pages, under a banner that resets it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/de/calculators.html?ctb-override=calculators=${second}`);
  await expect(
    page.locator('[data-widget^="calculators/"][data-widget-state="mounted"]'),
  ).toHaveCount(3);
  const banner = page.getByRole('complementary', { name: 'Entwickler-Überschreibung aktiv' });
  await expect(banner).toContainText(`calculators wird von ${second} geladen`);
  expect(scripts.some((url) => url.startsWith('http://localhost:8113/'))).toBe(true);
  expect(scripts.some((url) => url.startsWith('http://localhost:8103/'))).toBe(false);
  // Registered again with the federation runtime, which loaded it from there.
  expect(await registeredEntry(page, 'calculators')).toBe(second);
  await expectNoAxeViolations(page, '#ctb-remote-override-banner');

  // Kept for the next page, as the developer goes on through the site.
  await page.goto('/de/index.html');
  await expect(banner).toBeVisible();

  // The reset reloads the page: count only what the reloaded page asks for (the page before may
  // still be fetching a lazy chunk of the override when the button is pressed).
  await Promise.all([
    page.waitForEvent('framenavigated'),
    banner.getByRole('button', { name: 'Überschreibungen zurücksetzen' }).click(),
  ]);
  scripts.length = 0;
  await page.reload();
  await expect(page.locator('[data-widget="calculators/credit"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  await expect(banner).toHaveCount(0);
  expect(await registeredEntry(page, 'calculators')).toBe('http://localhost:8103/mf-manifest.json');
  expect(scripts.some((url) => url.startsWith('http://localhost:8103/'))).toBe(true);
  expect(scripts.some((url) => url.startsWith('http://localhost:8113/'))).toBe(false);
});

test('an override to an origin that is neither localhost nor allowed is refused with one clear line', async ({
  page,
}) => {
  const console = collectConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(
    '/de/calculators.html?ctb-override=calculators=https://cdn.evil.example/mf-manifest.json',
  );
  await expect(
    page.locator('[data-widget^="calculators/"][data-widget-state="mounted"]'),
  ).toHaveCount(3);
  expect(console.errors).toEqual([
    '[ctb] shell: remote override of calculators refused: https://cdn.evil.example is neither localhost nor an allowed origin (localhost)',
  ]);
  await expect(
    page.getByRole('complementary', { name: 'Entwickler-Überschreibung aktiv' }),
  ).toHaveCount(0);
  expect(requested.some((url) => new URL(url).hostname.endsWith('evil.example'))).toBe(false);
});
