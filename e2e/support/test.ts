import { test as base, expect } from '@playwright/test';
import {
  clearPlatformViolations,
  cspTag,
  platformViolations,
  unexpectedViolations,
  watchCspViolations,
  type CspViolation,
  type ExpectedViolation,
} from './csp';

// Every spec imports `test` and `expect` from here (e2e/README.md): the CSP guard below runs in
// every test without the spec asking for it.
export * from '@playwright/test';
export { expect };

export interface SiteFixtures {
  /**
   * Violations a test provokes on purpose (a tampered remotes file, a script from an unlisted
   * origin): `test.use({ cspExpectations: { violations: [{ directive: 'trusted-types-sink' }] } })`.
   */
  cspExpectations: { violations: ExpectedViolation[] };
  /** The violations the browser reported so far in this test (securitypolicyviolation events). */
  cspViolations: CspViolation[];
  /** Auto: fails the test when any page of it violated the CSP (browser events and platform). */
  cspGuard: void;
  /**
   * Every widget loads at once (`window.ctbMountAllWidgets`, as QA's suites set it), so a journey
   * reaches a widget below the fold without scrolling to it first. Journeys about loading
   * near the viewport turn it off: `test.use({ mountAllWidgets: false })`.
   */
  mountAllWidgets: boolean;
  /** Auto: applies `mountAllWidgets` to every page of the test's context. */
  widgetMountSwitch: void;
}

export const test = base.extend<SiteFixtures>({
  cspExpectations: [{ violations: [] }, { option: true }],
  mountAllWidgets: [true, { option: true }],
  widgetMountSwitch: [
    async ({ context, mountAllWidgets }, run) => {
      if (mountAllWidgets)
        await context.addInitScript(() => Object.assign(window, { ctbMountAllWidgets: true }));
      await run();
    },
    { auto: true },
  ],
  cspViolations: async ({ context }, provide, testInfo) => {
    await provide(await watchCspViolations(context, cspTag(testInfo)));
  },
  cspGuard: [
    async ({ cspViolations, cspExpectations }, run, testInfo) => {
      const tag = cspTag(testInfo);
      await clearPlatformViolations(tag);
      await run();
      const fromPlatform = await platformViolations(tag);
      expect(
        unexpectedViolations(cspViolations, cspExpectations.violations),
        'CSP violations seen by the browser',
      ).toEqual([]);
      expect(
        unexpectedViolations(fromPlatform, cspExpectations.violations),
        'CSP violations the platform recorded',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
