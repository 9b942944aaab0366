import { encodeBase64Utf8 } from './decode-base64';
import { installPageConfigForTests } from './testing/install-page-config';
import { PageConfigError } from './page-config-error';
import { readPageConfig } from './read-page-config';

describe('readPageConfig', () => {
  afterEach(() => document.querySelector('script#page-config')?.remove());

  it('reads the settings and decodes the base64 page paths, umlauts included', () => {
    installPageConfigForTests({
      language: 'en',
      currentPagePath: encodeBase64Utf8('/en/über-uns/filialen'),
      currentLanguagePagePath: encodeBase64Utf8('/en'),
      pensionCalculator: { serviceUrl: '/api/calculators/pension' },
      editMode: true,
    });

    expect(readPageConfig()).toEqual({
      paasBaseUrl: 'http://127.0.0.1:8090',
      language: 'en',
      currentPagePath: '/en/über-uns/filialen',
      currentLanguagePagePath: '/en',
      loginCenterPath: '/de/login',
      pensionCalculator: { serviceUrl: '/api/calculators/pension' },
      editMode: true,
    });
  });

  it('reads the event-management keys of an event registration page', () => {
    installPageConfigForTests({ eventForm: { profilePKey: 'p-4711', servicePKey: 'ev-2026-03' } });
    expect(readPageConfig().eventForm).toEqual({
      profilePKey: 'p-4711',
      servicePKey: 'ev-2026-03',
    });
  });

  it('names the setting when an event key is empty', () => {
    installPageConfigForTests({ eventForm: { profilePKey: '', servicePKey: 'ev-2026-03' } });
    expect(() => readPageConfig()).toThrow('setting "eventForm.profilePKey" must not be empty');
  });

  it('treats a missing editMode as false', () => {
    installPageConfigForTests({ editMode: undefined });
    expect(readPageConfig().editMode).toBe(false);
  });

  it('returns the same object on every call for the same block', () => {
    installPageConfigForTests();
    expect(readPageConfig()).toBe(readPageConfig());
  });

  it('reads again when the page replaces the block', () => {
    installPageConfigForTests({ language: 'it' });
    expect(readPageConfig().language).toBe('it');
    installPageConfigForTests({ language: 'sl' });
    expect(readPageConfig().language).toBe('sl');
  });

  it('falls back to German with a warning when the language is unknown', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    installPageConfigForTests({ language: 'es' });

    expect(readPageConfig().language).toBe('de');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('setting "language" is "es"'));
    warn.mockRestore();
  });

  it('falls back to German with a warning when the language is missing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    installPageConfigForTests({ language: undefined });

    expect(readPageConfig().language).toBe('de');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"language" is missing'));
    warn.mockRestore();
  });

  it('names the setting when the paas base URL is not a URL', () => {
    installPageConfigForTests({ paasBaseUrl: 'not a url' });
    expect(() => readPageConfig()).toThrow(PageConfigError);
    expect(() => readPageConfig()).toThrow(/setting "paasBaseUrl" must be an absolute URL/);
  });

  it('names the setting when a required setting is missing', () => {
    installPageConfigForTests({ loginCenterPath: undefined });
    expect(() => readPageConfig()).toThrow(/setting "loginCenterPath"/);
  });

  it('names the setting when a page path is not base64', () => {
    installPageConfigForTests({ currentPagePath: '%%%' });
    let error: unknown;
    try {
      readPageConfig();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PageConfigError);
    expect((error as PageConfigError).setting).toBe('currentPagePath');
  });

  it('reports a block that is not JSON', () => {
    installPageConfigForTests().textContent = '{ broken';
    expect(() => readPageConfig()).toThrow('Page configuration is not valid JSON');
  });

  it('reports a page without a configuration block', () => {
    expect(() => readPageConfig()).toThrow('no script#page-config');
  });

  it('reads the block of another document', () => {
    const other = document.implementation.createHTMLDocument('other');
    installPageConfigForTests({ language: 'hr' }, other);
    expect(readPageConfig(other).language).toBe('hr');
  });
});
