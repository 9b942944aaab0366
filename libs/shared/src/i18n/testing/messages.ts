// Texts of formatting.test.tsx in the six languages: every kind of ICU argument the apps use
// (values, plurals with each language's categories, select, numbers, dates), one text German
// only and a French catalogue with gaps (both fall back to German). A messages.ts, so that the
// "compiled texts" jest project compiles it as the build does (tools/jest/compiled-texts.cjs).
import type { MessageCatalogue } from '../message-catalogue';

const de = {
  'test.greeting': 'Hallo {name}!',
  'test.instalments': '{count, plural, one {# Rate} other {# Raten}}',
  'test.amount': 'Betrag: {amount, number, ::currency/EUR}',
  'test.rate': 'Zinssatz {rate, number, percent}',
  'test.start': 'Beginn am {start, date, long}',
  'test.kind': '{kind, select, fixed {fester Zinssatz} other {variabler Zinssatz}}',
  'test.germanOnly': 'Nur auf Deutsch',
};

type Texts = Partial<Record<keyof typeof de, string>>;

const en: Texts = {
  'test.greeting': 'Hello {name}!',
  'test.instalments': '{count, plural, one {# instalment} other {# instalments}}',
  'test.amount': 'Amount: {amount, number, ::currency/EUR}',
  'test.rate': 'Interest rate {rate, number, percent}',
  'test.start': 'Starts on {start, date, long}',
  'test.kind': '{kind, select, fixed {fixed rate} other {variable rate}}',
};

const fr: Texts = {
  'test.greeting': 'Bonjour {name} !',
  'test.amount': 'Montant : {amount, number, ::currency/EUR}',
};

const hr: Texts = {
  'test.greeting': 'Bok {name}!',
  'test.instalments': '{count, plural, one {# rata} few {# rate} other {# rata}}',
  'test.amount': 'Iznos: {amount, number, ::currency/EUR}',
  'test.rate': 'Kamatna stopa {rate, number, percent}',
  'test.start': 'Početak {start, date, long}',
  'test.kind': '{kind, select, fixed {fiksna stopa} other {promjenjiva stopa}}',
};

const it: Texts = {
  'test.greeting': 'Ciao {name}!',
  'test.instalments': '{count, plural, one {# rata} other {# rate}}',
  'test.amount': 'Importo: {amount, number, ::currency/EUR}',
  'test.rate': 'Tasso {rate, number, percent}',
  'test.start': 'Inizio il {start, date, long}',
  'test.kind': '{kind, select, fixed {tasso fisso} other {tasso variabile}}',
};

const sl: Texts = {
  'test.greeting': 'Živjo {name}!',
  'test.instalments':
    '{count, plural, one {# obrok} two {# obroka} few {# obroki} other {# obrokov}}',
  'test.amount': 'Znesek: {amount, number, ::currency/EUR}',
  'test.rate': 'Obrestna mera {rate, number, percent}',
  'test.start': 'Začetek {start, date, long}',
  'test.kind': '{kind, select, fixed {fiksna obrestna mera} other {spremenljiva obrestna mera}}',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
