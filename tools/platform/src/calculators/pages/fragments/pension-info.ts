import type { Language } from '../../../common/config/app-names';
import {
  ACCOUNT_CREDIT_PERCENT,
  CHILD_CARE_MONTHS_PER_CHILD,
  CORRIDOR_DEDUCTION_PERCENT_PER_YEAR,
  CORRIDOR_MINIMUM_AGE,
  CORRIDOR_MINIMUM_INSURANCE_MONTHS,
  DEFERRAL_BONUS_MAXIMUM_YEARS,
  DEFERRAL_BONUS_PERCENT_PER_YEAR,
  EMPLOYEE_SOCIAL_INSURANCE_PERCENT,
  FARMER_BASE_PERCENT_OF_UNIT_VALUE_MONTHLY,
  MAX_CONTRIBUTION_BASE_MONTHLY,
  PENSIONER_HEALTH_INSURANCE_PERCENT,
  REAL_INCOME_GROWTH_PERCENT,
  REGULAR_RETIREMENT_AGE,
} from '../../data/pension/pension-constants';
import { SITE_CONTENT } from '../../../rendering/content';
import { escapeHtml } from '../../../rendering/html';
import { paragraphs } from '../../../rendering/definition-list';
import { formatEuro, formatNumber } from '../../../rendering/number-format';

/** The figures the explanation quotes, formatted for the page language. */
interface Figures {
  credit: string;
  maxBase: string;
  regularAge: number;
  corridorAge: number;
  corridorYears: number;
  deduction: string;
  bonus: string;
  bonusYears: number;
  health: string;
  social: string;
  farmer: number;
  childYears: number;
  growth: number;
}

interface PensionInfoText {
  heading: string;
  intro: string;
  points: (f: Figures) => string[];
}

