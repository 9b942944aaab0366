import type { Language } from '../../../common/config/app-names';
import { calculateSavings, KEST_PERCENT } from '../../data/savings/savings-formula';
import { SITE_CONTENT } from '../../../rendering/content';
import { escapeHtml } from '../../../rendering/html';
import { definitionList, paragraphs } from '../../../rendering/definition-list';
import { formatEuro, formatPercent } from '../../../rendering/number-format';

export const SAVINGS_EXAMPLE = {
  seedFund: 0,
  periodicInstalment: 100,
  rate: 1.5,
  maturity: 120,
  savingTarget: null,
};

interface SavingsLegalText {
  heading: string;
  disclaimer: string;
  conventions: (kest: number) => string;
  exampleHeading: (months: number, rate: string) => string;
  instalment: string;
  paid: string;
  interest: string;
  kest: (percent: number) => string;
  total: string;
  depositGuarantee: string;
}

const TEXTS: Record<Language, SavingsLegalText> = {
  de: {
    heading: 'Hinweise zum Sparrechner',
    disclaimer:
      'Die Berechnung ist unverbindlich und setzt einen über die gesamte Laufzeit gleichbleibenden Zinssatz voraus.',
    conventions: (kest) =>
      `Einzahlungen erfolgen jeweils am Monatsanfang. Zinsen werden monatlich berechnet und jährlich sowie am Laufzeitende gutgeschrieben; dabei wird die Kapitalertragsteuer (KESt) von ${kest} % einbehalten. Gutgeschriebene Zinsen werden ab dann mitverzinst.`,
    exampleHeading: (months, rate) => `Beispiel: ${months} Monate, ${rate} Zinsen p. a.`,
    instalment: 'Monatliche Sparrate',
    paid: 'Eingezahlt',
    interest: 'Zinsertrag (brutto)',
    kest: (percent) => `abzüglich ${percent} % KESt`,
    total: 'Guthaben am Laufzeitende',
    depositGuarantee:
      'Einlagen sind durch die Einlagensicherung AUSTRIA bis 100.000 € je Kundin und Kunde gesichert.',
  },
  en: {
    heading: 'Notes on the savings calculator',
    disclaimer:
      'The calculation is non-binding and assumes the interest rate stays the same for the whole term.',
    conventions: (kest) =>
      `Payments are made at the start of each month. Interest is calculated monthly and credited yearly and at the end of the term, when ${kest} % capital gains tax (KESt) is withheld. Credited interest earns interest from then on.`,
    exampleHeading: (months, rate) => `Example: ${months} months at ${rate} interest p.a.`,
    instalment: 'Monthly saving',
    paid: 'Paid in',
    interest: 'Interest (gross)',
    kest: (percent) => `less ${percent} % KESt`,
    total: 'Balance at the end of the term',
    depositGuarantee:
      'Deposits are protected by Einlagensicherung AUSTRIA up to €100,000 per customer.',
  },
  fr: {
    heading: 'Remarques sur le calculateur d’épargne',
    disclaimer:
      'Le calcul est sans engagement et suppose un taux d’intérêt constant sur toute la durée.',
    conventions: (kest) =>
      `Les versements ont lieu en début de mois. Les intérêts sont calculés chaque mois et crédités chaque année ainsi qu’à l’échéance, avec retenue de l’impôt sur les revenus du capital (KESt) de ${kest} %. Les intérêts crédités produisent à leur tour des intérêts.`,
    exampleHeading: (months, rate) => `Exemple : ${months} mois à ${rate} d’intérêt annuel`,
    instalment: 'Versement mensuel',
    paid: 'Montant versé',
    interest: 'Intérêts (bruts)',
    kest: (percent) => `moins ${percent} % de KESt`,
    total: 'Solde à l’échéance',
    depositGuarantee:
      'Les dépôts sont garantis par Einlagensicherung AUSTRIA jusqu’à 100 000 € par client.',
  },
  hr: {
    heading: 'Napomene uz kalkulator štednje',
    disclaimer:
      'Izračun je neobvezujući i pretpostavlja istu kamatnu stopu tijekom cijelog razdoblja.',
    conventions: (kest) =>
      `Uplate se vrše početkom svakog mjeseca. Kamate se obračunavaju mjesečno, a pripisuju godišnje i na kraju razdoblja, uz zadržavanje poreza na kapitalnu dobit (KESt) od ${kest} %. Pripisane kamate od tada se također ukamaćuju.`,
    exampleHeading: (months, rate) => `Primjer: ${months} mjeseci uz ${rate} godišnje kamate`,
    instalment: 'Mjesečna uplata',
    paid: 'Uplaćeno',
    interest: 'Kamate (bruto)',
    kest: (percent) => `umanjeno za ${percent} % KESt`,
    total: 'Stanje na kraju razdoblja',
    depositGuarantee:
      'Depoziti su osigurani putem Einlagensicherung AUSTRIA do 100.000 € po klijentu.',
  },
  it: {
    heading: 'Note sul calcolatore risparmio',
    disclaimer:
      'Il calcolo non è vincolante e presuppone un tasso d’interesse invariato per l’intera durata.',
    conventions: (kest) =>
      `I versamenti avvengono all’inizio di ogni mese. Gli interessi sono calcolati mensilmente e accreditati ogni anno e alla scadenza, con trattenuta dell’imposta sui redditi da capitale (KESt) del ${kest} %. Gli interessi accreditati maturano a loro volta interessi.`,
    exampleHeading: (months, rate) => `Esempio: ${months} mesi al ${rate} di interesse annuo`,
    instalment: 'Versamento mensile',
    paid: 'Versato',
    interest: 'Interessi (lordi)',
    kest: (percent) => `meno ${percent} % di KESt`,
    total: 'Saldo alla scadenza',
    depositGuarantee:
      'I depositi sono garantiti da Einlagensicherung AUSTRIA fino a 100.000 € per cliente.',
  },
  sl: {
    heading: 'Opombe k varčevalnemu kalkulatorju',
    disclaimer: 'Izračun je nezavezujoč in predpostavlja enako obrestno mero skozi celotno dobo.',
    conventions: (kest) =>
      `Vplačila se izvedejo na začetku vsakega meseca. Obresti se obračunajo mesečno in pripišejo letno ter ob koncu dobe, pri čemer se odtegne davek na kapitalske dobičke (KESt) v višini ${kest} %. Pripisane obresti se od takrat naprej obrestujejo.`,
    exampleHeading: (months, rate) => `Primer: ${months} mesecev pri ${rate} letnih obresti`,
    instalment: 'Mesečni obrok',
    paid: 'Vplačano',
    interest: 'Obresti (bruto)',
    kest: (percent) => `odbitek ${percent} % KESt`,
    total: 'Stanje ob koncu dobe',
    depositGuarantee: 'Vloge so zavarovane pri Einlagensicherung AUSTRIA do 100.000 € na stranko.',
  },
};

export function savingsLegalFragment(language: Language): string {
  const text = TEXTS[language];
  const { locale } = SITE_CONTENT[language];
  const example = calculateSavings(SAVINGS_EXAMPLE);
  return `<h2>${escapeHtml(text.heading)}</h2>
${paragraphs([text.disclaimer, text.conventions(KEST_PERCENT)])}
<h3>${escapeHtml(text.exampleHeading(SAVINGS_EXAMPLE.maturity, formatPercent(locale, SAVINGS_EXAMPLE.rate, 2)))}</h3>
${definitionList([
  [text.instalment, formatEuro(locale, example.periodicInstalment)],
  [text.paid, formatEuro(locale, example.amountPaid)],
  [text.interest, formatEuro(locale, example.interestYield)],
  [text.kest(KEST_PERCENT), formatEuro(locale, -example.interestYieldKest)],
  [text.total, formatEuro(locale, example.savingTarget)],
])}
${paragraphs([text.depositGuarantee])}
`;
}
