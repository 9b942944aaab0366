import { waitFor } from '@testing-library/react';
import { consentStore } from '../consent/consent-store';
import { installPageConfigForTests } from '../page-config/testing/install-page-config';
import { ConsentRequiredError } from './consent-required-error';
import { loadMaps, resetMapsForTests } from './load-maps';

const STAND_IN = 'http://localhost:8080/maps-stand-in/maps.js';
const fakeMaps = { Map: class {} } as unknown as typeof google.maps;

function scriptsFor(prefix: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) =>
    script.src.startsWith(prefix),
  );
}

function finishLoading(script: HTMLScriptElement | undefined) {
  (window as { google?: unknown }).google = { maps: fakeMaps };
  script?.dispatchEvent(new Event('load'));
}

describe('loadMaps', () => {
  beforeEach(() => {
    resetMapsForTests();
    delete (window as { google?: unknown }).google;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    document.cookie = 'ctb_consent=; Path=/; Max-Age=0';
    installPageConfigForTests({ mapsScriptUrl: STAND_IN });
  });

  it('rejects with ConsentRequiredError and loads nothing before consent to maps', async () => {
    await expect(loadMaps()).rejects.toBeInstanceOf(ConsentRequiredError);
    expect(scriptsFor(STAND_IN)).toHaveLength(0);
  });

  it('loads the configured maps script once, however often it is asked', async () => {
    consentStore.grant('maps');
    const first = loadMaps();
    const second = loadMaps();
    expect(scriptsFor(STAND_IN)).toHaveLength(1);

    finishLoading(scriptsFor(STAND_IN)[0]);

    await expect(first).resolves.toBe(fakeMaps);
    await expect(second).resolves.toBe(fakeMaps);
    await expect(loadMaps()).resolves.toBe(fakeMaps);
    expect(scriptsFor(STAND_IN)).toHaveLength(1);
  });

  it('tries again after the script failed to load', async () => {
    consentStore.grant('maps');
    const failed = loadMaps();
    scriptsFor(STAND_IN)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Could not load the script ${STAND_IN}`);

    const retry = loadMaps();
    finishLoading(scriptsFor(STAND_IN)[0]);
    await expect(retry).resolves.toBe(fakeMaps);
  });

  it('reports a script that does not define google.maps', async () => {
    consentStore.grant('maps');
    const request = loadMaps();
    scriptsFor(STAND_IN)[0]?.dispatchEvent(new Event('load'));
    await expect(request).rejects.toThrow('did not define window.google.maps');
  });

  it("uses Google's loader with the API key when no script URL is configured", async () => {
    installPageConfigForTests({ mapsApiKey: 'test-key', language: 'en' });
    consentStore.grant('maps');
    void loadMaps().catch(() => undefined);
    await waitFor(() =>
      expect(scriptsFor('https://maps.googleapis.com/maps/api/js')).toHaveLength(1),
    );
    const [script] = scriptsFor('https://maps.googleapis.com/maps/api/js');
    expect(script?.src).toContain('key=test-key');
    expect(script?.src).toContain('language=en');
  });

  it('explains a page configuration without any maps setting', async () => {
    installPageConfigForTests();
    consentStore.grant('maps');
    await expect(loadMaps()).rejects.toThrow('neither "mapsScriptUrl" nor "mapsApiKey"');
  });
});
