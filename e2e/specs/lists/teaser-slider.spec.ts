import { expect, test, type Locator, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  LIST_SERVICES,
  openListsPage,
  scrollToTeaserSlider,
  TEASER_SLIDER_TITLES,
  teaserSliderScope,
} from '../../support/lists';
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

/** How many slides (the items of its first list, not the lists in cards) lie fully in view. */
async function slidesInView(carousel: Locator) {
  return carousel.evaluate((region) => {
    const box = region.getBoundingClientRect();
    const slides = region.querySelector('ul')?.children ?? [];
    return [...slides].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

test.describe('the events teaser slider on /de/lists.html', () => {
  test('shows 3 teasers on desktop with named arrows that page through them', async ({ page }) => {
    await openListsPage(page);
    await scrollToTeaserSlider(page, SLIDER_TITLE);
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
    await scrollToTeaserSlider(page, SLIDER_TITLE);
    const events = slider(page);
    await expect(events.shown).toHaveText('1 bis 3 von 6 Beiträgen angezeigt');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(events.shown).toHaveText('1 bis 2 von 6 Beiträgen angezeigt');
    await expect.poll(() => slidesInView(events.carousel)).toBe(2);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(events.shown).toHaveText('1 von 6 Beiträgen angezeigt');
    await expect.poll(() => slidesInView(events.carousel)).toBe(1);
    // The rebuilt carousel has started once its arrow offers to move on.
    await expect(events.next).toHaveAttribute('aria-disabled', 'false');
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
    await scrollToTeaserSlider(page, 'Drei Termine');
    const three = slider(page, 'Drei Termine');
    await expect(three.slides).toHaveCount(3);
    await expect(three.shown).toHaveText('1 bis 3 von 3 Beiträgen angezeigt');
    await expect(three.previous).toHaveCount(0);
    await expect(three.next).toHaveCount(0);
  });

  test('slides without animation when the visitor prefers reduced motion', async ({ page }) => {
    // The transition the slider starts on "next" (read in the same task as the click).
    const durationOfNext = async (page: Page) => {
      await scrollToTeaserSlider(page, SLIDER_TITLE);
      await untilInteractive(slider(page).carousel);
      return slider(page).carousel.evaluate((carousel) => {
        const next = [...carousel.querySelectorAll('button')].find(
          (button) => button.getAttribute('aria-label') === 'Nächste Beiträge',
        );
        next?.click();
        return carousel.querySelector<HTMLElement>('.swiper-wrapper')?.style.transitionDuration;
      });
    };

    await openListsPage(page);
    expect(await durationOfNext(page)).toBe('300ms');
    await expect(slider(page).shown).toHaveText('4 bis 6 von 6 Beiträgen angezeigt');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openListsPage(page);
    expect(await durationOfNext(page)).toBe('0ms');
    await expect(slider(page).shown).toHaveText('4 bis 6 von 6 Beiträgen angezeigt');
  });
});

/** A slider of the FAQ, adviser, branch or club lists: one heading per card. */
/**
 * Waits for the swiper carousel: the shared Carousel first shows the same slides statically
 * while swiper's code loads, then replaces that markup (a locator resolved before is detached).
 */
async function untilInteractive(carousel: Locator) {
  await expect(carousel.locator('.swiper-wrapper')).toBeAttached();
}

function cardSlider(page: Page, title: string) {
  const parts = slider(page, title);
  return { ...parts, cards: parts.carousel.getByRole('heading', { level: 3 }) };
}

test.describe('the adviser and branch teaser sliders on /de/lists.html', () => {
  test('the advisers page through 8 cards, each with name, function and ways to call', async ({
    page,
  }) => {
    await openListsPage(page);
    await scrollToTeaserSlider(page, TEASER_SLIDER_TITLES.employees);
    const advisers = cardSlider(page, TEASER_SLIDER_TITLES.employees);
    await untilInteractive(advisers.carousel);
    await advisers.carousel.scrollIntoViewIfNeeded();
    await expect(advisers.cards).toHaveCount(8);
    await expect(advisers.shown).toHaveText('1 bis 3 von 8 Beiträgen angezeigt');
    expect(await slidesInView(advisers.carousel)).toBe(3);
    // The site settings show the function, no mobile numbers.
    await expect(advisers.carousel.getByText(/^Wohnbauberater(in)?$/)).toHaveCount(8);
    await expect(advisers.carousel.getByRole('link', { name: /^Mobil:/ })).toHaveCount(0);
    await expect(
      advisers.carousel.getByRole('link', { name: /^Telefon: \+43 5 0700/ }).first(),
    ).toHaveAttribute('href', /^tel:\+4350700\d+$/);
    await expect(advisers.previous).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page, teaserSliderScope(TEASER_SLIDER_TITLES.employees));

    await advisers.next.click();
    await expect(advisers.shown).toHaveText('4 bis 6 von 8 Beiträgen angezeigt');
    await advisers.next.click();
    // The last page is a full one: swiper ends on the last three.
    await expect(advisers.shown).toHaveText('6 bis 8 von 8 Beiträgen angezeigt');
    await expect(advisers.next).toHaveAttribute('aria-disabled', 'true');
  });

  test('the advisory centres show address, whether they are open and their bank page', async ({
    page,
  }) => {
    await openListsPage(page);
    await scrollToTeaserSlider(page, TEASER_SLIDER_TITLES.banks);
    const centres = cardSlider(page, TEASER_SLIDER_TITLES.banks);
    await untilInteractive(centres.carousel);
    await centres.carousel.scrollIntoViewIfNeeded();
    await expect(centres.cards).toHaveCount(6);
    await expect(centres.cards.first()).toHaveText(/^Alpen Privatbank /);
    await expect(centres.shown).toHaveText('1 bis 3 von 6 Beiträgen angezeigt');
    await expect(centres.carousel.getByText(/^Jetzt (geöffnet|geschlossen)$/)).toHaveCount(6);
    // The private bank's code does not begin with 5: its centres link to the bank's pages.
    const salzburg = centres.carousel.getByRole('link', {
      name: 'Bankseite öffnen: Alpen Privatbank Salzburg',
    });
    await expect(salzburg).toHaveAttribute('href', '/banken/privatbank/filialen/salzburg.html');
    await expect(centres.carousel.getByRole('link', { name: /^Filialseite öffnen/ })).toHaveCount(
      0,
    );
    await expect(centres.next).toHaveAttribute('aria-disabled', 'false');
    await expectNoAxeViolations(page, teaserSliderScope(TEASER_SLIDER_TITLES.banks));

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(centres.shown).toHaveText('1 von 6 Beiträgen angezeigt');
    await expect.poll(() => slidesInView(centres.carousel)).toBe(1);
    await centres.next.click();
    await expect(centres.shown).toHaveText('2 von 6 Beiträgen angezeigt');
    await expectNoAxeViolations(page, teaserSliderScope(TEASER_SLIDER_TITLES.banks));
  });

  test('have no arrows with 3 advisers or branches or fewer', async ({ page }) => {
    await openListsPage(page);
    await insertWidget(
      page,
      'lists/teaser-slider',
      {
        listType: 'banks',
        url: LIST_SERVICES.banks,
        size: 3,
        prefilters: { bankFilters: ['type:BERATUNGSZENTRUM'] },
        title: 'Drei Beratungszentren',
      },
      'three-centres',
    );
    await insertWidget(
      page,
      'lists/teaser-slider',
      {
        listType: 'employees',
        url: LIST_SERVICES.employees,
        size: 2,
        prefilters: { categories: ['wohnbauberater'] },
        title: 'Zwei Beraterinnen oder Berater',
      },
      'two-advisers',
    );
    await expectWidgetState(page, '#three-centres', 'mounted');
    await expectWidgetState(page, '#two-advisers', 'mounted');
    await scrollToTeaserSlider(page, 'Drei Beratungszentren');
    const centres = cardSlider(page, 'Drei Beratungszentren');
    await expect(centres.cards).toHaveCount(3);
    await expect(centres.shown).toHaveText('1 bis 3 von 3 Beiträgen angezeigt');
    await expect(centres.next).toHaveCount(0);
    await expect(centres.previous).toHaveCount(0);
    await scrollToTeaserSlider(page, 'Zwei Beraterinnen oder Berater');
    const advisers = cardSlider(page, 'Zwei Beraterinnen oder Berater');
    await expect(advisers.cards).toHaveCount(2);
    await expect(advisers.next).toHaveCount(0);
  });

  test('the FAQ and club sliders link questions and offer the benefit details', async ({
    page,
  }) => {
    await openListsPage(page);
    await scrollToTeaserSlider(page, TEASER_SLIDER_TITLES.faq);
    const faq = cardSlider(page, TEASER_SLIDER_TITLES.faq);
    await untilInteractive(faq.carousel);
    await faq.carousel.scrollIntoViewIfNeeded();
    await expect(faq.cards).toHaveCount(8);
    await expect(faq.cards.first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/de\/service\/faq\/online-banking\.html#faq-\d+$/,
    );
    await scrollToTeaserSlider(page, TEASER_SLIDER_TITLES.clubBenefits);
    const club = cardSlider(page, TEASER_SLIDER_TITLES.clubBenefits);
    await untilInteractive(club.carousel);
    await club.carousel.scrollIntoViewIfNeeded();
    await expect(club.cards).toHaveCount(9);
    await expect(club.carousel.getByRole('button', { name: /^Mehr Details zu / })).toHaveCount(9);
    await expect(
      club.carousel.getByText(/^(Gültig bis \d\d\.\d\d\.\d{4}|unbegrenzt gültig)$/),
    ).toHaveCount(9);
    await expectNoAxeViolations(page, teaserSliderScope(TEASER_SLIDER_TITLES.faq));
    await expectNoAxeViolations(page, teaserSliderScope(TEASER_SLIDER_TITLES.clubBenefits));
  });
});
