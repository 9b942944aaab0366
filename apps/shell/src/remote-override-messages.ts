import { inPageLanguage } from './page-language';

export interface OverrideMessages {
  title: string;
  /** `{domain}` and `{url}` are replaced. */
  item: string;
  reset: string;
}

/** The banner's texts; the page's language (html lang), German by default and as fallback. */
const MESSAGES: Record<'de' | 'en' | 'fr' | 'hr' | 'it' | 'sl', OverrideMessages> = {
  de: {
    title: 'Entwickler-Überschreibung aktiv',
    item: '{domain} wird von {url} geladen',
    reset: 'Überschreibungen zurücksetzen',
  },
  en: {
    title: 'Developer override active',
    item: '{domain} is loaded from {url}',
    reset: 'Reset overrides',
  },
  fr: {
    title: 'Remplacement de développement actif',
    item: '{domain} est chargé depuis {url}',
    reset: 'Réinitialiser les remplacements',
  },
  hr: {
    title: 'Aktivna razvojna zamjena',
    item: '{domain} se učitava s {url}',
    reset: 'Poništi zamjene',
  },
  it: {
    title: 'Sostituzione per sviluppatori attiva',
    item: '{domain} viene caricato da {url}',
    reset: 'Ripristina le sostituzioni',
  },
  sl: {
    title: 'Razvijalska zamenjava je dejavna',
    item: '{domain} se nalaga z {url}',
    reset: 'Ponastavi zamenjave',
  },
};

export function overrideMessages(language: string): OverrideMessages {
  return inPageLanguage(MESSAGES, language);
}
