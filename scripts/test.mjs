// `npm test`: install, check (lint, format, types, API report), unit and component tests, build,
// then the cross-app e2e suites in Chromium against the local platform. Prints one summary line.
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build-all.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { appUrl, CMS_URL } from './lib/apps.mjs';
import { spawnPlatform } from './lib/platform.mjs';
import { assertPortsFree, PLATFORM_PORTS } from './lib/ports.mjs';
import { bin, install, log, root, runStatus, waitForUrl } from './lib/run.mjs';

const startedAt = Date.now();
const reports = path.join(root, '.cache', 'test-reports');
// The releases the e2e journey builds and promotes: apart from a developer's releases/.
const e2eReleases = path.join(root, '.cache', 'e2e-releases');
const failures = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const flaky = [];
/** How long each step took, printed in the summary so the next slow step is seen at once. */
const durations = [];

/** Runs `action` and records its time under `name` (also when it throws). */
async function timed(name, action) {
  const started = Date.now();
  try {
    return await action();
  } finally {
    durations.push({ name, seconds: (Date.now() - started) / 1000 });
  }
}

function step(name, action) {
  log(name);
  const started = Date.now();
  try {
    const status = action();
    if (typeof status === 'number' && status !== 0) failures.push(name);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    failures.push(name);
  } finally {
    durations.push({ name, seconds: (Date.now() - started) / 1000 });
  }
}

function printDurations() {
  const width = Math.max(...durations.map(({ name }) => name.length));
  console.log('\nTime per step:');
  for (const { name, seconds } of durations) {
    const minutes = `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
    console.log(`  ${name.padEnd(width)}  ${minutes.padStart(6)} min`);
  }
}

function readJestCounts() {
  const result = JSON.parse(readFileSync(path.join(reports, 'jest.json'), 'utf8'));
  counts.passed += result.numPassedTests;
  counts.failed += result.numFailedTests;
  counts.skipped += result.numPendingTests;
}

/** The titles of the tests that passed only when run again (Playwright's "flaky"). */
function flakyTitles(suites, parents = []) {
  const titles = [];
  for (const suite of suites ?? []) {
    const trail = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'flaky'))
        titles.push([...trail, spec.title].join(' › '));
    }
    titles.push(...flakyTitles(suite.suites, trail));
  }
  return titles;
}

function readPlaywrightCounts() {
  const result = JSON.parse(readFileSync(path.join(reports, 'playwright.json'), 'utf8'));
  counts.passed += result.stats.expected + result.stats.flaky;
  counts.failed += result.stats.unexpected;
  counts.skipped += result.stats.skipped;
  flaky.push(...flakyTitles(result.suites));
}

async function runE2e(chromium) {
  log('Starting the local platform for the e2e suites');
  await assertPortsFree([...PLATFORM_PORTS, 8113]);
  const platform = spawnPlatform({
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CTB_SECOND_CALCULATORS_PORT: '8113', CTB_RELEASES_DIR: e2eReleases },
  });
  try {
    await waitForUrl(`${CMS_URL}/de/index.html`);
    await waitForUrl(`${appUrl('shell')}/remotes.json`);
    log('Size budgets: what each page downloads in Chromium (budgets.json)');
    const budgets = await timed('Size budgets', () =>
      runStatus('node', ['scripts/measure.mjs', '--no-build', '--check'], {
        env: { ...process.env, CHROMIUM_PATH: chromium },
      }),
    );
    if (budgets !== 0) failures.push('size budgets');
    log('Running the e2e suites (Playwright, Chromium)');
    const status = await timed('e2e (Playwright)', () =>
      runStatus(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
          CTB_RELEASES_DIR: e2eReleases,
        },
      }),
    );
    if (status !== 0) failures.push('e2e suites');
    readPlaywrightCounts();
  } finally {
    platform.kill('SIGTERM');
  }
}

try {
  await timed('Install (pnpm)', () => install());
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
rmSync(reports, { recursive: true, force: true });
rmSync(e2eReleases, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

step('Lint (ESLint)', () => runStatus(bin('eslint'), ['.', '--max-warnings=0']));
step('Format (Prettier)', () => runStatus(bin('prettier'), ['--check', '.', '--log-level=warn']));
step('Types (tsc, strict)', () => runStatus(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
step('libs/shared API report', () => runStatus('node', ['scripts/api-report.mjs', '--check']));
step('Unit and component tests (jest)', () => {
  const status = runStatus(bin('jest'), [
    '--ci',
    // A test that leaves a handle open (a server, a timer) must not keep CI waiting once every
    // result is written: jest warns about it above, and the run goes on.
    '--forceExit',
    '--json',
    `--outputFile=${path.join(reports, 'jest.json')}`,
  ]);
  readJestCounts();
  return status;
});

let chromium;
try {
  chromium = await timed('Chromium', () => ensureChromium());
  await timed('Build (8 apps)', () => buildAll());
  await runE2e(chromium);
} catch (error) {
  console.error(`✖ ${error.message}`);
  failures.push('build and e2e');
}

console.log(
  `\n${failures.length === 0 ? '✔ all checks passed' : `✖ failed: ${failures.join(', ')}`}`,
);
if (flaky.length > 0) {
  console.log(
    `\n⚠ ${flaky.length} e2e test(s) passed only on their second run (flaky: mend them):`,
  );
  for (const title of flaky) console.log(`  - ${title}`);
}
printDurations();
console.log(`finished in ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length === 0 ? 0 : 1);
