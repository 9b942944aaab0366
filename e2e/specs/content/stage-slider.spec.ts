import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import { expect, test, type Page } from '../../support/test';
import { appUrl } from '../../support/urls';
import { holdApp } from '../../support/widgets';
import { contentPage, openContentPage } from './content-support';

const stage = (page: Page) => page.getByRole('region', { name: 'Aktuelle Angebote' });
/** The slide on screen: the others are hidden from assistive technology (and inert). */
const shown = (page: Page) => stage(page).getByRole('group', { name: /^\d+ von \d+$/ });

/**
 * Opens the page and, once the stage has mounted, stops the page's clock: from then on time moves
 * only when the test moves it (a busy machine cannot stretch a wait into a turn).
 */
async function openStage(page: Page, query = '') {
  await page.goto(contentPage('de', query));
  await expect(page.locator('[data-widget="chrome/stage-slider"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
    { timeout: 20_000 },
  );
  const now = await page.evaluate(() => Date.now());
  // Playwright refuses a pause point its clock has passed (it may run ahead of the page's).
  await page.clock.pauseAt(now + 2_000).catch(() => page.clock.pauseAt(now + 6_000));
}

/** Moves pointer and focus out of the stage (both hold the rotation). */
async function leaveStage(page: Page) {
  await page.mouse.move(5, 890);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The number of the slide on screen (1-based). */
async function current(page: Page): Promise<number> {
  const name = (await shown(page).getAttribute('aria-label')) ?? '';
  return Number(/^(\d+) von/.exec(name)?.[1]);
}
const after = (slide: number, turns = 1) => `${((slide - 1 + turns) % 4) + 1} von 4`;

/** Lets scroll and intersection events arrive, then the 150 ms scroll debounce pass. */
async function settle(page: Page) {
  await page.waitForTimeout(400);
  await page.clock.runFor(200);
}

test.describe('stage slider (APG auto-rotating carousel)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
  });

  test('turns every 10 s by itself, looping, and passes axe', async ({ page }) => {
    await openStage(page);
    await leaveStage(page);
    const first = await current(page);
    await page.clock.runFor(10_500);
    await expect(shown(page)).toHaveAccessibleName(after(first));
    await page.clock.runFor(4_000);
    await expect(shown(page)).toHaveAccessibleName(after(first));
    await page.clock.runFor(6_500);
    await expect(shown(page)).toHaveAccessibleName(after(first, 2));
    // One turn per step: the next timer starts once React has shown the slide.
    await page.clock.runFor(10_000);
    await expect(shown(page)).toHaveAccessibleName(after(first, 3));
    await page.clock.runFor(10_000);
    await expect(shown(page)).toHaveAccessibleName(after(first, 4));
    // axe waits on timers of its own.
    await page.clock.resume();
    await expectNoAxeViolations(page, '[data-widget="chrome/stage-slider"]');
  });

  test('a stop by the visitor is sticky: no turn after leaving, scrolling away and back', async ({
    page,
  }) => {
    await openStage(page);
    await stage(page).getByRole('button', { name: 'Automatische Wiedergabe anhalten' }).click();
    await expect(
      stage(page).getByRole('button', { name: 'Automatische Wiedergabe starten' }),
    ).toBeVisible();
    const stopped = await current(page);
    await leaveStage(page);
    await page.clock.runFor(35_000);
    await expect(shown(page)).toHaveAccessibleName(after(stopped, 0));
    await page.getByRole('heading', { name: 'Jobs in Ihrem Bundesland' }).scrollIntoViewIfNeeded();
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await page.clock.runFor(25_000);
    await expect(shown(page)).toHaveAccessibleName(after(stopped, 0));
    // Started again by the visitor, it turns again.
    await stage(page).getByRole('button', { name: 'Automatische Wiedergabe starten' }).click();
    await leaveStage(page);
    await page.clock.runFor(10_500);
    await expect(shown(page)).toHaveAccessibleName(after(stopped));
  });

  test('pauses out of view and while the pointer or the focus is inside', async ({ page }) => {
    await openStage(page);
    await leaveStage(page);
    await page.getByRole('heading', { name: 'Jobs in Ihrem Bundesland' }).scrollIntoViewIfNeeded();
    await settle(page);
    const hidden = await current(page);
    await page.clock.runFor(30_000);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await expect(shown(page)).toHaveAccessibleName(after(hidden, 0));
    await page.clock.runFor(10_000);
    await expect(shown(page)).toHaveAccessibleName(after(hidden));

    await stage(page).hover();
    await page.clock.runFor(25_000);
    await expect(shown(page)).toHaveAccessibleName(after(hidden));
    await leaveStage(page);
    await stage(page).getByRole('button', { name: 'Nächste Folie' }).focus();
    await page.clock.runFor(25_000);
    await expect(shown(page)).toHaveAccessibleName(after(hidden));
  });

  test('never turns by itself under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openStage(page);
    await leaveStage(page);
    await expect(
      stage(page).getByRole('button', { name: 'Automatische Wiedergabe starten' }),
    ).toBeVisible();
    await page.clock.runFor(35_000);
    await expect(shown(page)).toHaveAccessibleName('1 von 4');
  });

  test('regional slides join first and leave without a reload', async ({ page }) => {
    await openStage(page);
    await stage(page).getByRole('button', { name: 'Automatische Wiedergabe anhalten' }).click();
    await stage(page)
      .getByRole('button', { name: /^Folie 1 zeigen/ })
      .click();
    await page.evaluate(() => {
      const holder = document.getElementById('content-regional-stage')!;
      const slide = document.createElement('div');
      slide.setAttribute('data-stage-slide', '');
      slide.id = 'regional-demo-slide';
      const heading = document.createElement('h2');
      heading.textContent = 'Ihre Bank in Tirol';
      const text = document.createElement('p');
      text.textContent = 'Beratung auch am Samstag.';
      slide.append(heading, text);
      holder.append(slide);
      holder.dispatchEvent(new CustomEvent('ctb:stage-slides-changed', { bubbles: true }));
    });
    // The slide on screen stays; the regional one comes first.
    await expect(shown(page)).toHaveAccessibleName('2 von 5');
    await stage(page).getByRole('button', { name: 'Folie 1 zeigen: Ihre Bank in Tirol' }).click();
    await expect(shown(page)).toHaveAccessibleName('1 von 5');
    await expect(shown(page).getByRole('heading', { name: 'Ihre Bank in Tirol' })).toBeVisible();
    await page.evaluate(() => {
      document.getElementById('regional-demo-slide')!.remove();
      document
        .getElementById('content-regional-stage')!
        .dispatchEvent(new CustomEvent('ctb:stage-slides-changed', { bubbles: true }));
    });
    await expect(shown(page)).toHaveAccessibleName('1 von 4');
  });
});

