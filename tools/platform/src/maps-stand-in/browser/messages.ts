/** UI texts of the stand-in, in the language of the script URL's `language` (as the real API). */
const TEXTS = {
  de: {
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    map: 'Karte',
    close: 'Schließen',
    country: 'Österreich',
  },
  en: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', map: 'Map', close: 'Close', country: 'Austria' },
};

function scriptLanguage(): string {
  const script = typeof document === 'undefined' ? null : document.currentScript;
  const src = script instanceof HTMLScriptElement ? script.src : '';
  try {
    return new URL(src).searchParams.get('language') ?? 'de';
  } catch {
    return 'de';
  }
}

const language = scriptLanguage();

export const texts = language.startsWith('de') ? TEXTS.de : TEXTS.en;
