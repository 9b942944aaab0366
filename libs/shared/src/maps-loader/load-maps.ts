/// <reference types="google.maps" />
import { consentStore } from '@ctb/shared/consent';
import { cspNonce } from '@ctb/shared/runtime';
import { readPageConfig } from '@ctb/shared/runtime';
import { ConsentRequiredError } from './consent-required-error';
import { injectScript } from './inject-script';

let loading: Promise<typeof google.maps> | undefined;

/**
 * Loads the maps API once per page, only after consent to "maps". With `mapsScriptUrl` in the
 * page config that script is used (the offline stand-in locally); otherwise Google's loader with
 * `mapsApiKey`. A failed load is forgotten, so a later call tries again.
 */
export function loadMaps(): Promise<typeof google.maps> {
  if (!consentStore.has('maps')) return Promise.reject(new ConsentRequiredError('maps'));
  loading ??= startLoading().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function startLoading(): Promise<typeof google.maps> {
  const existing = currentMaps();
  if (existing) return existing;

  const config = readPageConfig();
  if (config.mapsScriptUrl) {
    await injectScript(config.mapsScriptUrl);
  } else if (config.mapsApiKey) {
    // Only pages that show a map pay for the loader.
    const { Loader } = await import('@googlemaps/js-api-loader');
    const loader = new Loader({
      apiKey: config.mapsApiKey,
      language: config.language,
      region: 'AT',
      // Its script carries the page's nonce; the script URL it sets passes the shell's default
      // Trusted Types policy, which allows Google's maps origin.
      nonce: cspNonce(),
    });
    await Promise.all([
      loader.importLibrary('maps'),
      loader.importLibrary('places'),
      loader.importLibrary('geocoding'),
    ]);
  } else {
    throw new Error(
      'Maps cannot load: the page configuration has neither "mapsScriptUrl" nor "mapsApiKey".',
    );
  }

  const maps = currentMaps();
  if (!maps) throw new Error('The maps script loaded but did not define window.google.maps.');
  return maps;
}

function currentMaps(): typeof google.maps | undefined {
  return (window as { google?: { maps?: typeof google.maps } }).google?.maps;
}

/** Tests only: forgets the loaded maps API. */
export function resetMapsForTests(): void {
  loading = undefined;
}
