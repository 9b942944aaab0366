import type { Language } from '../../common/config/app-names';
/** The banner's words as the CMS writes them: the same as the chrome app's (a test holds them equal). */
export interface ConsentNoticeTexts {
  title: string;
  text: string;
  privacy: string;
  imprint: string;
  acceptAll: string;
  necessaryOnly: string;
  settings: string;
}

export const CONSENT_NOTICE_TEXTS: Record<Language, ConsentNoticeTexts> = {
  de: {
    title: 'Ihre Privatsphäre ist uns wichtig',
    text: 'Notwendige Cookies brauchen wir, damit diese Website funktioniert. Mit Ihrer Zustimmung nutzen wir außerdem Cookies für Statistik und Marketing und zeigen externe Medien wie Karten und Videos an. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ im Fußbereich ändern.',
    privacy: 'Datenschutzerklärung',
    imprint: 'Impressum',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    settings: 'Einstellungen',
  },
  en: {
    title: 'Your privacy matters to us',
    text: 'We need necessary cookies for this website to work. With your consent we also use cookies for statistics and marketing and show external media such as maps and videos. You can change your choice at any time under “Cookie settings” in the footer.',
    privacy: 'Privacy policy',
    imprint: 'Legal notice',
    acceptAll: 'Accept all',
    necessaryOnly: 'Necessary only',
    settings: 'Settings',
  },
  fr: {
    title: 'Votre vie privée nous importe',
    text: 'Les cookies nécessaires permettent au site de fonctionner. Avec votre accord, nous utilisons aussi des cookies de statistiques et de marketing et affichons des médias externes comme des cartes et des vidéos. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de page.',
    privacy: 'Politique de confidentialité',
    imprint: 'Mentions légales',
    acceptAll: 'Tout accepter',
    necessaryOnly: 'Nécessaires uniquement',
    settings: 'Paramètres',
  },
  hr: {
    title: 'Vaša nam je privatnost važna',
    text: 'Nužni kolačići potrebni su za rad ove stranice. Uz vašu privolu koristimo i kolačiće za statistiku i marketing te prikazujemo vanjske medije poput karata i videozapisa. Svoj izbor možete u svakom trenutku promijeniti u „Postavkama kolačića” u podnožju.',
    privacy: 'Izjava o zaštiti podataka',
    imprint: 'Impresum',
    acceptAll: 'Prihvati sve',
    necessaryOnly: 'Samo nužni',
    settings: 'Postavke',
  },
  it: {
    title: 'La vostra privacy è importante per noi',
    text: 'I cookie necessari servono al funzionamento del sito. Con il vostro consenso utilizziamo anche cookie di statistica e marketing e mostriamo media esterni come mappe e video. Potete modificare la scelta in qualsiasi momento in «Impostazioni cookie» a piè di pagina.',
    privacy: 'Informativa sulla privacy',
    imprint: 'Note legali',
    acceptAll: 'Accetta tutti',
    necessaryOnly: 'Solo necessari',
    settings: 'Impostazioni',
  },
  sl: {
    title: 'Vaša zasebnost nam je pomembna',
    text: 'Nujni piškotki so potrebni za delovanje spletne strani. Z vašo privolitvijo uporabljamo tudi piškotke za statistiko in trženje ter prikazujemo zunanje medije, kot so zemljevidi in videoposnetki. Izbiro lahko kadar koli spremenite v »Nastavitvah piškotkov« v nogi strani.',
    privacy: 'Izjava o varstvu podatkov',
    imprint: 'Impresum',
    acceptAll: 'Sprejmi vse',
    necessaryOnly: 'Samo nujni',
    settings: 'Nastavitve',
  },
};
