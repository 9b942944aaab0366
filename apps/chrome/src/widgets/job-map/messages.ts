import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.jobMap.title': 'Jobs in Ihrem Bundesland',
  'chrome.jobMap.mapLabel': 'Karte von Österreich mit den neun Bundesländern',
  'chrome.jobMap.list': 'Jobs nach Bundesland',
  'chrome.jobMap.jobs':
    '{count, plural, =0 {keine offenen Stellen} one {# offene Stelle} other {# offene Stellen}}',
  'chrome.jobMap.attribution':
    'Grenzen: Statistik Austria, data.statistik.gv.at; Flooh Perlot, CC BY 4.0',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.jobMap.title': 'Jobs in your federal state',
  'chrome.jobMap.mapLabel': 'Map of Austria with its nine federal states',
  'chrome.jobMap.list': 'Jobs by federal state',
  'chrome.jobMap.jobs':
    '{count, plural, =0 {no open positions} one {# open position} other {# open positions}}',
  'chrome.jobMap.attribution':
    'Borders: Statistik Austria, data.statistik.gv.at; Flooh Perlot, CC BY 4.0',
};

const hr: Complete = {
  'chrome.jobMap.title': 'Poslovi u Vašoj saveznoj zemlji',
  'chrome.jobMap.mapLabel': 'Karta Austrije s devet saveznih zemalja',
  'chrome.jobMap.list': 'Poslovi po saveznim zemljama',
  'chrome.jobMap.jobs':
    '{count, plural, =0 {nema otvorenih radnih mjesta} one {# otvoreno radno mjesto} few {# otvorena radna mjesta} other {# otvorenih radnih mjesta}}',
  'chrome.jobMap.attribution':
    'Granice: Statistik Austria, data.statistik.gv.at; Flooh Perlot, CC BY 4.0',
};

const it: Complete = {
  'chrome.jobMap.title': 'Lavoro nel tuo Land',
  'chrome.jobMap.mapLabel': 'Mappa dell’Austria con i nove Länder',
  'chrome.jobMap.list': 'Lavoro per Land',
  'chrome.jobMap.jobs':
    '{count, plural, =0 {nessuna posizione aperta} one {# posizione aperta} other {# posizioni aperte}}',
  'chrome.jobMap.attribution':
    'Confini: Statistik Austria, data.statistik.gv.at; Flooh Perlot, CC BY 4.0',
};

const sl: Complete = {
  'chrome.jobMap.title': 'Delo v vaši zvezni deželi',
  'chrome.jobMap.mapLabel': 'Zemljevid Avstrije z devetimi zveznimi deželami',
  'chrome.jobMap.list': 'Delo po zveznih deželah',
  'chrome.jobMap.jobs':
    '{count, plural, =0 {ni prostih delovnih mest} one {# prosto delovno mesto} two {# prosti delovni mesti} few {# prosta delovna mesta} other {# prostih delovnih mest}}',
  'chrome.jobMap.attribution':
    'Meje: Statistik Austria, data.statistik.gv.at; Flooh Perlot, CC BY 4.0',
};

const fr: Partial<Complete> = {
  'chrome.jobMap.title': 'Emplois dans votre Land',
  'chrome.jobMap.list': 'Emplois par Land',
  'chrome.jobMap.jobs':
    '{count, plural, =0 {aucun poste ouvert} one {# poste ouvert} other {# postes ouverts}}',
  'chrome.jobMap.attribution':
    'Frontières : Statistik Austria, data.statistik.gv.at ; Flooh Perlot, CC BY 4.0',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
