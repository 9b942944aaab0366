import type { MessageCatalogue } from '@ctb/shared';

// Texts of the place combobox. German is the source.
const de = {
  'banksearch.combobox.count':
    '{count, plural, =0 {Keine Vorschläge} one {Ein Vorschlag verfügbar} other {# Vorschläge verfügbar}}',
  'banksearch.combobox.listLabel': 'Ortsvorschläge',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'banksearch.combobox.count':
    '{count, plural, =0 {No suggestions} one {One suggestion available} other {# suggestions available}}',
  'banksearch.combobox.listLabel': 'Place suggestions',
};

const fr: Partial<Complete> = {
  'banksearch.combobox.count':
    '{count, plural, =0 {Aucune suggestion} one {Une suggestion disponible} other {# suggestions disponibles}}',
  'banksearch.combobox.listLabel': 'Suggestions de lieux',
};

const hr: Complete = {
  'banksearch.combobox.count':
    '{count, plural, =0 {Nema prijedloga} one {# prijedlog dostupan} few {# prijedloga dostupna} other {# prijedloga dostupno}}',
  'banksearch.combobox.listLabel': 'Prijedlozi mjesta',
};

const it: Complete = {
  'banksearch.combobox.count':
    '{count, plural, =0 {Nessun suggerimento} one {Un suggerimento disponibile} other {# suggerimenti disponibili}}',
  'banksearch.combobox.listLabel': 'Suggerimenti di luoghi',
};

const sl: Complete = {
  'banksearch.combobox.count':
    '{count, plural, =0 {Ni predlogov} one {# predlog na voljo} two {# predloga na voljo} few {# predlogi na voljo} other {# predlogov na voljo}}',
  'banksearch.combobox.listLabel': 'Predlogi krajev',
};

export const comboboxMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
