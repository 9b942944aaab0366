import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { decidedConsent } from './support/consent';
import { siteUrl } from './support/urls';

/**
 * Cross-app journeys. They run against the local platform by default; set CTB_SITE_URL (and
 * CTB_PAAS_URL) to run the same suites against a deployed site. See e2e/README.md.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: process.env.CTB_E2E_OUTPUT_DIR ?? '../test-results',
  fullyParallel: false,
  workers: 2,
  // In CI a failed journey runs once more: a timing failure on a loaded two-core machine must not
  // hide a whole submission, and a test that needed the second run is listed by name as flaky at
  // the end of `npm test` (scripts/test.mjs), so it is seen and mended, not forgotten.
  retries: process.env.CI ? 1 : 0,
  // A journey's time limit catches a hang, not slowness (speed is measured by scripts/measure.mjs).
  // The longest journeys take 35-45 s in CI on two loaded cores (two workers and the platform), so
  // 45 s failed them on a slower machine; each expectation still gives up after 10 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    baseURL: siteUrl,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
    // The cookie banner is decided, so it covers no page under test (support/consent.ts).
    storageState: decidedConsent,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
});
