import type { MessageCatalogue } from '@ctb/shared';

// Texts of the employee item. German is the source; French is only partly translated.
const de = {
  'lists.employee.function': 'Funktion',
  'lists.employee.specialisation': 'Spezialisierung',
  'lists.employee.languages': 'Sprachen',
  'lists.employee.phone': 'Telefon',
  'lists.employee.mobile': 'Mobil',
  'lists.employee.email': 'E-Mail',
  'lists.employee.location': 'Standort',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'lists.employee.function': 'Role',
  'lists.employee.specialisation': 'Specialisation',
  'lists.employee.languages': 'Languages',
  'lists.employee.phone': 'Phone',
  'lists.employee.mobile': 'Mobile',
  'lists.employee.email': 'E-mail',
  'lists.employee.location': 'Location',
};

const hr: Complete = {
  'lists.employee.function': 'Funkcija',
  'lists.employee.specialisation': 'Specijalizacija',
  'lists.employee.languages': 'Jezici',
  'lists.employee.phone': 'Telefon',
  'lists.employee.mobile': 'Mobitel',
  'lists.employee.email': 'E-pošta',
  'lists.employee.location': 'Lokacija',
};

const it: Complete = {
  'lists.employee.function': 'Funzione',
  'lists.employee.specialisation': 'Specializzazione',
  'lists.employee.languages': 'Lingue',
  'lists.employee.phone': 'Telefono',
  'lists.employee.mobile': 'Cellulare',
  'lists.employee.email': 'E-mail',
  'lists.employee.location': 'Sede',
};

const sl: Complete = {
  'lists.employee.function': 'Funkcija',
  'lists.employee.specialisation': 'Specializacija',
  'lists.employee.languages': 'Jeziki',
  'lists.employee.phone': 'Telefon',
  'lists.employee.mobile': 'Mobilni telefon',
  'lists.employee.email': 'E-pošta',
  'lists.employee.location': 'Lokacija',
};

const fr: Partial<Complete> = {
  'lists.employee.phone': 'Téléphone',
  'lists.employee.email': 'E-mail',
};

export const employeeItemMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
