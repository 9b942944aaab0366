import type { AutomatedListMessages } from './de';

// French is only partly translated; everything else falls back to German.
export const fr: Partial<AutomatedListMessages> = {
  'lists.automatedList.search.label': 'Terme de recherche',
  'lists.automatedList.search.submit': 'Rechercher',
  'lists.automatedList.filter.all': 'Tous',
  'lists.automatedList.more': 'Plus de résultats',
  'lists.automatedList.search.noSuggestions': 'Aucune suggestion',
  'lists.automatedList.search.suggestionCount':
    '{count, plural, one {# suggestion disponible} other {# suggestions disponibles}}',
  'lists.automatedList.loadingMore': 'Chargement d’autres résultats',
  'lists.automatedList.moreFailed': 'Impossible de charger d’autres résultats. Veuillez réessayer.',
  'lists.automatedList.resultCountShown':
    '{count, plural, one {# résultat} other {# résultats}}, {shown} affichés',
};
