import { act, waitFor } from '@testing-library/react';
import { createTestWidgetHost } from '@ctb/shared/testing';
import { startPlatform } from '@ctb/test-support';
import * as chromeApp from './mount';
import { installSiteMarkup, removeWidgets } from './testing/site-markup';

// The header's and the banner's configs are checked without valibot (common/config-check, issue
// 15): the runtime must still refuse every config they do not accept, naming the setting.
const page = createTestWidgetHost('chrome');
startPlatform();
jest.setTimeout(30_000);

beforeAll(() => page.mount(chromeApp));
afterAll(() => page.unmount(chromeApp));
afterEach(() => removeWidgets(page));

async function refusal(widget: string, config: unknown): Promise<string> {
  installSiteMarkup();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const element = await act(async () => page.place(widget, config));
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(error).toHaveBeenCalledTimes(1);
    return String(error.mock.calls[0]?.[0]);
  } finally {
    error.mockRestore();
  }
}

async function accepts(widget: string, config: unknown): Promise<void> {
  installSiteMarkup();
  const element = await act(async () => page.place(widget, config));
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
}

const banner = { version: '2026-11', privacyUrl: '/de/datenschutz.html' };

describe('the configs of the widgets on every page', () => {
  it('refuses a cookie banner whose privacy page leaves the site or is missing', async () => {
    expect(await refusal('cookie-banner', { ...banner, privacyUrl: '//evil.example/x' })).toBe(
      '[ctb] chrome/cookie-banner: invalid data-config: setting "privacyUrl": expected a path of this site, received "//evil.example/x"',
    );
    expect(await refusal('cookie-banner', { version: '2026-11' })).toBe(
      '[ctb] chrome/cookie-banner: invalid data-config: setting "privacyUrl" is missing',
    );
  });

  it('refuses a cookie banner version with other characters, and an imprint page elsewhere', async () => {
    expect(await refusal('cookie-banner', { ...banner, version: '2026 11' })).toMatch(
      /setting "version": expected 1-40 letters, digits, \. _ -, received "2026 11"$/,
    );
    expect(
      await refusal('cookie-banner', { ...banner, imprintUrl: 'javascript:alert(1)' }),
    ).toMatch(/setting "imprintUrl": expected a path of this site/);
  });

  it('refuses a site search without a site path for suggestions or with a minimum length out of range', async () => {
    expect(await refusal('site-search', { autosuggestUrl: 'https://other.example/s' })).toMatch(
      /^\[ctb\] chrome\/site-search: invalid data-config: setting "autosuggestUrl": expected a path of this site/,
    );
    expect(
      await refusal('site-search', {
        autosuggestUrl: '/api/site-search/autosuggest',
        minLength: 0,
      }),
    ).toMatch(/setting "minLength": expected a whole number from 1 to 10, received 0$/);
    expect(
      await refusal('site-search', {
        autosuggestUrl: '/api/site-search/autosuggest',
        minLength: 2.5,
      }),
    ).toMatch(/setting "minLength": expected a whole number from 1 to 10, received 2\.5$/);
  });

  it('refuses a config that is not an object for the header, navigation and language select', async () => {
    for (const widget of ['header', 'navigation', 'language-select'])
      expect(await refusal(widget, '"menu"')).toBe(
        `[ctb] chrome/${widget}: invalid data-config: the config: expected Object, received "menu"`,
      );
  });

  it('accepts the configs the CMS gives, with and without the optional settings', async () => {
    await accepts('cookie-banner', banner);
    await removeWidgets(page);
    await accepts('site-search', { autosuggestUrl: '/api/site-search/autosuggest' });
    await removeWidgets(page);
    await accepts('header', {});
  });
});
