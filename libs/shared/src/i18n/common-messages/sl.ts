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
  'common.combobox.listLabel': 'Predlogi',
  'common.combobox.count':
    '{count, plural, =0 {Ni predlogov} one {# predlog na voljo} two {# predloga na voljo} few {# predlogi na voljo} other {# predlogov na voljo}}',
  'common.combobox.noResults': 'Ni predlogov',
  'common.calendar.previousMonth': 'Prejšnji mesec',
  'common.calendar.nextMonth': 'Naslednji mesec',
};
