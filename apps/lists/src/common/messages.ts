import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts both the automated list's items and the teaser slider's cards show (contacts, opening
// state, branch page, club benefit validity). German is the source.
const de = {
  'lists.employee.phone': 'Telefon',
  'lists.employee.mobile': 'Mobil',
  'lists.employee.email': 'E-Mail',
  'lists.employee.location': 'Standort',
  'lists.bank.openNow': 'Jetzt geöffnet',
  'lists.bank.closedNow': 'Jetzt geschlossen',
  'lists.bank.openBranchPage': 'Filialseite öffnen',
  'lists.bank.openBankPage': 'Bankseite öffnen',
  'lists.clubBenefit.validTo': 'Gültig bis {date}',
  'lists.clubBenefit.unlimited': 'unbegrenzt gültig',
  'lists.clubBenefit.moreDetails': 'Mehr Details',
  'lists.clubBenefit.moreDetailsTo': 'zu {title}',
};

type Texts = Record<keyof typeof de, string>;

const en: Texts = {
  'lists.employee.phone': 'Phone',
  'lists.employee.mobile': 'Mobile',
  'lists.employee.email': 'E-mail',
  'lists.employee.location': 'Location',
  'lists.bank.openNow': 'Open now',
  'lists.bank.closedNow': 'Closed now',
  'lists.bank.openBranchPage': 'Open branch page',
  'lists.bank.openBankPage': 'Open bank page',
  'lists.clubBenefit.validTo': 'Valid until {date}',
  'lists.clubBenefit.unlimited': 'valid indefinitely',
  'lists.clubBenefit.moreDetails': 'More details',
  'lists.clubBenefit.moreDetailsTo': 'on {title}',
};

// French is only partly translated: missing texts fall back to German.
const fr: Partial<Texts> = {
  'lists.employee.phone': 'Téléphone',
  'lists.employee.email': 'E-mail',
  'lists.bank.openNow': 'Ouvert maintenant',
  'lists.bank.closedNow': 'Fermé maintenant',
  'lists.clubBenefit.moreDetails': 'Plus de détails',
};

const hr: Texts = {
  'lists.employee.phone': 'Telefon',
  'lists.employee.mobile': 'Mobitel',
  'lists.employee.email': 'E-pošta',
  'lists.employee.location': 'Lokacija',
  'lists.bank.openNow': 'Trenutačno otvoreno',
  'lists.bank.closedNow': 'Trenutačno zatvoreno',
  'lists.bank.openBranchPage': 'Otvori stranicu poslovnice',
  'lists.bank.openBankPage': 'Otvori stranicu banke',
  'lists.clubBenefit.validTo': 'Vrijedi do {date}',
  'lists.clubBenefit.unlimited': 'vrijedi neograničeno',
  'lists.clubBenefit.moreDetails': 'Više detalja',
  'lists.clubBenefit.moreDetailsTo': 'o {title}',
};

const it: Texts = {
  'lists.employee.phone': 'Telefono',
  'lists.employee.mobile': 'Cellulare',
  'lists.employee.email': 'E-mail',
  'lists.employee.location': 'Sede',
  'lists.bank.openNow': 'Aperto ora',
  'lists.bank.closedNow': 'Chiuso ora',
  'lists.bank.openBranchPage': 'Apri la pagina della filiale',
  'lists.bank.openBankPage': 'Apri la pagina della banca',
  'lists.clubBenefit.validTo': 'Valido fino al {date}',
  'lists.clubBenefit.unlimited': 'validità illimitata',
  'lists.clubBenefit.moreDetails': 'Più dettagli',
  'lists.clubBenefit.moreDetailsTo': 'su {title}',
};

const sl: Texts = {
  'lists.employee.phone': 'Telefon',
  'lists.employee.mobile': 'Mobilni telefon',
  'lists.employee.email': 'E-pošta',
  'lists.employee.location': 'Lokacija',
  'lists.bank.openNow': 'Trenutno odprto',
  'lists.bank.closedNow': 'Trenutno zaprto',
  'lists.bank.openBranchPage': 'Odpri stran poslovalnice',
  'lists.bank.openBankPage': 'Odpri stran banke',
  'lists.clubBenefit.validTo': 'Velja do {date}',
  'lists.clubBenefit.unlimited': 'velja neomejeno',
  'lists.clubBenefit.moreDetails': 'Več podrobnosti',
  'lists.clubBenefit.moreDetailsTo': 'o {title}',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
