import type { MessageCatalogue } from '@ctb/shared';

// Texts of the bank (branch) item. German is the source; French is only partly translated.
const de = {
  'lists.bank.parking': 'Kundenparkplätze',
  'lists.bank.accessible': 'Barrierefreier Zugang',
  'lists.bank.central': 'Zentrale',
  'lists.bank.openNow': 'Jetzt geöffnet',
  'lists.bank.closedNow': 'Jetzt geschlossen',
  'lists.bank.hours.show': 'Öffnungszeiten anzeigen',
  'lists.bank.hours.caption': 'Öffnungs- und Beratungszeiten',
  'lists.bank.hours.day': 'Tag',
  'lists.bank.hours.opening': 'Öffnungszeiten',
  'lists.bank.hours.consulting': 'Beratungszeiten',
  'lists.bank.hours.closed': 'geschlossen',
  'lists.bank.phone': 'Telefon',
  'lists.bank.email': 'E-Mail',
  'lists.bank.distance': 'Entfernung',
  'lists.bank.openBranchPage': 'Filialseite öffnen',
  'lists.bank.openBankPage': 'Bankseite öffnen',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'lists.bank.parking': 'Customer parking',
  'lists.bank.accessible': 'Step-free access',
  'lists.bank.central': 'Head office',
  'lists.bank.openNow': 'Open now',
  'lists.bank.closedNow': 'Closed now',
  'lists.bank.hours.show': 'Show opening hours',
  'lists.bank.hours.caption': 'Opening and consulting hours',
  'lists.bank.hours.day': 'Day',
  'lists.bank.hours.opening': 'Opening hours',
  'lists.bank.hours.consulting': 'Consulting hours',
  'lists.bank.hours.closed': 'closed',
  'lists.bank.phone': 'Phone',
  'lists.bank.email': 'E-mail',
  'lists.bank.distance': 'Distance',
  'lists.bank.openBranchPage': 'Open branch page',
  'lists.bank.openBankPage': 'Open bank page',
};

const hr: Complete = {
  'lists.bank.parking': 'Parkirališta za klijente',
  'lists.bank.accessible': 'Pristup bez barijera',
  'lists.bank.central': 'Središnjica',
  'lists.bank.openNow': 'Trenutačno otvoreno',
  'lists.bank.closedNow': 'Trenutačno zatvoreno',
  'lists.bank.hours.show': 'Prikaži radno vrijeme',
  'lists.bank.hours.caption': 'Radno vrijeme i vrijeme savjetovanja',
  'lists.bank.hours.day': 'Dan',
  'lists.bank.hours.opening': 'Radno vrijeme',
  'lists.bank.hours.consulting': 'Vrijeme savjetovanja',
  'lists.bank.hours.closed': 'zatvoreno',
  'lists.bank.phone': 'Telefon',
  'lists.bank.email': 'E-pošta',
  'lists.bank.distance': 'Udaljenost',
  'lists.bank.openBranchPage': 'Otvori stranicu poslovnice',
  'lists.bank.openBankPage': 'Otvori stranicu banke',
};

const it: Complete = {
  'lists.bank.parking': 'Parcheggio clienti',
  'lists.bank.accessible': 'Accesso senza barriere',
  'lists.bank.central': 'Sede centrale',
  'lists.bank.openNow': 'Aperto ora',
  'lists.bank.closedNow': 'Chiuso ora',
  'lists.bank.hours.show': 'Mostra orari di apertura',
  'lists.bank.hours.caption': 'Orari di apertura e di consulenza',
  'lists.bank.hours.day': 'Giorno',
  'lists.bank.hours.opening': 'Orari di apertura',
  'lists.bank.hours.consulting': 'Orari di consulenza',
  'lists.bank.hours.closed': 'chiuso',
  'lists.bank.phone': 'Telefono',
  'lists.bank.email': 'E-mail',
  'lists.bank.distance': 'Distanza',
  'lists.bank.openBranchPage': 'Apri la pagina della filiale',
  'lists.bank.openBankPage': 'Apri la pagina della banca',
};

const sl: Complete = {
  'lists.bank.parking': 'Parkirišča za stranke',
  'lists.bank.accessible': 'Dostop brez ovir',
  'lists.bank.central': 'Centrala',
  'lists.bank.openNow': 'Trenutno odprto',
  'lists.bank.closedNow': 'Trenutno zaprto',
  'lists.bank.hours.show': 'Prikaži delovni čas',
  'lists.bank.hours.caption': 'Delovni čas in čas svetovanja',
  'lists.bank.hours.day': 'Dan',
  'lists.bank.hours.opening': 'Delovni čas',
  'lists.bank.hours.consulting': 'Čas svetovanja',
  'lists.bank.hours.closed': 'zaprto',
  'lists.bank.phone': 'Telefon',
  'lists.bank.email': 'E-pošta',
  'lists.bank.distance': 'Razdalja',
  'lists.bank.openBranchPage': 'Odpri stran poslovalnice',
  'lists.bank.openBankPage': 'Odpri stran banke',
};

const fr: Partial<Complete> = {
  'lists.bank.openNow': 'Ouvert maintenant',
  'lists.bank.closedNow': 'Fermé maintenant',
  'lists.bank.phone': 'Téléphone',
};

export const bankItemMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
