import type { BrowserContext, TestInfo } from '@playwright/test';
import { isLocalPlatform, siteUrl } from './urls';

/** A violation as the page's `securitypolicyviolation` event or the platform's record tells it. */
export interface CspViolation {
  directive: string;
  blockedUrl: string;
  documentUrl: string;
  sourceFile: string;
  line: number | null;
  sample: string;
}

/** A violation a test provokes on purpose: matched by directive, blocked URL and source file. */
export interface ExpectedViolation {
  directive: string | RegExp;
  blockedUrl?: string | RegExp;
  sourceFile?: RegExp;
}

const like = (value: string, expected: string | RegExp | undefined) =>
  expected === undefined ||
  (typeof expected === 'string' ? value.includes(expected) : expected.test(value));

/** The platform tags the reports of pages opened with this cookie (servers/cms/csp/csp-hook.ts). */
export const CSP_TAG_COOKIE = 'ctb_csp_tag';
const BINDING = '__ctbReportCspViolation';
/** Chromium delivers Reporting API reports after a delay (`--short-reporting-delay`: 100 ms). */
const REPORT_DELIVERY_MS = 400;

/** The test's tag: unique per test and retry, and what the platform accepts in a report URL. */
export function cspTag(testInfo: TestInfo): string {
  return `${testInfo.testId}-r${testInfo.retry}`.replace(/[^\w.-]/g, '_').slice(0, 120);
}

/**
 * Listens for CSP violations in every page and frame of the context (from the first script on,
 * through an init script) and tags the platform's reports of its pages with the test's name.
 */
export async function watchCspViolations(
  context: BrowserContext,
  tag: string,
): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  if (isLocalPlatform)
    await context.addCookies([{ name: CSP_TAG_COOKIE, value: tag, url: siteUrl }]);
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blockedUrl: event.blockedURI,
        documentUrl: event.documentURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  }, BINDING);
  return seen;
}

interface PlatformViolation extends CspViolation {
  tag: string;
}

/** What the platform recorded for this test's pages (local platform only). */
export async function platformViolations(tag: string): Promise<CspViolation[]> {
  if (!isLocalPlatform) return [];
  await new Promise((resolve) => setTimeout(resolve, REPORT_DELIVERY_MS));
  const response = await fetch(`${siteUrl}/__csp-reports?tag=${encodeURIComponent(tag)}`);
  if (!response.ok) throw new Error(`GET /__csp-reports answered ${response.status}`);
  const { violations } = (await response.json()) as { violations: PlatformViolation[] };
  return violations.map(({ directive, blockedUrl, documentUrl, sourceFile, line, sample }) => ({
    directive,
    blockedUrl,
    documentUrl,
    sourceFile,
    line,
    sample,
  }));
}

/** Forgets the platform's record of a tag (so a retry starts clean). */
export async function clearPlatformViolations(tag: string): Promise<void> {
  if (isLocalPlatform)
    await fetch(`${siteUrl}/__csp-reports?tag=${encodeURIComponent(tag)}`, { method: 'DELETE' });
}

const matches = (violation: CspViolation, expected: ExpectedViolation) =>
  (typeof expected.directive === 'string'
    ? violation.directive === expected.directive
    : expected.directive.test(violation.directive)) &&
  like(violation.blockedUrl, expected.blockedUrl) &&
  like(violation.sourceFile, expected.sourceFile);

/** The violations nobody expected, one readable line each. */
export function unexpectedViolations(
  violations: CspViolation[],
  expected: ExpectedViolation[],
): string[] {
  return violations
    .filter((violation) => !expected.some((allowed) => matches(violation, allowed)))
    .map(
      (v) =>
        `${v.directive} blocked ${v.blockedUrl || '(inline)'} on ${v.documentUrl}` +
        `${v.sourceFile ? ` at ${v.sourceFile}:${v.line ?? '?'}` : ''}${v.sample ? ` "${v.sample}"` : ''}`,
    );
}
