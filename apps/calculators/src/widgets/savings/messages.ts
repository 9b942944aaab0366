import type { MessageCatalogue } from '@ctb/shared/runtime';

// KESt (Kapitalertragsteuer) is the Austrian 25 % capital gains tax; the product keeps the word.
const de = {
  'calculators.savings.title': 'Sparrechner',
  'calculators.savings.seedFund': 'Einmalerlag',
  'calculators.savings.rate': 'Zinssatz',
  'calculators.savings.maturity': 'Laufzeit',
  'calculators.savings.periodicInstalment': 'Monatliche Sparrate',
  'calculators.savings.savingTarget': 'Sparziel',
  'calculators.savings.result.heading': 'Ihr Sparergebnis',
  'calculators.savings.result.instalment': 'Monatliche Sparrate',
  'calculators.savings.result.accumulated': 'Angesparter Betrag',
  'calculators.savings.result.interest': 'Zinsertrag',
  'calculators.savings.result.kest': 'abzüglich 25 % KESt',
  'calculators.savings.result.total': 'Gesamtsparsumme',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'calculators.savings.title': 'Savings calculator',
  'calculators.savings.seedFund': 'Initial deposit',
  'calculators.savings.rate': 'Interest rate',
  'calculators.savings.maturity': 'Duration',
  'calculators.savings.periodicInstalment': 'Monthly savings',
  'calculators.savings.savingTarget': 'Savings goal',
  'calculators.savings.result.heading': 'Your savings result',
  'calculators.savings.result.instalment': 'Monthly savings',
  'calculators.savings.result.accumulated': 'Accumulated savings',
  'calculators.savings.result.interest': 'Interest earned',
  'calculators.savings.result.kest': 'less 25 % capital gains tax (KESt)',
  'calculators.savings.result.total': 'Total savings',
};

const hr: Complete = {
  'calculators.savings.title': 'Kalkulator štednje',
  'calculators.savings.seedFund': 'Početni polog',
  'calculators.savings.rate': 'Kamatna stopa',
  'calculators.savings.maturity': 'Trajanje',
  'calculators.savings.periodicInstalment': 'Mjesečni iznos štednje',
  'calculators.savings.savingTarget': 'Cilj štednje',
  'calculators.savings.result.heading': 'Vaš rezultat štednje',
  'calculators.savings.result.instalment': 'Mjesečni iznos štednje',
  'calculators.savings.result.accumulated': 'Ušteđeni iznos',
  'calculators.savings.result.interest': 'Prinos od kamata',
  'calculators.savings.result.kest': 'umanjeno za 25 % poreza na kapitalnu dobit (KESt)',
  'calculators.savings.result.total': 'Ukupna ušteđevina',
};

const it: Complete = {
  'calculators.savings.title': 'Calcolatore di risparmio',
  'calculators.savings.seedFund': 'Versamento iniziale',
  'calculators.savings.rate': "Tasso d'interesse",
  'calculators.savings.maturity': 'Durata',
  'calculators.savings.periodicInstalment': 'Rata di risparmio mensile',
  'calculators.savings.savingTarget': 'Obiettivo di risparmio',
  'calculators.savings.result.heading': 'Il suo risultato di risparmio',
  'calculators.savings.result.instalment': 'Rata di risparmio mensile',
  'calculators.savings.result.accumulated': 'Importo risparmiato',
  'calculators.savings.result.interest': 'Interessi maturati',
  'calculators.savings.result.kest': 'meno 25 % di imposta sui redditi da capitale (KESt)',
  'calculators.savings.result.total': 'Risparmio totale',
};

const sl: Complete = {
  'calculators.savings.title': 'Varčevalni kalkulator',
  'calculators.savings.seedFund': 'Začetni polog',
  'calculators.savings.rate': 'Obrestna mera',
  'calculators.savings.maturity': 'Trajanje',
  'calculators.savings.periodicInstalment': 'Mesečni obrok varčevanja',
  'calculators.savings.savingTarget': 'Varčevalni cilj',
  'calculators.savings.result.heading': 'Vaš rezultat varčevanja',
  'calculators.savings.result.instalment': 'Mesečni obrok varčevanja',
  'calculators.savings.result.accumulated': 'Privarčevani znesek',
  'calculators.savings.result.interest': 'Obrestni donos',
  'calculators.savings.result.kest': 'zmanjšano za 25 % davka na kapitalski dobiček (KESt)',
  'calculators.savings.result.total': 'Skupni prihranki',
};

// French is only partly translated; the rest falls back to German.
const fr: Partial<Complete> = {
  'calculators.savings.title': "Calculateur d'épargne",
  'calculators.savings.savingTarget': "Objectif d'épargne",
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
