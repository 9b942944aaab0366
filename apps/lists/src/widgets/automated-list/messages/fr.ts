import type { AutomatedListMessages } from './de';

// French is only partly translated; everything else falls back to German.
export const fr: Partial<AutomatedListMessages> = {
  'lists.automatedList.search.label': 'Terme de recherche',
  'lists.automatedList.search.submit': 'Rechercher',
  'lists.automatedList.filter.all': 'Tous',
  'lists.automatedList.more': 'Plus de résultats',
};
