import type { Language } from '../../../common/config/app-names';
import { escapeHtml } from '../../../rendering/html';
import { paragraphs } from '../../../rendering/definition-list';

/**
 * The "Content+" text of the lists demo page: the account switching service (Kontowechsel) that
 * Austrian banks must offer under the Verbraucherzahlungskontogesetz (VZKG).
 */
interface AccountSwitchText {
  heading: string;
  intro: string;
  stepsHeading: string;
  steps: string[];
  note: string;
  linkText: string;
}

const TEXTS: Record<Language, AccountSwitchText> = {
  de: {
    heading: 'So einfach wechseln Sie Ihr Girokonto zu uns',
    intro:
      'Mit unserem Kontowechselservice übertragen wir Daueraufträge, Lastschriften und regelmäßige Zahlungseingänge von Ihrer bisherigen Bank. Sie unterschreiben nur eine Ermächtigung – den Rest erledigen wir.',
    stepsHeading: 'In drei Schritten zum neuen Konto',
    steps: [
      'Termin in Ihrer Filiale vereinbaren und Girokonto eröffnen.',
      'Ermächtigung zum Kontowechsel unterschreiben: Ihre bisherige Bank übermittelt uns innerhalb von fünf Bankwerktagen die Daten.',
      'Wir informieren Arbeitgeber, Pensionsversicherung und Zahlungsempfänger auf Wunsch für Sie über die neue IBAN.',
    ],
    note: 'Der Kontowechsel ist nach dem Verbraucherzahlungskontogesetz (VZKG) für Sie kostenlos. Ihr altes Konto schließen wir auf Wunsch zum gewünschten Stichtag.',
    linkText: 'Beratungstermin vereinbaren',
  },
  en: {
    heading: 'Switching your current account to us is easy',
    intro:
      'With our account switching service we transfer standing orders, direct debits and regular incoming payments from your previous bank. You only sign one authorisation – we take care of the rest.',
    stepsHeading: 'Your new account in three steps',
    steps: [
      'Book an appointment at your branch and open a current account.',
      'Sign the account switching authorisation: your previous bank sends us the details within five business days.',
      'If you wish, we inform your employer, the pension insurance and payees of your new IBAN for you.',
    ],
    note: 'Under the Austrian Consumer Payment Accounts Act (VZKG) switching is free of charge for you. We close your old account on the date you choose if you wish.',
    linkText: 'Book an advisory appointment',
  },
  fr: {
    heading: 'Transférer votre compte courant chez nous, c’est simple',
    intro:
      'Avec notre service de changement de compte, nous reprenons les ordres permanents, les prélèvements et les virements réguliers de votre ancienne banque. Vous signez une seule autorisation – nous nous occupons du reste.',
    stepsHeading: 'Votre nouveau compte en trois étapes',
    steps: [
      'Prenez rendez-vous dans votre agence et ouvrez un compte courant.',
      'Signez l’autorisation de changement de compte : votre ancienne banque nous transmet les données sous cinq jours ouvrés.',
      'Sur demande, nous informons votre employeur, la caisse de retraite et vos bénéficiaires de votre nouvel IBAN.',
    ],
    note: 'Selon la loi autrichienne sur les comptes de paiement (VZKG), le changement de compte est gratuit pour vous. Sur demande, nous clôturons votre ancien compte à la date de votre choix.',
    linkText: 'Prendre rendez-vous',
  },
  hr: {
    heading: 'Jednostavno prebacite svoj tekući račun k nama',
    intro:
      'Uz našu uslugu prijenosa računa preuzimamo trajne naloge, izravna terećenja i redovite uplate od vaše dosadašnje banke. Potpisujete samo jednu ovlast – ostalo obavljamo mi.',
    stepsHeading: 'Do novog računa u tri koraka',
    steps: [
      'Dogovorite termin u svojoj poslovnici i otvorite tekući račun.',
      'Potpišite ovlast za prijenos računa: vaša dosadašnja banka dostavlja nam podatke u roku od pet radnih dana.',
      'Na vaš zahtjev obavještavamo poslodavca, mirovinsko osiguranje i primatelje plaćanja o novom IBAN-u.',
    ],
    note: 'Prema austrijskom Zakonu o platnim računima za potrošače (VZKG) prijenos računa za vas je besplatan. Na zahtjev zatvaramo vaš stari račun na željeni datum.',
    linkText: 'Dogovorite savjetovanje',
  },
  it: {
    heading: 'Trasferire il conto corrente da noi è semplice',
    intro:
      'Con il nostro servizio di trasferimento del conto riprendiamo ordini permanenti, addebiti diretti e accrediti regolari dalla sua banca attuale. Lei firma una sola autorizzazione – al resto pensiamo noi.',
    stepsHeading: 'Il nuovo conto in tre passi',
    steps: [
      'Fissi un appuntamento nella sua filiale e apra un conto corrente.',
      'Firmi l’autorizzazione al trasferimento: la sua banca attuale ci trasmette i dati entro cinque giorni lavorativi.',
      'Su richiesta comunichiamo noi il nuovo IBAN al datore di lavoro, all’ente pensionistico e ai beneficiari.',
    ],
    note: 'Secondo la legge austriaca sui conti di pagamento (VZKG) il trasferimento è gratuito. Su richiesta chiudiamo il vecchio conto alla data da lei indicata.',
    linkText: 'Fissare una consulenza',
  },
  sl: {
    heading: 'Prenos tekočega računa k nam je preprost',
    intro:
      'S storitvijo prenosa računa prevzamemo trajne naloge, direktne obremenitve in redna nakazila od vaše dosedanje banke. Podpišete le eno pooblastilo – za vse ostalo poskrbimo mi.',
    stepsHeading: 'Do novega računa v treh korakih',
    steps: [
      'Dogovorite se za termin v svoji poslovalnici in odprite tekoči račun.',
      'Podpišite pooblastilo za prenos računa: vaša dosedanja banka nam podatke posreduje v petih delovnih dneh.',
      'Na željo o novem IBAN-u obvestimo delodajalca, pokojninsko zavarovanje in prejemnike plačil.',
    ],
    note: 'Po avstrijskem zakonu o plačilnih računih za potrošnike (VZKG) je prenos računa za vas brezplačen. Na željo vaš stari račun zapremo na izbrani datum.',
    linkText: 'Dogovorite se za svetovanje',
  },
};

export function contentPlusAccountSwitchFragment(language: Language): string {
  const text = TEXTS[language];
  const steps = text.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('');
  return `<h3>${escapeHtml(text.heading)}</h3>
${paragraphs([text.intro])}
<h4>${escapeHtml(text.stepsHeading)}</h4>
<ol>${steps}</ol>
${paragraphs([text.note])}
<p><a href="/${language}/forms.html">${escapeHtml(text.linkText)}</a></p>
`;
}