const TEXTS: Record<Language, PensionInfoText> = {
  de: {
    heading: 'So rechnet der Pensionsrechner',
    intro:
      'Das Ergebnis ist eine Schätzung in heutiger Kaufkraft, keine Auskunft der Pensionsversicherung. Ihren Kontostand finden Sie in der Kontomitteilung zu Ihrem Pensionskonto.',
    points: (f) => [
      `Pensionskonto: Jedes Jahr werden ${f.credit} % Ihrer Beitragsgrundlage gutgeschrieben, höchstens von der Höchstbeitragsgrundlage (2026: ${f.maxBase} monatlich, 14-mal im Jahr).`,
      `Die Gesamtgutschrift geteilt durch 14 ergibt die monatliche Bruttopension zum Regelpensionsalter (Männer ${f.regularAge}, Frauen je nach Geburtsdatum 60 bis ${f.regularAge}).`,
      `Korridorpension ab ${f.corridorAge} mit ${f.corridorYears} Versicherungsjahren: ${f.deduction} % Abschlag je Jahr vor dem Regelpensionsalter. Späterer Antritt: ${f.bonus} % Zuschlag je Jahr, höchstens ${f.bonusYears} Jahre.`,
      `Nettopension: abzüglich ${f.health} % Krankenversicherung und Lohnsteuer nach dem Tarif 2026, ohne Absetzbeträge.`,
      `Angestellte und Arbeiter: Das Bruttoeinkommen wird aus dem Nettoeinkommen zurückgerechnet (${f.social} % Sozialversicherung, Lohnsteuer 2026). Selbständige: die steuerpflichtigen Jahreseinkünfte. Landwirte: vereinfacht ${f.farmer} % des Einheitswerts als monatliche Beitragsgrundlage.`,
      `Ohne Kontostand zählen Ihre bisherigen Beitragsmonate mit Ihrem heutigen Einkommen und bei Frauen ${f.childYears} Jahre Kindererziehungszeit je Kind.`,
      `Mit Berücksichtigung der Entwicklung steigt Ihr Einkommen um ${f.growth} % pro Jahr über der Inflation.`,
    ],
  },
  en: {
    heading: 'How the pension calculator works',
    intro:
      'The result is an estimate in today’s money, not information from the pension insurance. Your account balance is shown in your pension account statement.',
    points: (f) => [
      `Pension account: each year ${f.credit} % of your contribution base is credited, up to the maximum contribution base (2026: ${f.maxBase} a month, 14 times a year).`,
      `The account total divided by 14 is the gross monthly pension at the regular retirement age (men ${f.regularAge}, women 60 to ${f.regularAge} depending on date of birth).`,
      `Corridor pension from ${f.corridorAge} with ${f.corridorYears} insurance years: ${f.deduction} % less per year before the regular age. Retiring later: ${f.bonus} % more per year, for at most ${f.bonusYears} years.`,
      `Net pension: less ${f.health} % health insurance and income tax on the 2026 tariff, without tax credits.`,
      `Employees and workers: gross pay is derived from net income (${f.social} % social insurance, 2026 income tax). Self-employed: taxable yearly income. Farmers: simplified to ${f.farmer} % of the assessed unit value as monthly contribution base.`,
      `Without an account balance, your contribution months so far count at today’s income, and for women ${f.childYears} years of child-raising per child.`,
      `With the income trend, your income rises ${f.growth} % a year above inflation.`,
    ],
  },
  fr: {
    heading: 'Comment calcule le calculateur de retraite',
    intro:
      'Le résultat est une estimation en pouvoir d’achat actuel, non une information de l’assurance pension. Le solde de votre compte figure sur le relevé de votre compte de pension.',
    points: (f) => [
      `Compte de pension : chaque année, ${f.credit} % de votre assiette de cotisation sont crédités, au plus sur le plafond (2026 : ${f.maxBase} par mois, 14 fois par an).`,
      `Le total divisé par 14 donne la pension brute mensuelle à l’âge légal (hommes ${f.regularAge} ans, femmes 60 à ${f.regularAge} ans selon la date de naissance).`,
      `Retraite anticipée (corridor) dès ${f.corridorAge} ans avec ${f.corridorYears} années d’assurance : ${f.deduction} % de moins par année d’anticipation. Départ plus tardif : ${f.bonus} % de plus par année, au plus ${f.bonusYears} ans.`,
      `Pension nette : moins ${f.health} % d’assurance maladie et l’impôt sur le revenu selon le barème 2026, sans crédits d’impôt.`,
      `Salariés : le brut est déduit du revenu net (${f.social} % de cotisations sociales, impôt 2026). Indépendants : revenu annuel imposable. Agriculteurs : simplifié à ${f.farmer} % de la valeur cadastrale comme assiette mensuelle.`,
      `Sans solde de compte, vos mois de cotisation comptent au revenu actuel, et pour les femmes ${f.childYears} ans d’éducation par enfant.`,
      `Avec l’évolution des revenus, votre revenu progresse de ${f.growth} % par an au-delà de l’inflation.`,
    ],
  },
  hr: {
    heading: 'Kako računa mirovinski kalkulator',
    intro:
      'Rezultat je procjena u današnjoj kupovnoj moći, a ne informacija mirovinskog osiguranja. Stanje računa pronaći ćete u obavijesti o svom mirovinskom računu.',
    points: (f) => [
      `Mirovinski račun: svake se godine pripisuje ${f.credit} % osnovice doprinosa, najviše do najviše osnovice (2026.: ${f.maxBase} mjesečno, 14 puta godišnje).`,
      `Ukupni iznos podijeljen s 14 daje bruto mjesečnu mirovinu u redovnoj mirovinskoj dobi (muškarci ${f.regularAge}, žene 60 do ${f.regularAge} ovisno o datumu rođenja).`,
      `Koridorska mirovina od ${f.corridorAge}. godine uz ${f.corridorYears} godina osiguranja: ${f.deduction} % manje za svaku godinu prije redovne dobi. Kasniji odlazak: ${f.bonus} % više godišnje, najviše ${f.bonusYears} godine.`,
      `Neto mirovina: umanjena za ${f.health} % zdravstvenog osiguranja i porez na dohodak prema tarifi za 2026., bez olakšica.`,
      `Zaposlenici i radnici: bruto se izračunava iz neto dohotka (${f.social} % socijalnog osiguranja, porez 2026.). Samostalni: oporezivi godišnji dohodak. Poljoprivrednici: pojednostavljeno ${f.farmer} % jedinične vrijednosti kao mjesečna osnovica.`,
      `Bez stanja računa dosadašnji mjeseci doprinosa računaju se s današnjim dohotkom, a ženama ${f.childYears} godine odgoja po djetetu.`,
      `S kretanjem dohotka vaš dohodak raste ${f.growth} % godišnje iznad inflacije.`,
    ],
  },
  it: {
    heading: 'Come calcola il calcolatore pensione',
    intro:
      'Il risultato è una stima in potere d’acquisto attuale, non un’informazione dell’ente previdenziale. Il saldo del tuo conto è riportato nell’estratto del tuo conto pensione.',
    points: (f) => [
      `Conto pensione: ogni anno viene accreditato l’${f.credit} % della base contributiva, al massimo fino al massimale (2026: ${f.maxBase} al mese, 14 volte l’anno).`,
      `Il totale diviso per 14 dà la pensione lorda mensile all’età pensionabile ordinaria (uomini ${f.regularAge}, donne da 60 a ${f.regularAge} secondo la data di nascita).`,
      `Pensione anticipata (corridoio) da ${f.corridorAge} anni con ${f.corridorYears} anni di assicurazione: ${f.deduction} % in meno per ogni anno di anticipo. Uscita posticipata: ${f.bonus} % in più all’anno, al massimo ${f.bonusYears} anni.`,
      `Pensione netta: meno ${f.health} % di assicurazione sanitaria e l’imposta sul reddito secondo la tariffa 2026, senza detrazioni.`,
      `Dipendenti e operai: il lordo è ricavato dal reddito netto (${f.social} % di contributi sociali, imposta 2026). Autonomi: reddito annuo imponibile. Agricoltori: semplificato al ${f.farmer} % del valore catastale come base mensile.`,
      `Senza saldo del conto, i mesi di contribuzione finora valgono al reddito attuale, e per le donne ${f.childYears} anni di cura per figlio.`,
      `Con l’andamento del reddito, il tuo reddito cresce dell’${f.growth} % l’anno oltre l’inflazione.`,
    ],
  },
  sl: {
    heading: 'Kako računa pokojninski kalkulator',
    intro:
      'Rezultat je ocena v današnji kupni moči in ne informacija pokojninskega zavarovanja. Stanje računa najdete v obvestilu o svojem pokojninskem računu.',
    points: (f) => [
      `Pokojninski račun: vsako leto se pripiše ${f.credit} % vaše osnove za prispevke, največ do najvišje osnove (2026: ${f.maxBase} na mesec, 14-krat na leto).`,
      `Skupni znesek, deljen s 14, je bruto mesečna pokojnina pri rednem upokojitvenem letu (moški ${f.regularAge}, ženske od 60 do ${f.regularAge} glede na datum rojstva).`,
      `Koridorska pokojnina od ${f.corridorAge}. leta s ${f.corridorYears} leti zavarovanja: ${f.deduction} % manj za vsako leto pred rednim upokojitvenim letom. Poznejša upokojitev: ${f.bonus} % več na leto, največ ${f.bonusYears} leta.`,
      `Neto pokojnina: zmanjšana za ${f.health} % zdravstvenega zavarovanja in dohodnino po tarifi 2026, brez olajšav.`,
      `Zaposleni in delavci: bruto se izračuna iz neto dohodka (${f.social} % socialnega zavarovanja, dohodnina 2026). Samozaposleni: obdavčljivi letni dohodek. Kmetje: poenostavljeno ${f.farmer} % katastrske vrednosti kot mesečna osnova.`,
      `Brez stanja računa se dosedanji meseci prispevkov štejejo z današnjim dohodkom, ženskam pa ${f.childYears} leta vzgoje na otroka.`,
      `Z upoštevanjem razvoja se vaš dohodek zvišuje za ${f.growth} % na leto nad inflacijo.`,
    ],
  },
};

