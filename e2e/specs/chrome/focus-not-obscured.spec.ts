import { expect, test, type Page } from '../../support/test';
import { cookieBanner, openWithChrome } from '../../support/chrome';
import { undecidedConsent } from '../../support/consent';

// A keyboard visitor always sees where the focus is: neither the pinned site header (Shift+Tab
// scrolls the page up, which shows it again) nor the cookie banner of a first visit (fixed at the
// bottom, half a phone's screen) covers the focused element (WCAG 2.2, 2.4.11).

interface FocusStop {
  name: string;
  /** What the browser shows at the element's centre when something else covers it. */
  coveredBy: string | null;
}

/** The focused element, and whatever covers its centre (null when nothing does). */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return null;
    if (element === document.body) return null;
    const box = element.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const covered = top !== null && !element.contains(top) && !top.contains(element);
    const owner =
      top?.closest('[data-widget]')?.getAttribute('data-widget') ?? top?.closest('header')?.id;
    const coveredBy = covered ? `${owner ?? ''} ${top.tagName}` : null;
    return { name: `${element.tagName} "${name.slice(0, 40)}"`, coveredBy };
  });
}

/** Moves the focus `steps` times and returns each stop that something covers. */
async function coveredStops(page: Page, key: 'Tab' | 'Shift+Tab', steps: number) {
  const covered: string[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press(key);
    // Focus scrolling is instant; the header's pinning waits for the scroll event.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const stop = await focusStop(page);
    if (!stop) continue;
    seen.add(stop.name);
    if (stop.coveredBy) covered.push(`${stop.name} under ${stop.coveredBy}`);
  }
  return { covered, seen };
}

test.describe('on a first visit, with the cookie banner open', () => {
  test.use({ storageState: undecidedConsent });

  test('on a phone, Tab past the banner keeps every field and link above it, down to the footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openWithChrome(page, '/de/index.html');
    await expect(cookieBanner(page)).toBeVisible();
    const { covered, seen } = await coveredStops(page, 'Tab', 75);
    expect(covered).toEqual([]);
    // The walk went through the widgets and reached the footer's last link.
    expect(seen).toContain('BUTTON "Rechtliche Hinweise"');
    expect(seen).toContain('A "Cookie-Einstellungen"');
    // Deciding gives the page its own scroll padding back.
    await cookieBanner(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe('');
  });
});

test('Shift+Tab from the end of the page never leaves the focus under the header it pins again', async ({
  page,
}) => {
  await openWithChrome(page, '/de/content.html');
  await page.locator('footer.cms-footer a').last().focus();
  const { covered, seen } = await coveredStops(page, 'Shift+Tab', 60);
  expect(covered).toEqual([]);
  // Up through the job map to the video players above it.
  expect(seen).toContain('A "Wien"');
  expect(seen).toContain('BUTTON "Abspielen"');
});

test('the skip link shows above the header when the first Tab reaches it', async ({ page }) => {
  await openWithChrome(page, '/de/index.html');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  expect(await focusStop(page)).toEqual({
    name: 'A "Zum Inhalt springen"',
    coveredBy: null,
  });
});
