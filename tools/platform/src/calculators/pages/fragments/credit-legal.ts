import type { Language } from '../../../common/config/app-names';
import {
  calculateCredit,
  PROCESSING_FEE_MINIMUM,
  PROCESSING_FEE_PERCENT,
} from '../../data/credit/credit-formula';
import { SITE_CONTENT } from '../../../rendering/content';
import { escapeHtml } from '../../../rendering/html';
import { definitionList, paragraphs } from '../../../rendering/definition-list';
import { formatEuro, formatPercent } from '../../../rendering/number-format';

/** The representative example (§ 5 VKrG) is computed by the same formula the calculator uses. */
export const REPRESENTATIVE_CREDIT = {
  creditAmount: 10000,
  interestRate: 5.5,
  term: 60,
  monthlyRate: null,
};

interface CreditLegalText {
  heading: string;
  disclaimer: string;
  exampleHeading: string;
  net: string;
  term: (months: number) => [string, string];
  nominal: string;
  fee: (percent: number, minimum: string) => string;
  instalment: string;
  effective: string;
  total: string;
  notes: string[];
}

const TEXTS: Record<Language, CreditLegalText> = {
  de: {
    heading: 'Rechtliche Hinweise zum Kreditrechner',
    disclaimer:
      'Die Berechnung ist ein unverbindliches Beispiel und kein Angebot. Ob und zu welchen Konditionen wir einen Kredit gewähren, hängt von der Prüfung Ihrer Kreditwürdigkeit ab.',
    exampleHeading: 'Repräsentatives Beispiel gemäß § 5 Verbraucherkreditgesetz (VKrG)',
    net: 'Nettokreditbetrag',
    term: (months) => ['Laufzeit', `${months} Monate`],
    nominal: 'Sollzinssatz (fix, p. a.)',
    fee: (percent, minimum) =>
      `Bearbeitungsentgelt (${percent} % des Kreditbetrags, mindestens ${minimum})`,
    instalment: 'Monatliche Rate',
    effective: 'Effektiver Jahreszins',
    total: 'Zu zahlender Gesamtbetrag',
    notes: [
      'Der effektive Jahreszins ist nach Anhang I der Richtlinie 2008/48/EG berechnet; er enthält den Sollzins und das Bearbeitungsentgelt. Die letzte Rate gleicht Rundungsdifferenzen aus.',
      'Sie können binnen 14 Tagen ohne Angabe von Gründen vom Kreditvertrag zurücktreten (§ 12 VKrG) und den Kredit jederzeit ganz oder teilweise vorzeitig zurückzahlen (§ 16 VKrG).',
    ],
  },
  en: {
    heading: 'Legal information on the loan calculator',
    disclaimer:
      'The calculation is a non-binding example, not an offer. Whether and on which terms we grant a loan depends on an assessment of your creditworthiness.',
    exampleHeading:
      'Representative example under section 5 of the Austrian Consumer Credit Act (VKrG)',
    net: 'Total amount of credit',
    term: (months) => ['Term', `${months} months`],
    nominal: 'Borrowing rate (fixed, p.a.)',
    fee: (percent, minimum) =>
      `Processing fee (${percent} % of the loan amount, at least ${minimum})`,
    instalment: 'Monthly instalment',
    effective: 'Annual percentage rate of charge (APRC)',
    total: 'Total amount payable',
    notes: [
      'The APRC is calculated under Annex I of Directive 2008/48/EC and includes the borrowing rate and the processing fee. The last instalment settles rounding differences.',
      'You may withdraw from the credit agreement within 14 days without giving reasons (section 12 VKrG) and repay the loan early, in full or in part, at any time (section 16 VKrG).',
    ],
  },
  fr: {
    heading: 'Informations légales sur le calculateur de crédit',
    disclaimer:
      'Le calcul est un exemple sans engagement et non une offre. L’octroi et les conditions d’un crédit dépendent de l’examen de votre solvabilité.',
    exampleHeading:
      'Exemple représentatif selon l’article 5 de la loi autrichienne sur le crédit à la consommation (VKrG)',
    net: 'Montant total du crédit',
    term: (months) => ['Durée', `${months} mois`],
    nominal: 'Taux débiteur (fixe, annuel)',
    fee: (percent, minimum) => `Frais de dossier (${percent} % du montant, au moins ${minimum})`,
    instalment: 'Mensualité',
    effective: 'Taux annuel effectif global (TAEG)',
    total: 'Montant total dû',
    notes: [
      'Le TAEG est calculé selon l’annexe I de la directive 2008/48/CE ; il comprend le taux débiteur et les frais de dossier. La dernière mensualité compense les écarts d’arrondi.',
      'Vous pouvez vous rétracter du contrat de crédit dans un délai de 14 jours sans motif (art. 12 VKrG) et rembourser le crédit par anticipation, totalement ou partiellement, à tout moment (art. 16 VKrG).',
    ],
  },
  hr: {
    heading: 'Pravne napomene uz kreditni kalkulator',
    disclaimer:
      'Izračun je neobvezujući primjer, a ne ponuda. Hoćemo li i pod kojim uvjetima odobriti kredit ovisi o provjeri vaše kreditne sposobnosti.',
    exampleHeading:
      'Reprezentativni primjer prema § 5 austrijskog Zakona o potrošačkim kreditima (VKrG)',
    net: 'Ukupni iznos kredita',
    term: (months) => ['Rok otplate', `${months} mjeseci`],
    nominal: 'Kamatna stopa (fiksna, godišnja)',
    fee: (percent, minimum) =>
      `Naknada za obradu (${percent} % iznosa kredita, najmanje ${minimum})`,
    instalment: 'Mjesečna rata',
    effective: 'Efektivna kamatna stopa',
    total: 'Ukupni iznos za plaćanje',
    notes: [
      'Efektivna kamatna stopa izračunata je prema Prilogu I. Direktive 2008/48/EZ i uključuje kamatu i naknadu za obradu. Posljednja rata izravnava razlike zbog zaokruživanja.',
      'Od ugovora o kreditu možete odustati u roku od 14 dana bez navođenja razloga (§ 12 VKrG) i kredit u bilo kojem trenutku prijevremeno otplatiti u cijelosti ili djelomično (§ 16 VKrG).',
    ],
  },
  it: {
    heading: 'Note legali sul calcolatore prestito',
    disclaimer:
      'Il calcolo è un esempio non vincolante e non un’offerta. La concessione di un prestito e le sue condizioni dipendono dalla verifica del tuo merito creditizio.',
    exampleHeading:
      'Esempio rappresentativo ai sensi del § 5 della legge austriaca sul credito al consumo (VKrG)',
    net: 'Importo totale del credito',
    term: (months) => ['Durata', `${months} mesi`],
    nominal: 'Tasso debitore (fisso, annuo)',
    fee: (percent, minimum) =>
      `Spese di istruttoria (${percent} % dell’importo, almeno ${minimum})`,
    instalment: 'Rata mensile',
    effective: 'Tasso annuo effettivo globale (TAEG)',
    total: 'Importo totale dovuto',
    notes: [
      'Il TAEG è calcolato secondo l’allegato I della direttiva 2008/48/CE e comprende il tasso debitore e le spese di istruttoria. L’ultima rata compensa le differenze di arrotondamento.',
      'Puoi recedere dal contratto di credito entro 14 giorni senza indicarne il motivo (§ 12 VKrG) e rimborsare il prestito anticipatamente, in tutto o in parte, in qualsiasi momento (§ 16 VKrG).',
    ],
  },
  sl: {
    heading: 'Pravna obvestila h kreditnemu kalkulatorju',
    disclaimer:
      'Izračun je nezavezujoč primer in ne ponudba. Ali in pod kakšnimi pogoji odobrimo kredit, je odvisno od preverjanja vaše kreditne sposobnosti.',
    exampleHeading:
      'Reprezentativni primer po § 5 avstrijskega zakona o potrošniških kreditih (VKrG)',
    net: 'Skupni znesek kredita',
    term: (months) => ['Doba odplačevanja', `${months} mesecev`],
    nominal: 'Obrestna mera (fiksna, letna)',
    fee: (percent, minimum) =>
      `Stroški odobritve (${percent} % zneska kredita, najmanj ${minimum})`,
    instalment: 'Mesečni obrok',
    effective: 'Efektivna obrestna mera',
    total: 'Skupni znesek za plačilo',
    notes: [
      'Efektivna obrestna mera je izračunana po Prilogi I Direktive 2008/48/ES in vključuje obresti in stroške odobritve. Zadnji obrok izravna razlike zaradi zaokroževanja.',
      'Od kreditne pogodbe lahko odstopite v 14 dneh brez navedbe razloga (§ 12 VKrG) in kredit kadar koli predčasno odplačate v celoti ali delno (§ 16 VKrG).',
    ],
  },
};

export function creditLegalFragment(language: Language): string {
  const text = TEXTS[language];
  const { locale } = SITE_CONTENT[language];
  const example = calculateCredit(REPRESENTATIVE_CREDIT);
  return `<h2>${escapeHtml(text.heading)}</h2>
${paragraphs([text.disclaimer])}
<h3>${escapeHtml(text.exampleHeading)}</h3>
${definitionList([
  [text.net, formatEuro(locale, example.creditAmountNet)],
  text.term(example.term),
  [text.nominal, formatPercent(locale, example.targetInterestRate)],
  [
    text.fee(PROCESSING_FEE_PERCENT, formatEuro(locale, PROCESSING_FEE_MINIMUM)),
    formatEuro(locale, example.processingFee),
  ],
  [text.instalment, formatEuro(locale, example.monthlyRate)],
  [text.effective, formatPercent(locale, example.effectiveInterest)],
  [text.total, formatEuro(locale, example.totalAmount)],
])}
${paragraphs(text.notes)}
`;
}
