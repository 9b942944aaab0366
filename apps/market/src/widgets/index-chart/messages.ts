import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'market.indexChart.title': 'Börse aktuell: {index}',
  'market.indexChart.allMarketData': 'Alle Marktdaten',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'market.indexChart.title': 'Markets today: {index}',
  'market.indexChart.allMarketData': 'All market data',
};

const hr: Complete = {
  'market.indexChart.title': 'Burza danas: {index}',
  'market.indexChart.allMarketData': 'Svi tržišni podaci',
};

const it: Complete = {
  'market.indexChart.title': 'Borsa oggi: {index}',
  'market.indexChart.allMarketData': 'Tutti i dati di mercato',
};

const sl: Complete = {
  'market.indexChart.title': 'Borza danes: {index}',
  'market.indexChart.allMarketData': 'Vsi tržni podatki',
};

const fr: Partial<Complete> = {
  'market.indexChart.title': 'La Bourse aujourd’hui : {index}',
  'market.indexChart.allMarketData': 'Toutes les données de marché',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
