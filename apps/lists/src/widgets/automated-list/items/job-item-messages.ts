import type { MessageCatalogue } from '@ctb/shared';

// Texts of the job item. German is the source; French is only partly translated.
const de = {
  'lists.job.newTab': '(öffnet in einem neuen Tab)',
  'lists.job.published': 'Veröffentlicht am',
  'lists.job.professions': 'Berufsfeld',
  'lists.job.locations': 'Region',
  'lists.job.place': 'Dienstort',
  'lists.job.company': 'Unternehmen',
  'lists.job.importedFirm': 'Externes Angebot von',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'lists.job.newTab': '(opens in a new tab)',
  'lists.job.published': 'Published on',
  'lists.job.professions': 'Field',
  'lists.job.locations': 'Region',
  'lists.job.place': 'Place of work',
  'lists.job.company': 'Company',
  'lists.job.importedFirm': 'External offer from',
};

const hr: Complete = {
  'lists.job.newTab': '(otvara se u novoj kartici)',
  'lists.job.published': 'Objavljeno',
  'lists.job.professions': 'Područje rada',
  'lists.job.locations': 'Regija',
  'lists.job.place': 'Mjesto rada',
  'lists.job.company': 'Poduzeće',
  'lists.job.importedFirm': 'Vanjska ponuda tvrtke',
};

const it: Complete = {
  'lists.job.newTab': '(si apre in una nuova scheda)',
  'lists.job.published': 'Pubblicato il',
  'lists.job.professions': 'Settore',
  'lists.job.locations': 'Regione',
  'lists.job.place': 'Sede di lavoro',
  'lists.job.company': 'Azienda',
  'lists.job.importedFirm': 'Offerta esterna di',
};

const sl: Complete = {
  'lists.job.newTab': '(odpre se v novem zavihku)',
  'lists.job.published': 'Objavljeno',
  'lists.job.professions': 'Področje dela',
  'lists.job.locations': 'Regija',
  'lists.job.place': 'Kraj dela',
  'lists.job.company': 'Podjetje',
  'lists.job.importedFirm': 'Zunanja ponudba podjetja',
};

const fr: Partial<Complete> = {
  'lists.job.newTab': '(s’ouvre dans un nouvel onglet)',
  'lists.job.company': 'Entreprise',
};

export const jobItemMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
