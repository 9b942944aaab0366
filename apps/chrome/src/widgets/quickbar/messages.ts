import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.quickbar.title': 'Schnellzugriff',
  'chrome.quickbar.toggle': 'Schnellzugriff',
  'chrome.quickbar.yourBranch': 'Ihre Filiale',
  'chrome.quickbar.today': 'Heute geöffnet: {hours}',
  'chrome.quickbar.closedToday': 'Heute geschlossen',
  'chrome.quickbar.openNow': 'Jetzt geöffnet',
  'chrome.quickbar.closedNow': 'Jetzt geschlossen',
  'chrome.quickbar.phone': 'Telefon: {phone}',
  'chrome.quickbar.change': 'Filiale ändern',
  'chrome.quickbar.remove': 'Zuordnung entfernen',
  'chrome.quickbar.removed': 'Die Zuordnung zu Ihrer Filiale wurde entfernt.',
  'chrome.quickbar.noBranch':
    'Speichern Sie Ihre Filiale – dann sehen Sie hier Öffnungszeiten und Telefonnummer.',
  'chrome.quickbar.infoFailed': 'Öffnungszeiten können gerade nicht geladen werden.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.quickbar.title': 'Quick access',
  'chrome.quickbar.toggle': 'Quick access',
  'chrome.quickbar.yourBranch': 'Your branch',
  'chrome.quickbar.today': 'Open today: {hours}',
  'chrome.quickbar.closedToday': 'Closed today',
  'chrome.quickbar.openNow': 'Open now',
  'chrome.quickbar.closedNow': 'Closed now',
  'chrome.quickbar.phone': 'Phone: {phone}',
  'chrome.quickbar.change': 'Change branch',
  'chrome.quickbar.remove': 'Remove assignment',
  'chrome.quickbar.removed': 'Your branch assignment has been removed.',
  'chrome.quickbar.noBranch': 'Save your branch to see its opening hours and phone number here.',
  'chrome.quickbar.infoFailed': 'Opening hours cannot be loaded right now.',
};

const fr: Complete = {
  'chrome.quickbar.title': 'Accès rapide',
  'chrome.quickbar.toggle': 'Accès rapide',
  'chrome.quickbar.yourBranch': 'Votre agence',
  'chrome.quickbar.today': 'Ouvert aujourd’hui : {hours}',
  'chrome.quickbar.closedToday': 'Fermé aujourd’hui',
  'chrome.quickbar.openNow': 'Ouvert maintenant',
  'chrome.quickbar.closedNow': 'Fermé maintenant',
  'chrome.quickbar.phone': 'Téléphone : {phone}',
  'chrome.quickbar.change': 'Changer d’agence',
  'chrome.quickbar.remove': 'Supprimer l’attribution',
  'chrome.quickbar.removed': 'L’attribution de votre agence a été supprimée.',
  'chrome.quickbar.noBranch': 'Enregistrez votre agence pour voir ici ses horaires et son numéro.',
  'chrome.quickbar.infoFailed': 'Les horaires ne peuvent pas être chargés pour le moment.',
};

const hr: Complete = {
  'chrome.quickbar.title': 'Brzi pristup',
  'chrome.quickbar.toggle': 'Brzi pristup',
  'chrome.quickbar.yourBranch': 'Vaša poslovnica',
  'chrome.quickbar.today': 'Danas otvoreno: {hours}',
  'chrome.quickbar.closedToday': 'Danas zatvoreno',
  'chrome.quickbar.openNow': 'Sada otvoreno',
  'chrome.quickbar.closedNow': 'Sada zatvoreno',
  'chrome.quickbar.phone': 'Telefon: {phone}',
  'chrome.quickbar.change': 'Promijeni poslovnicu',
  'chrome.quickbar.remove': 'Ukloni dodjelu',
  'chrome.quickbar.removed': 'Dodjela vaše poslovnice je uklonjena.',
  'chrome.quickbar.noBranch':
    'Spremite svoju poslovnicu i ovdje ćete vidjeti radno vrijeme i telefon.',
  'chrome.quickbar.infoFailed': 'Radno vrijeme trenutačno se ne može učitati.',
};

const it: Complete = {
  'chrome.quickbar.title': 'Accesso rapido',
  'chrome.quickbar.toggle': 'Accesso rapido',
  'chrome.quickbar.yourBranch': 'La vostra filiale',
  'chrome.quickbar.today': 'Aperto oggi: {hours}',
  'chrome.quickbar.closedToday': 'Oggi chiuso',
  'chrome.quickbar.openNow': 'Aperto ora',
  'chrome.quickbar.closedNow': 'Chiuso ora',
  'chrome.quickbar.phone': 'Telefono: {phone}',
  'chrome.quickbar.change': 'Cambia filiale',
  'chrome.quickbar.remove': 'Rimuovi l’assegnazione',
  'chrome.quickbar.removed': 'L’assegnazione della vostra filiale è stata rimossa.',
  'chrome.quickbar.noBranch': 'Salvate la vostra filiale per vedere qui orari e telefono.',
  'chrome.quickbar.infoFailed': 'Gli orari non possono essere caricati al momento.',
};

const sl: Complete = {
  'chrome.quickbar.title': 'Hitri dostop',
  'chrome.quickbar.toggle': 'Hitri dostop',
  'chrome.quickbar.yourBranch': 'Vaša poslovalnica',
  'chrome.quickbar.today': 'Danes odprto: {hours}',
  'chrome.quickbar.closedToday': 'Danes zaprto',
  'chrome.quickbar.openNow': 'Zdaj odprto',
  'chrome.quickbar.closedNow': 'Zdaj zaprto',
  'chrome.quickbar.phone': 'Telefon: {phone}',
  'chrome.quickbar.change': 'Zamenjaj poslovalnico',
  'chrome.quickbar.remove': 'Odstrani dodelitev',
  'chrome.quickbar.removed': 'Dodelitev vaše poslovalnice je odstranjena.',
  'chrome.quickbar.noBranch':
    'Shranite svojo poslovalnico in tukaj boste videli delovni čas in telefon.',
  'chrome.quickbar.infoFailed': 'Delovnega časa trenutno ni mogoče naložiti.',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
