/**
 * The offline stand-in of the Google Maps JavaScript API subset the bank widgets use. Served by
 * the local platform at /maps-stand-in/maps.js (bundled at start); defines window.google.maps.
 */
import { createMapsNamespace } from './maps-namespace';

type Global = { google?: { maps?: unknown } } & Record<string, unknown>;
const global = window as unknown as Global;
global.google = { ...global.google, maps: createMapsNamespace() };

// `&callback=name` in the script URL, as the real API.
const script = document.currentScript;
const callback =
  script instanceof HTMLScriptElement && script.src
    ? new URL(script.src).searchParams.get('callback')
    : null;
const callbackFunction = callback ? global[callback] : undefined;
if (typeof callbackFunction === 'function') callbackFunction();
