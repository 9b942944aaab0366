import { expect, test, type BrowserContext } from '../../support/test';
import {
  automatedList,
  expectLoaded,
  itemTitles,
  listsPage,
  openListsPage,
  recordListRequests,
} from '../../support/lists';

// The bank list of /de/lists.html follows the visitor's stored branch (reloadOnBranchChange with
// mainInstituteReorder): the branches of the visitor's own bank come first.

const BRANCH_KEY = 'ctb.usersBranch';
/** Branches of the platform's deterministic dataset, as the bank search overlay stores them. */
const ZIRL = {
  id: '57300-0001',
  name: 'Tiroler Regionalbank Zirl',
  address: { street: 'Sparkassenplatz 26', postalCode: '6170', city: 'Zirl' },
  blz: '57300',
  path: '/banken/tirol',
};
const VIENNA_HEAD_OFFICE = {
  id: '20320-0021',
  name: 'Donaubank Wien-Innere Stadt',
  address: { street: 'Schulgasse 37', postalCode: '1010', city: 'Wien' },
  blz: '20320',
  path: '/banken/wien',
};

/** Stores the branch as an earlier visit would have (libs/shared branch store: localStorage). */
async function storeBeforeLoad(context: BrowserContext, branch: object) {
  await context.addInitScript(
    ([key, value]) => {
      // Only once per tab: a change made later must survive the tab's own navigations.
      if (!sessionStorage.getItem('e2e.stored')) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.stored', '1');
    },
    [BRANCH_KEY, JSON.stringify(branch)] as const,
  );
}

/** The first page of the bank list: all of them branches of the bank named `bank`. */
async function expectFirstPageOf(titles: string[], bank: string) {
  expect(titles).toHaveLength(6);
  for (const title of titles) expect(title).toMatch(new RegExp(`^${bank} `));
}

test('the bank list puts the stored bank first and follows a change without reload', async ({
  page,
  context,
}) => {
  await storeBeforeLoad(context, ZIRL);
  const allRequests = recordListRequests(page, 'banks');
  // The list's own requests: the branch slider of the page asks the same service with a filter.
  const paths = () =>
    allRequests
      .filter((request) => (request.body?.filter as unknown[] | undefined)?.length === 0)
      .map((request) => request.body?.path);
  await openListsPage(page);
  const banks = automatedList(page, 'banks');
  await expectLoaded(banks);
  await expectFirstPageOf(await itemTitles(banks), 'Tiroler Regionalbank');
  expect(paths()).toEqual(['/banken/tirol']);
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));

  // Another tab stores the Vienna head office: this tab's list asks again for Vienna's bank.
  const there = await context.newPage();
  await there.goto(listsPage());
  await there.evaluate(([key, value]) => localStorage.setItem(key, value), [
    BRANCH_KEY,
    JSON.stringify(VIENNA_HEAD_OFFICE),
  ] as const);
  await expect.poll(paths).toContain('/banken/wien');
  await expect.poll(async () => (await itemTitles(banks))[0]).toMatch(/^Donaubank /);
  await expectLoaded(banks);
  await expectFirstPageOf(await itemTitles(banks), 'Donaubank');
  expect(paths()).toEqual(['/banken/tirol', '/banken/wien']);

  // Deleted there: the list falls back to the page's own path, sorted by city, no bank first.
  await there.evaluate((key) => localStorage.removeItem(key), BRANCH_KEY);
  await expect
    .poll(async () => (await itemTitles(banks)).slice(0, 2))
    .toEqual(['Tiroler Regionalbank Absam', 'Salzburger Landesbank Abtenau']);
  await expectLoaded(banks);
  // One request per change.
  expect(paths()).toHaveLength(3);
  expect(paths()[2]).not.toMatch(/^\/banken\//);
  await expect(page.locator('html[data-e2e-same-document]')).toHaveCount(1);
});
