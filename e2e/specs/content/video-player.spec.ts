import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import { expect, test, type Page } from '../../support/test';
import { openContentPage } from './content-support';

const PLATFORM_HOSTS = /youtube-nocookie\.com|youtube\.com|vimeo\.com|vimeocdn\.com|ytimg\.com/;

/** The platforms' players answer with a stand-in page (no internet on the build machines). */
async function standInPlayers(page: Page) {
  await page.route(PLATFORM_HOSTS, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

test('platform videos: nothing of theirs before a click; consent for this video alone', async ({
  page,
}) => {
  const platformRequests: string[] = [];
  page.on('request', (request) => {
    if (PLATFORM_HOSTS.test(request.url())) platformRequests.push(request.url());
  });
  await standInPlayers(page);
  await openContentPage(page);
  const youtube = page.locator('[data-widget="chrome/video-player"]').nth(1);
  await youtube.scrollIntoViewIfNeeded();
  await expect(youtube.getByText('Video von YouTube', { exact: true })).toBeVisible();
  await expect(youtube.getByRole('button', { name: 'Cookie-Einstellungen öffnen' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-widget="chrome/video-player"]');
  expect(platformRequests).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await youtube.getByRole('button', { name: 'Video abspielen (einmalig zustimmen)' }).click();
  const frame = youtube.locator('iframe');
  await expect(frame).toHaveAttribute('title', 'Online-Banking in drei Minuten erklärt (YouTube)');
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin).toBe('https://www.youtube-nocookie.com');
  expect(src.pathname).toBe('/embed/aqz-KE-bpKQ');
  // Only this video: the Vimeo one still waits behind its poster.
  const vimeo = page.locator('[data-widget="chrome/video-player"]').nth(2);
  await expect(vimeo.locator('iframe')).toHaveCount(0);
  expect(platformRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
    true,
  );
  await vimeo.getByRole('button', { name: 'Video abspielen (einmalig zustimmen)' }).click();
  const vimeoSrc = new URL((await vimeo.locator('iframe').getAttribute('src')) ?? '');
  expect(vimeoSrc.origin).toBe('https://player.vimeo.com');
  expect(vimeoSrc.searchParams.get('dnt')).toBe('1');
});

test('the poster offers the cookie settings', async ({ page }) => {
  await openContentPage(page);
  const youtube = page.locator('[data-widget="chrome/video-player"]').nth(1);
  await youtube.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('native video: never by itself, volume 0.5, keyboard controls with 5 s and 0.1 steps, captions', async ({
  page,
}) => {
  await openContentPage(page);
  const player = page.getByRole('group', {
    name: 'Videoplayer: So funktioniert die Überweisung per Foto',
  });
  const video = player.locator('video');
  await player.scrollIntoViewIfNeeded();
  await expect(video).toHaveJSProperty('paused', true);
  await expect(video).toHaveJSProperty('autoplay', false);
  await expect(video).toHaveJSProperty('volume', 0.5);
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'de');
  await expectNoAxeViolations(page, '[data-widget="chrome/video-player"]');

  await player.getByRole('button', { name: 'Abspielen' }).click();
  await expect(video).toHaveJSProperty('paused', false);
  await page.keyboard.press('k');
  await expect(video).toHaveJSProperty('paused', true);
  await video.evaluate((element: HTMLVideoElement) => (element.currentTime = 2));
  await player.getByRole('button', { name: 'Abspielen' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBe(7);
  await page.keyboard.press('ArrowLeft');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBe(2);
  await page.keyboard.press('ArrowUp');
  await expect(video).toHaveJSProperty('volume', 0.6);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(video).toHaveJSProperty('volume', 0.4);
  await page.keyboard.press('m');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(player.getByRole('button', { name: 'Ton an' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await player.getByRole('button', { name: 'Untertitel einblenden' }).click();
  await expect(player.getByRole('button', { name: 'Untertitel ausblenden' })).toBeVisible();
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the consent panel over the poster keeps an edge', async ({ page }) => {
    await openContentPage(page);
    const youtube = page.locator('[data-widget="chrome/video-player"]').nth(1);
    await expectOutlinedInForcedColors(
      youtube.getByText('Video von YouTube', { exact: true }).locator('..'),
    );
  });
});
