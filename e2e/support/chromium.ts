import type { LaunchOptions } from '@playwright/test';
// The same flags the measure script uses: headless, and no background traffic to the internet.
import chromiumFlags from '../../scripts/lib/chromium-flags.json';

/** Debian's Chromium (Playwright cannot download its own browser here). */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  };
}
