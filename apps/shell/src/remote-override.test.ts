import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import {
  applyRemoteOverrides,
  OVERRIDE_STORAGE_KEY,
  type OverrideEnvironment,
} from './remote-override';

const remotes = {
  calculators: 'http://localhost:8103/mf-manifest.json',
  lists: 'http://localhost:8101/mf-manifest.json',
};
const local = 'http://localhost:9113/mf-manifest.json';
const page = 'http://localhost:8080/de/calculators.html';

function pageConfig(remoteOverrides?: unknown) {
  document.getElementById('page-config')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-config';
  script.textContent = JSON.stringify({ paasBaseUrl: 'http://127.0.0.1:8090', remoteOverrides });
  document.head.append(script);
}

let reloads: string[];
function environment(href: string, isProductionBuild = false): OverrideEnvironment {
  return {
    document,
    location: { href },
    storage: window.localStorage,
    isProductionBuild,
    reload: (url) => reloads.push(url),
  };
}

let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;
beforeEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'de';
  window.localStorage.clear();
  pageConfig(undefined);
  reloads = [];
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  warnings.mockRestore();
});

describe('developer overrides of a remote', () => {
  it('leaves the remotes alone and shows nothing when no override is asked for', () => {
    expect(applyRemoteOverrides(remotes, environment(page))).toBe(remotes);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('swaps one domain for a localhost URL from the query, keeps it for the next page and says so in a banner', () => {
    const result = applyRemoteOverrides(
      remotes,
      environment(`${page}?ctb-override=calculators=${local}`),
    );
    expect(result).toEqual({ ...remotes, calculators: local });
    expect(JSON.parse(window.localStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '')).toEqual({
      calculators: local,
    });
    const banner = screen.getByRole('complementary', { name: 'Entwickler-Überschreibung aktiv' });
    expect(banner).toHaveTextContent(`calculators wird von ${local} geladen`);
    expect(
      within(banner).getByRole('button', { name: 'Überschreibungen zurücksetzen' }),
    ).toBeVisible();
  });

  it('takes a stored override on a later page without the query parameter', () => {
    window.localStorage.setItem(
      OVERRIDE_STORAGE_KEY,
      JSON.stringify({ lists: 'http://127.0.0.1:9111/mf-manifest.json' }),
    );
    expect(applyRemoteOverrides(remotes, environment(page)).lists).toBe(
      'http://127.0.0.1:9111/mf-manifest.json',
    );
    expect(screen.getByRole('complementary')).toHaveTextContent('lists wird von');
  });

  it('resets: the button clears the stored overrides and reloads the page without the parameter', async () => {
    applyRemoteOverrides(remotes, environment(`${page}?a=1&ctb-override=calculators=${local}`));
    await userEvent.click(screen.getByRole('button', { name: 'Überschreibungen zurücksetzen' }));
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(reloads).toEqual([`${page}?a=1`]);
  });

  it('drops one override with an empty URL', () => {
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ calculators: local }));
    expect(applyRemoteOverrides(remotes, environment(`${page}?ctb-override=calculators=`))).toBe(
      remotes,
    );
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('refuses a URL that is neither localhost nor on the allow-list, naming both', () => {
    const result = applyRemoteOverrides(
      remotes,
      environment(`${page}?ctb-override=calculators=https://evil.example/mf-manifest.json`),
    );
    expect(result).toBe(remotes);
    expect(errors).toHaveBeenCalledWith(
      '[ctb] shell: remote override of calculators refused: https://evil.example is neither localhost nor an allowed origin (localhost)',
    );
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('accepts an origin the page config allows', () => {
    pageConfig({ allowedOrigins: ['https://review.example-bank.at'] });
    const review = 'https://review.example-bank.at/calculators/mf-manifest.json';
    expect(
      applyRemoteOverrides(remotes, environment(`${page}?ctb-override=calculators=${review}`))
        .calculators,
    ).toBe(review);
  });

  it('refuses a domain the remotes file does not have and a URL that is no http(s) URL', () => {
    applyRemoteOverrides(
      remotes,
      environment(`${page}?ctb-override=weather=${local}&ctb-override=lists=javascript:alert(1)`),
    );
    expect(errors.mock.calls.map((call) => call[0])).toEqual([
      '[ctb] shell: remote override of weather refused: the remotes file has no domain "weather"',
      '[ctb] shell: remote override of lists refused: javascript:alert(1) is not an http(s) URL',
    ]);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('is off in a production build unless the page config enables it', () => {
    const href = `${page}?ctb-override=calculators=${local}`;
    expect(applyRemoteOverrides(remotes, environment(href, true))).toBe(remotes);
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining('remote overrides are off on this page'),
    );
    expect(screen.queryByRole('complementary')).toBeNull();
    pageConfig({ enabled: true });
    expect(applyRemoteOverrides(remotes, environment(href, true)).calculators).toBe(local);
  });

  it('can be switched off in a development build by the page config', () => {
    pageConfig({ enabled: false });
    expect(
      applyRemoteOverrides(remotes, environment(`${page}?ctb-override=calculators=${local}`)),
    ).toBe(remotes);
  });

  it('turns off, naming the setting, when the page config setting is malformed', () => {
    pageConfig({ enabled: true, allowedOrigins: ['https://review.example-bank.at/path'] });
    expect(
      applyRemoteOverrides(remotes, environment(`${page}?ctb-override=calculators=${local}`)),
    ).toBe(remotes);
    expect(errors).toHaveBeenCalledWith(
      '[ctb] shell: page config remoteOverrides.allowedOrigins.0 an origin without path, e.g. https://host; remote overrides are off',
    );
  });

  it('ignores stored overrides that are not a JSON object, saying so', () => {
    window.localStorage.setItem(OVERRIDE_STORAGE_KEY, '[1,2]');
    expect(applyRemoteOverrides(remotes, environment(page))).toBe(remotes);
    expect(errors).toHaveBeenCalledWith(
      '[ctb] shell: localStorage "ctb-remote-overrides" is not a JSON object of domain -> URL; ignored',
    );
  });

  it('speaks the page language, German where it has no text', () => {
    document.documentElement.lang = 'en';
    applyRemoteOverrides(remotes, environment(`${page}?ctb-override=calculators=${local}`));
    expect(
      screen.getByRole('complementary', { name: 'Developer override active' }),
    ).toHaveTextContent(`calculators is loaded from ${local}`);
    document.documentElement.lang = 'cs';
    applyRemoteOverrides(remotes, environment(`${page}?ctb-override=calculators=${local}`));
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Überschreibungen zurücksetzen' })).toBeVisible();
  });
});
