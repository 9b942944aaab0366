import { expect, type Page } from '@playwright/test';

/** Appends a widget element to the page's main content, as a CMS fragment loaded later would. */
export async function insertWidget(
  page: Page,
  widget: string,
  config: unknown | string,
  id: string,
) {
  await page.evaluate(
    ({ widget, config, id }) => {
      const element = document.createElement('div');
      element.id = id;
      element.setAttribute('data-widget', widget);
      element.setAttribute(
        'data-config',
        typeof config === 'string' ? config : JSON.stringify(config),
      );
      (document.querySelector('main') ?? document.body).append(element);
    },
    { widget, config, id },
  );
}

export async function expectWidgetState(
  page: Page,
  selector: string,
  state: 'loading' | 'mounted' | 'error',
) {
  await expect(page.locator(selector)).toHaveAttribute('data-widget-state', state);
}

/** Reads the data-config of the first element of a widget on the current page. */
export async function configOf(page: Page, widget: string): Promise<Record<string, unknown>> {
  const raw = await page.locator(`[data-widget="${widget}"]`).first().getAttribute('data-config');
  return JSON.parse(raw ?? '{}') as Record<string, unknown>;
}

/**
 * Holds back every request to an app's origin until `release()` is called (then they go on as
 * routed before), so a test can look at the page as the CMS drew it before the app's code.
 */
export async function holdApp(page: Page, appOrigin: string): Promise<{ release(): void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${appOrigin}/**`, async (route) => {
    await held;
    await route.fallback();
  });
  return { release };
}
