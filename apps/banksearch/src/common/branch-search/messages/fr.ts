import type { BranchSearchMessages } from './complete';

// French is only partly translated: the rest falls back to German.
export const fr: Partial<BranchSearchMessages> = {
  'banksearch.map.consent.load': 'Charger la carte',
  'banksearch.map.cluster': '{count, plural, one {# agence} other {# agences}} – zoomer',
  'banksearch.item.openNow': 'Ouvert maintenant',
  'banksearch.item.closedNow': 'Fermé maintenant',
  'banksearch.item.phone': 'Téléphone',
  'banksearch.detail.back': 'Retour à la liste des résultats',
};
