import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'calculators.credit.title': 'Kreditrechner',
  'calculators.credit.amount': 'Kreditbetrag',
  'calculators.credit.interestRate': 'Sollzinssatz',
  'calculators.credit.term': 'Laufzeit',
  'calculators.credit.instalment': 'Monatliche Rate',
  'calculators.credit.result.heading': 'Ihr Kreditangebot',
  'calculators.credit.result.netAmount': 'Nettokreditbetrag',
  'calculators.credit.result.debitInterest': 'Sollzinssatz p. a.',
  'calculators.credit.result.effectiveRate': 'Effektiver Jahreszinssatz',
  'calculators.credit.result.term': 'Laufzeit',
  'calculators.credit.result.totalAmount': 'Zu zahlender Gesamtbetrag',
  'calculators.credit.result.processingFee': 'Bearbeitungsgebühr',
  'calculators.credit.result.monthlyRate': 'Monatliche Rate',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'calculators.credit.title': 'Credit calculator',
  'calculators.credit.amount': 'Credit amount',
  'calculators.credit.interestRate': 'Debit interest rate',
  'calculators.credit.term': 'Term',
  'calculators.credit.instalment': 'Monthly instalment',
  'calculators.credit.result.heading': 'Your credit offer',
  'calculators.credit.result.netAmount': 'Net credit amount',
  'calculators.credit.result.debitInterest': 'Debit interest rate p.a.',
  'calculators.credit.result.effectiveRate': 'Effective annual interest rate',
  'calculators.credit.result.term': 'Term',
  'calculators.credit.result.totalAmount': 'Total amount payable',
  'calculators.credit.result.processingFee': 'Administration fee',
  'calculators.credit.result.monthlyRate': 'Monthly instalment',
};

const hr: Complete = {
  'calculators.credit.title': 'Kreditni kalkulator',
  'calculators.credit.amount': 'Iznos kredita',
  'calculators.credit.interestRate': 'Ugovorna kamatna stopa',
  'calculators.credit.term': 'Rok otplate',
  'calculators.credit.instalment': 'Mjesečna rata',
  'calculators.credit.result.heading': 'Vaša kreditna ponuda',
  'calculators.credit.result.netAmount': 'Neto iznos kredita',
  'calculators.credit.result.debitInterest': 'Ugovorna kamatna stopa godišnje',
  'calculators.credit.result.effectiveRate': 'Efektivna godišnja kamatna stopa',
  'calculators.credit.result.term': 'Rok otplate',
  'calculators.credit.result.totalAmount': 'Ukupni iznos za plaćanje',
  'calculators.credit.result.processingFee': 'Naknada za obradu',
  'calculators.credit.result.monthlyRate': 'Mjesečna rata',
};

const it: Complete = {
  'calculators.credit.title': 'Calcolatore del credito',
  'calculators.credit.amount': 'Importo del credito',
  'calculators.credit.interestRate': 'Tasso debitore',
  'calculators.credit.term': 'Durata',
  'calculators.credit.instalment': 'Rata mensile',
  'calculators.credit.result.heading': 'La sua offerta di credito',
  'calculators.credit.result.netAmount': 'Importo netto del credito',
  'calculators.credit.result.debitInterest': 'Tasso debitore annuo',
  'calculators.credit.result.effectiveRate': 'Tasso annuo effettivo globale',
  'calculators.credit.result.term': 'Durata',
  'calculators.credit.result.totalAmount': 'Importo totale dovuto',
  'calculators.credit.result.processingFee': 'Spese di istruttoria',
  'calculators.credit.result.monthlyRate': 'Rata mensile',
};

const sl: Complete = {
  'calculators.credit.title': 'Kreditni kalkulator',
  'calculators.credit.amount': 'Znesek kredita',
  'calculators.credit.interestRate': 'Pogodbena obrestna mera',
  'calculators.credit.term': 'Doba odplačevanja',
  'calculators.credit.instalment': 'Mesečni obrok',
  'calculators.credit.result.heading': 'Vaša kreditna ponudba',
  'calculators.credit.result.netAmount': 'Neto znesek kredita',
  'calculators.credit.result.debitInterest': 'Pogodbena obrestna mera letno',
  'calculators.credit.result.effectiveRate': 'Efektivna obrestna mera',
  'calculators.credit.result.term': 'Doba odplačevanja',
  'calculators.credit.result.totalAmount': 'Skupni znesek za plačilo',
  'calculators.credit.result.processingFee': 'Stroški odobritve',
  'calculators.credit.result.monthlyRate': 'Mesečni obrok',
};

// French is only partly translated; the rest falls back to German.
const fr: Partial<Complete> = {
  'calculators.credit.title': 'Calculateur de crédit',
  'calculators.credit.amount': 'Montant du crédit',
  'calculators.credit.term': 'Durée',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
