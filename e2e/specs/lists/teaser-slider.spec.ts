import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { LIST_SERVICES, openListsPage } from '../../support/lists';
import { expectWidgetState, insertWidget } from '../../support/widgets';

const SLIDER_TITLE = 'Veranstaltungen in Ihrer Nähe';

function slider(page: Page, title = SLIDER_TITLE) {
  const carousel = page.getByRole('region', { name: title, exact: true });
  return {
    carousel,
    shown: carousel.locator('[aria-live="polite"]'),
    previous: carousel.getByRole('button', { name: 'Vorherige Beiträge' }),
    next: carousel.getByRole('button', { name: 'Nächste Beiträge' }),
    slides: carousel.getByRole('listitem'),
  };
}

/** How many slides lie fully inside the carousel's box. */
async function slidesInView(carousel: Locator) {
  return carousel.evaluate((region) => {
    const box = region.getBoundingClientRect();
    return [...region.querySelectorAll('li')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

test.describe('the events teaser slider on /de/lists.html', () => {
  test('shows 3 teasers on desktop with named arrows that page through them', async ({ page }) => {
    await openListsPage(page);
    const events = slider(page);
    await expect(events.slides).toHaveCount(6);
    await expect(events.shown).toHaveText('1 bis 3 von 6 Beiträgen angezeigt');
    expect(await slidesInView(events.carousel)).toBe(3);
    await expect(events.previous).toHaveAttribute('aria-disabled', 'true');
    await expect(events.next).toHaveAttribute('aria-disabled', 'false');
    await expectNoAxeViolations(page, '[data-widget="lists/teaser-slider"]');

    await events.next.click();
    await expect(events.shown).toHaveText('4 bis 6 von 6 Beiträgen angezeigt');
    await expect(events.next).toHaveAttribute('aria-disabled', 'true');
    await expect(events.previous).toHaveAttribute('aria-disabled', 'false');
    await expect(events.next).toBeFocused();
    await events.previous.click();
    await expect(events.shown).toHaveText('1 bis 3 von 6 Beiträgen angezeigt');
  });

  test('is rebuilt for 2 teasers on medium and 1 on extra small screens', async ({ page }) => {
    await openListsPage(page);
    const events = slider(page);
    await expect(events.shown).toHaveText('1 bis 3 von 6 Beiträgen angezeigt');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(events.shown).toHaveText('1 bis 2 von 6 Beiträgen angezeigt');
    await expect.poll(() => slidesInView(events.carousel)).toBe(2);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(events.shown).toHaveText('1 von 6 Beiträgen angezeigt');
    await expect.poll(() => slidesInView(events.carousel)).toBe(1);
    await events.next.click();
    await expect(events.shown).toHaveText('2 von 6 Beiträgen angezeigt');
    await expectNoAxeViolations(page, '[data-widget="lists/teaser-slider"]');
  });

  test('has no arrows with 3 teasers or fewer', async ({ page }) => {
    await openListsPage(page);
    await insertWidget(
      page,
      'lists/teaser-slider',
      { listType: 'events', url: LIST_SERVICES.events, size: 3, title: 'Drei Termine' },
      'three-events',
    );
    await expectWidgetState(page, '#three-events', 'mounted');
    const three = slider(page, 'Drei Termine');
    await expect(three.slides).toHaveCount(3);
    await expect(three.shown).toHaveText('1 bis 3 von 3 Beiträgen angezeigt');
    await expect(three.previous).toHaveCount(0);
    await expect(three.next).toHaveCount(0);
  });

  test('slides without animation when the visitor prefers reduced motion', async ({ page }) => {
    // The transition the slider starts on "next" (read in the same task as the click).
    const durationOfNext = (page: Page) =>
      slider(page).carousel.evaluate((carousel) => {
        const next = [...carousel.querySelectorAll('button')].find(
          (button) => button.getAttribute('aria-label') === 'Nächste Beiträge',
        );
        next?.click();
        return carousel.querySelector<HTMLElement>('.swiper-wrapper')?.style.transitionDuration;
      });

    await openListsPage(page);
    expect(await durationOfNext(page)).toBe('300ms');
    await expect(slider(page).shown).toHaveText('4 bis 6 von 6 Beiträgen angezeigt');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openListsPage(page);
    expect(await durationOfNext(page)).toBe('0ms');
    await expect(slider(page).shown).toHaveText('4 bis 6 von 6 Beiträgen angezeigt');
  });
});
