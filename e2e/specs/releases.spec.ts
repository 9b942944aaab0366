import { chmodSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import {
  hashFiles,
  release,
  releaseCommand,
  releasesDir,
  remotesFileOf,
  repoRoot,
} from '../support/releases';
import { isLocalPlatform, shellUrl } from '../support/urls';
import { expectWidgetState, insertWidget } from '../support/widgets';

// One journey of a domain team: two releases of calculators, promoted, reloaded, rolled back.
test.describe.configure({ mode: 'serial' });
test.skip(
  !isLocalPlatform,
  'releases are built and promoted on this machine for the local platform',
);

const OTHER_DOMAINS = ['lists', 'banksearch', 'forms', 'club', 'market', 'chrome'];
const calculatorsPage = '/de/calculators.html';
let versionA: string;
let versionB: string;
let promotions = 0;

const otherDomainFiles = () =>
  hashFiles(
    ...OTHER_DOMAINS.flatMap((domain) => [
      join(repoRoot, 'apps', domain, 'dist'),
      join(releasesDir, domain),
    ]),
  );

async function remotes(page: Page): Promise<Record<string, string>> {
  return (await (await page.request.get(`${shellUrl}/remotes.json`)).json()) as Record<
    string,
    string
  >;
}

/**
 * Runs a release command and proves it left the other domains' files byte for byte as they were
 * (hashed right before and after, so a build another process runs meanwhile is not counted).
 */
function leavingOtherDomainsAlone<T>(command: () => T): T {
  const before = otherDomainFiles();
  const result = command();
  expect(otherDomainFiles()).toEqual(before);
  return result;
}

function promote(version: string) {
  leavingOtherDomainsAlone(() => releaseCommand('promote', 'calculators', version));
  promotions += 1;
}

function rollback() {
  leavingOtherDomainsAlone(() => releaseCommand('rollback', 'calculators'));
  promotions -= 1;
}

/**
 * The credit calculator alone on the page; the other widgets are taken out as the page is parsed
 * and their configs kept, so one can be added later, when its code is not loaded yet.
 */
async function openCreditOnly(page: Page) {
  await page.addInitScript(() => {
    const kept: Record<string, string> = {};
    Object.assign(window, { ctbRemovedConfigs: kept });
    const observer = new MutationObserver(() =>
      document
        .querySelectorAll('[data-widget]:not([data-widget="calculators/credit"])')
        .forEach((element) => {
          kept[element.getAttribute('data-widget') ?? ''] ??=
            element.getAttribute('data-config') ?? '';
          element.remove();
        }),
    );
    observer.observe(document, { childList: true, subtree: true });
    // Only the page as the CMS sent it: widgets added later stay.
    document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  });
  await page.goto(calculatorsPage);
}

const removedConfig = (page: Page, widget: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { ctbRemovedConfigs: Record<string, string> }).ctbRemovedConfigs[
        name
      ] ?? '',
    widget,
  );

test.beforeAll(async () => {
  test.setTimeout(300_000);
  versionA = leavingOtherDomainsAlone(() => release('calculators'));
  versionB = leavingOtherDomainsAlone(() => release('calculators'));
});

test.afterAll(() => {
  // Leave the remotes file as the suite found it (each step through the commands, so the history
  // stays true).
  while (promotions > 0) rollback();
});

test('a page open on release A keeps working while B is promoted; a reload gets B, a rollback A again', async ({
  page: browserPage,
}) => {
  const before = await remotes(browserPage);
  promote(versionA);
  const scripts: string[] = [];
  browserPage.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const encodings: string[] = [];
  browserPage.on('response', (response) => {
    if (response.url().includes('/releases/'))
      encodings.push(response.headers()['content-encoding'] ?? 'identity');
  });
  await openCreditOnly(browserPage);
  const credit = browserPage.locator('[data-widget="calculators/credit"]');
  await expect(credit).toHaveAttribute('data-widget-state', 'mounted');
  await expect(credit).toHaveAttribute('data-widget-release', versionA);
  expect(scripts.some((url) => url.includes(`/releases/${versionA}/`))).toBe(true);
  expect(new Set(encodings.filter((encoding) => encoding !== 'identity'))).toEqual(new Set(['br']));

  promote(versionB);
  expect((await remotes(browserPage)).calculators).toBe(
    `http://localhost:8103/releases/${versionB}/mf-manifest.json`,
  );
  // The open page asks for code it has not loaded yet: the savings calculator's chunk of A.
  expect(scripts.some((url) => url.includes('src_widgets_savings_'))).toBe(false);
  const savingsConfig = await removedConfig(browserPage, 'calculators/savings');
  await insertWidget(browserPage, 'calculators/savings', savingsConfig, 'late-savings');
  await expectWidgetState(browserPage, '#late-savings', 'mounted');
  await expect(browserPage.locator('#late-savings').getByRole('slider').first()).toBeVisible();
  await expect(browserPage.locator('#late-savings')).toHaveAttribute(
    'data-widget-release',
    versionA,
  );
  const savingsChunk = scripts.find((url) => url.includes('src_widgets_savings_'));
  expect(savingsChunk).toContain(`/releases/${versionA}/`);
  // The widget of A still answers the visitor.
  const amount = credit.getByRole('slider').first();
  const offer = credit.getByRole('region', { name: 'Ihr Kreditangebot' });
  await expect(offer).toContainText('Monatliche Rate');
  const shown = await offer.innerText();
  await amount.focus();
  await amount.press('End');
  await expect(offer).not.toHaveText(shown);

  await browserPage.reload();
  await expect(credit).toHaveAttribute('data-widget-state', 'mounted');
  await expect(credit).toHaveAttribute('data-widget-release', versionB);

  rollback();
  await browserPage.reload();
  await expect(credit).toHaveAttribute('data-widget-state', 'mounted');
  await expect(credit).toHaveAttribute('data-widget-release', versionA);

  const after = await remotes(browserPage);
  for (const domain of OTHER_DOMAINS) expect(after[domain]).toBe(before[domain]);
});

test('a release that would load a second React is refused before it goes live', () => {
  // Release A as a team might have rebuilt it against another React: same files, other manifest.
  const version = `${versionA}-second-react`;
  const folder = join(releasesDir, 'calculators', version);
  cpSync(join(releasesDir, 'calculators', versionA), folder, { recursive: true });
  try {
    const manifestFile = join(folder, 'mf-manifest.json');
    chmodSync(manifestFile, 0o644);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    const react = manifest.shared.filter(
      (shared) => shared.name === 'react' || shared.name.startsWith('react/'),
    );
    for (const entry of react) {
      entry.version = '18.3.1';
      entry.requiredVersion = '^18.3.1';
    }
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const linesBefore = readFileSync(remotesFileOf(), 'utf8');
    expect(() => releaseCommand('promote', 'calculators', version)).toThrow(
      /refusing to promote calculators \S+-second-react:[\s\S]*- react 18\.3\.1 is outside the shell's range \^19\.2\.0[\s\S]*the page would load a second React\n/,
    );
    expect(readFileSync(remotesFileOf(), 'utf8')).toBe(linesBefore);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
