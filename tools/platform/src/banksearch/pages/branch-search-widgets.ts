import type { Language } from '../../common/config/app-names';
import { widgetElement } from '../../rendering/widget-markup';

/** What the CMS editors configured for the branch search on the page, per language. */
interface BranchSearchCopy {
  title: string;
  redirectText: string;
}

const COPY: Record<Language, BranchSearchCopy> = {
  de: { title: 'Alle Filialen auf einen Blick', redirectText: 'Zur Filialseite' },
  en: { title: 'All branches at a glance', redirectText: 'Go to the branch page' },
  fr: { title: 'Toutes les agences en un coup d’œil', redirectText: 'Vers la page de l’agence' },
  hr: { title: 'Sve poslovnice na prvi pogled', redirectText: 'Na stranicu poslovnice' },
  it: { title: 'Tutte le filiali a colpo d’occhio', redirectText: 'Alla pagina della filiale' },
  sl: { title: 'Vse poslovalnice na prvi pogled', redirectText: 'Na stran poslovalnice' },
};

/**
 * The branch search (map, sidebar, results, detail) of the banksearch page. Its detail cards
 * redirect to the branch's page (the overlay opened by the location search stores the branch).
 */
export function branchSearchWidgets(language: Language): string[] {
  const copy = COPY[language];
  return [
    widgetElement('banksearch/branch-search', {
      title: copy.title,
      cta: { action: 'redirect', params: { linkText: copy.redirectText } },
    }),
  ];
}
