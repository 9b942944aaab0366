import type { LaunchOptions } from '@playwright/test';
// The same flags the measure script uses: headless, and no background traffic to the internet.
import chromiumFlags from '../../scripts/lib/chromium-flags.json';

/** Debian's Chromium (Playwright cannot download its own browser here). */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // CSP reports (Reporting API) are delivered after 100 ms instead of about a minute, so the
    // CSP guard (support/test.ts) can read the platform's record at the end of each test.
    args: [...chromiumFlags, '--short-reporting-delay'],
  };
}
