import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  LIST_TITLES,
  automatedList,
  expectLoaded,
  openListsPage,
  type ListService,
} from '../../support/lists';

test.describe('the lists page /de/lists.html', () => {
  test('its index leads to every list by its title, and the loaded page passes axe', async ({
    page,
  }) => {
    test.slow();
    await openListsPage(page);
    const index = page.getByRole('navigation', { name: 'Auf dieser Seite' });
    for (const title of Object.values(LIST_TITLES))
      await expect(index.getByRole('link', { name: title, exact: true })).toHaveCount(1);

    // Jumping is only stable once the lists above have their items (they grow as they load).
    for (const service of Object.keys(LIST_TITLES) as ListService[])
      await expectLoaded(automatedList(page, service));
    await index.getByRole('link', { name: LIST_TITLES.clubBenefits, exact: true }).click();
    await expect(page).toHaveURL(/#club-heading$/);
    await expect(
      // Exact: the club slider's title ("Club-Vorteile für Freizeit und Sport") starts the same.
      page.getByRole('heading', { name: LIST_TITLES.clubBenefits, exact: true, level: 2 }),
    ).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