export function pensionInfoFragment(language: Language): string {
  const { locale } = SITE_CONTENT[language];
  const decimal = (value: number, digits: number) => formatNumber(locale, value, digits);
  const figures: Figures = {
    credit: decimal(ACCOUNT_CREDIT_PERCENT, 2),
    maxBase: formatEuro(locale, MAX_CONTRIBUTION_BASE_MONTHLY),
    regularAge: REGULAR_RETIREMENT_AGE,
    corridorAge: CORRIDOR_MINIMUM_AGE,
    corridorYears: CORRIDOR_MINIMUM_INSURANCE_MONTHS / 12,
    deduction: decimal(CORRIDOR_DEDUCTION_PERCENT_PER_YEAR, 1),
    bonus: decimal(DEFERRAL_BONUS_PERCENT_PER_YEAR, 1),
    bonusYears: DEFERRAL_BONUS_MAXIMUM_YEARS,
    health: decimal(PENSIONER_HEALTH_INSURANCE_PERCENT, 1),
    social: decimal(EMPLOYEE_SOCIAL_INSURANCE_PERCENT, 2),
    farmer: FARMER_BASE_PERCENT_OF_UNIT_VALUE_MONTHLY,
    childYears: CHILD_CARE_MONTHS_PER_CHILD / 12,
    growth: REAL_INCOME_GROWTH_PERCENT,
  };
  const text = TEXTS[language];
  const points = text
    .points(figures)
    .map((point) => `<li>${escapeHtml(point)}</li>`)
    .join('');
  return `<h2>${escapeHtml(text.heading)}</h2>
${paragraphs([text.intro])}
<ul>${points}</ul>
`;
}
