import { inPageLanguage } from './page-language';

/**
 * What a visitor reads where a widget's domain could not be loaded: SPEC's generic technical
 * error, in the page's language (html lang). French, like the apps' common texts, says it in
 * German (a product decision: French pages fall back to German).
 */
const MESSAGES: Record<'de' | 'en' | 'hr' | 'it' | 'sl', [headline: string, text: string]> = {
  de: [
    'Leider ist ein technischer Fehler aufgetreten.',
    'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
  ],
  en: ['Unfortunately, a technical error has occurred.', 'Please try again later.'],
  hr: ['Nažalost, došlo je do tehničke pogreške.', 'Molimo pokušajte ponovno kasnije.'],
  it: ['Purtroppo si è verificato un errore tecnico.', 'Si prega di riprovare più tardi.'],
  sl: ['Žal je prišlo do tehnične napake.', 'Poskusite znova pozneje.'],
};

const FAILURE_NOTICE_CLASS = 'ctb-widget-failure';

/**
 * Puts the notice into an element whose widget cannot load. An element the CMS filled (a
 * navigation that works without JavaScript) keeps its markup: it serves the visitor better.
 */
export function showFailureNotice(element: HTMLElement): void {
  if (element.childElementCount > 0 || element.textContent?.trim()) return;
  const [headline, text] = inPageLanguage(MESSAGES, element.ownerDocument.documentElement.lang);
  const notice = element.ownerDocument.createElement('p');
  notice.className = FAILURE_NOTICE_CLASS;
  notice.textContent = `${headline} ${text}`;
  element.append(notice);
}
