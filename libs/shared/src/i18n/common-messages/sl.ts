import type { CommonMessageId } from './de';

export const sl: Record<CommonMessageId, string> = {
  'common.technicalError.headline': 'Žal je prišlo do tehnične napake.',
  'common.technicalError.text': 'Poskusite znova pozneje.',
  'common.noData': 'Podatkov za "{query}" ni bilo mogoče naložiti',
  'common.search.noResults': 'Vaš iskalni niz "{query}" ni vrnil nobenih zadetkov.',
  'common.search.noResultsNoTerm': 'Vaše iskanje ni vrnilo nobenih zadetkov.',
  'common.search.resultCount':
    '{count, plural, one {# zadetek} two {# zadetka} few {# zadetki} other {# zadetkov}}',
  'common.close': 'Zapri',
  'common.loading': 'Nalaganje …',
  'common.optional': '(neobvezno)',
};
