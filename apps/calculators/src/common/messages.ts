import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts of the parts every calculator uses (fields, units, call-to-actions). German is the
// source; French is only partly translated and falls back to German per message.
const de = {
  'calculators.field.numeric': 'Bitte geben Sie einen gültigen Wert ein.',
  'calculators.field.required': 'Bitte füllen Sie dieses Feld aus.',
  'calculators.date.placeholder': 'TT.MM.JJJJ',
  'calculators.date.min': 'Datum darf nicht vor dem {date} liegen.',
  'calculators.date.max': 'Datum darf nicht nach dem {date} liegen.',
  'calculators.appointment.cta': 'Beratungstermin vereinbaren',
  'calculators.legalInfo.link': 'Rechtliche Hinweise',
  'calculators.unit.euro': '€',
  'calculators.unit.percent': '%',
  'calculators.unit.months': 'Monate',
  'calculators.unit.years': 'Jahre',
  'calculators.value.months': '{count, plural, one {# Monat} other {# Monate}}',
  'calculators.result.updating': 'Ergebnis wird berechnet …',
};

export type ComponentMessageId = keyof typeof de;
type Complete = Record<ComponentMessageId, string>;

const en: Complete = {
  'calculators.field.numeric': 'Please enter a valid value.',
  'calculators.field.required': 'Please fill this field.',
  'calculators.date.placeholder': 'DD.MM.YYYY',
  'calculators.date.min': 'The date should be greater than {date}.',
  'calculators.date.max': 'The date should be lower than {date}.',
  'calculators.appointment.cta': 'Book an appointment',
  'calculators.legalInfo.link': 'Legal information',
  'calculators.unit.euro': '€',
  'calculators.unit.percent': '%',
  'calculators.unit.months': 'months',
  'calculators.unit.years': 'years',
  'calculators.value.months': '{count, plural, one {# month} other {# months}}',
  'calculators.result.updating': 'Calculating the result …',
};

const hr: Complete = {
  'calculators.field.numeric': 'Molimo unesite valjanu vrijednost.',
  'calculators.field.required': 'Molimo ispunite ovo polje.',
  'calculators.date.placeholder': 'DD.MM.GGGG',
  'calculators.date.min': 'Datum ne smije biti prije {date}.',
  'calculators.date.max': 'Datum ne smije biti nakon {date}.',
  'calculators.appointment.cta': 'Dogovorite termin savjetovanja',
  'calculators.legalInfo.link': 'Pravne napomene',
  'calculators.unit.euro': '€',
  'calculators.unit.percent': '%',
  'calculators.unit.months': 'mjeseci',
  'calculators.unit.years': 'godina',
  'calculators.value.months': '{count, plural, one {# mjesec} few {# mjeseca} other {# mjeseci}}',
  'calculators.result.updating': 'Rezultat se izračunava …',
};

const it: Complete = {
  'calculators.field.numeric': 'Inserisca un valore valido.',
  'calculators.field.required': 'Compili questo campo.',
  'calculators.date.placeholder': 'GG.MM.AAAA',
  'calculators.date.min': 'La data non può essere precedente al {date}.',
  'calculators.date.max': 'La data non può essere successiva al {date}.',
  'calculators.appointment.cta': 'Fissi un appuntamento di consulenza',
  'calculators.legalInfo.link': 'Note legali',
  'calculators.unit.euro': '€',
  'calculators.unit.percent': '%',
  'calculators.unit.months': 'mesi',
  'calculators.unit.years': 'anni',
  'calculators.value.months': '{count, plural, one {# mese} other {# mesi}}',
  'calculators.result.updating': 'Calcolo del risultato in corso …',
};

const sl: Complete = {
  'calculators.field.numeric': 'Vnesite veljavno vrednost.',
  'calculators.field.required': 'Izpolnite to polje.',
  'calculators.date.placeholder': 'DD.MM.LLLL',
  'calculators.date.min': 'Datum ne sme biti pred {date}.',
  'calculators.date.max': 'Datum ne sme biti po {date}.',
  'calculators.appointment.cta': 'Dogovorite se za svetovanje',
  'calculators.legalInfo.link': 'Pravna obvestila',
  'calculators.unit.euro': '€',
  'calculators.unit.percent': '%',
  'calculators.unit.months': 'mesecev',
  'calculators.unit.years': 'let',
  'calculators.value.months':
    '{count, plural, one {# mesec} two {# meseca} few {# meseci} other {# mesecev}}',
  'calculators.result.updating': 'Rezultat se izračunava …',
};

const fr: Partial<Complete> = {
  'calculators.field.numeric': 'Veuillez saisir une valeur valide.',
  'calculators.field.required': 'Veuillez remplir ce champ.',
  'calculators.appointment.cta': 'Prendre rendez-vous',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