test.describe('stage slider video slide', () => {
  test('plays when entered and pauses when left', async ({ page }) => {
    await openContentPage(page);
    const region = stage(page);
    await region.getByRole('button', { name: 'Automatische Wiedergabe anhalten' }).click();
    const video = page.locator('[data-widget="chrome/stage-slider"] video');
    await expect(video).toHaveJSProperty('paused', true);
    await region.getByRole('button', { name: /^Folie 2 zeigen/ }).click();
    await expect(shown(page)).toHaveAccessibleName('2 von 4');
    await expect(video).toHaveJSProperty('paused', false);
    await region.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(shown(page)).toHaveAccessibleName('3 von 4');
    await expect(video).toHaveJSProperty('paused', true);
  });
});

test('in edit mode every slide stands one below the other, without controls', async ({ page }) => {
  await openContentPage(page, 'de', '?editMode=true');
  const region = stage(page);
  await expect(region.getByRole('heading', { level: 2 })).toHaveCount(4);
  await expect(region.getByRole('button', { name: /Automatische Wiedergabe/ })).toHaveCount(0);
  await expect(region.getByRole('button', { name: 'Nächste Folie' })).toHaveCount(0);
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`on the start page (${viewport.width} px) the first slide's picture is asked for with the page, once, and the stage shows that very file`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/de/index.html');
    const picture = stage(page).getByRole('img', { name: /./ }).first();
    await expect(picture).toHaveJSProperty('complete', true);
    const shownFile = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(shownFile).toMatch(/\/images\/stage-1-(xs|sm|md|lg)@[12]x\.svg$/);
    // One request for the first picture in whatever size: the page's own, before any widget code.
    expect(requested.filter((url) => url.includes('/images/stage-1-'))).toEqual([shownFile]);
    const firstRemoteEntry = requested.findIndex((url) => url.includes('/remoteEntry.js'));
    expect(firstRemoteEntry).toBeGreaterThan(-1);
    expect(requested.indexOf(shownFile)).toBeLessThan(firstRemoteEntry);
  });
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`on the start page (${viewport.width} px) the CMS's copy of the first slide shows before the chrome app, which takes it over in place, and stays when the app fails`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The chrome app's code is held back until the copy has been looked at.
    const chromeApp = await holdApp(page, appUrl('chrome'));
    await page.goto('/de/index.html');
    const copy = page.locator('.cms-stage__copy');
    await expect(copy.getByRole('heading', { name: 'Das Konto, das mitwächst' })).toBeVisible();
    await expect(copy.getByRole('link', { name: 'Zum Girokonto' })).toHaveAttribute(
      'href',
      '/de/privatkunden/konto-karte/girokonto.html',
    );
    const copyPicture = copy.getByRole('img', { name: 'Das Konto, das mitwächst' });
    await expect(copyPicture).toHaveJSProperty('complete', true);
    await expectNoAxeViolations(page, '.cms-stage');
    const before = {
      file: await copyPicture.evaluate((image: HTMLImageElement) => image.currentSrc),
      box: await copyPicture.boundingBox(),
    };

    chromeApp.release();
    const element = page.locator('[data-widget="chrome/stage-slider"]');
    await expect(element).toHaveAttribute('data-widget-state', 'mounted', { timeout: 20_000 });
    await expect(copy).toBeHidden();
    const picture = shown(page).getByRole('img', { name: 'Das Konto, das mitwächst' });
    await expect(picture).toHaveJSProperty('complete', true);
    // The same file in the same box: the page's largest paint stays the copy's, nothing moves.
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(before.file);
    expect(await picture.boundingBox()).toEqual(before.box);

    // Without the chrome app the copy stands as the stage.
    await page.unroute(`${appUrl('chrome')}/**`);
    await page.route(`${appUrl('chrome')}/**`, (route) => route.abort());
    await page.reload();
    await expect(element).toHaveAttribute('data-widget-state', 'error', { timeout: 20_000 });
    await expect(copy.getByRole('heading', { name: 'Das Konto, das mitwächst' })).toBeVisible();
    await expect(copy.getByRole('link', { name: 'Zum Girokonto' })).toBeVisible();
  });
}

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test("a slide's link keeps the edge of a button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openContentPage(page);
    await expectOutlinedInForcedColors(shown(page).getByRole('link'));
  });
});
