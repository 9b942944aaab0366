import type { MessageCatalogue } from '@ctb/shared/runtime';

const de = {
  'chrome.cookieBanner.label': 'Cookie-Hinweis',
  'chrome.cookieBanner.title': 'Ihre Privatsphäre ist uns wichtig',
  'chrome.cookieBanner.text':
    'Notwendige Cookies brauchen wir, damit diese Website funktioniert. Mit Ihrer Zustimmung nutzen wir außerdem Cookies für Statistik und Marketing und zeigen externe Medien wie Karten und Videos an. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ im Fußbereich ändern.',
  'chrome.cookieBanner.privacy': 'Datenschutzerklärung',
  'chrome.cookieBanner.imprint': 'Impressum',
  'chrome.cookieBanner.acceptAll': 'Alle akzeptieren',
  'chrome.cookieBanner.necessaryOnly': 'Nur notwendige',
  'chrome.cookieBanner.settings': 'Einstellungen',
  'chrome.cookieBanner.settingsTitle': 'Cookie-Einstellungen',
  'chrome.cookieBanner.settingsIntro':
    'Wählen Sie, wofür wir Cookies und externe Inhalte verwenden dürfen. Nichts davon ist vorausgewählt.',
  'chrome.cookieBanner.necessary': 'Notwendig',
  'chrome.cookieBanner.necessaryText':
    'Sicherheit, Spracheinstellung und Ihre Cookie-Auswahl. Ohne sie funktioniert die Website nicht.',
  'chrome.cookieBanner.alwaysOn': 'Immer aktiv',
  'chrome.cookieBanner.statistics': 'Statistik',
  'chrome.cookieBanner.statisticsText':
    'Anonymisierte Auswertungen helfen uns zu verstehen, wie die Website genutzt wird.',
  'chrome.cookieBanner.marketing': 'Marketing',
  'chrome.cookieBanner.marketingText':
    'Angebote, die zu Ihnen passen – auch auf anderen Websites, mit unseren Werbepartnern.',
  'chrome.cookieBanner.externalMedia': 'Externe Medien',
  'chrome.cookieBanner.externalMediaText':
    'Karten (Google Maps) und Videos (YouTube, Vimeo) laden erst mit Ihrer Zustimmung; dabei gehen Daten an diese Anbieter.',
  'chrome.cookieBanner.save': 'Auswahl speichern',
  'chrome.cookieBanner.saved': 'Ihre Cookie-Auswahl wurde gespeichert.',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'chrome.cookieBanner.label': 'Cookie notice',
  'chrome.cookieBanner.title': 'Your privacy matters to us',
  'chrome.cookieBanner.text':
    'We need necessary cookies for this website to work. With your consent we also use cookies for statistics and marketing and show external media such as maps and videos. You can change your choice at any time under “Cookie settings” in the footer.',
  'chrome.cookieBanner.privacy': 'Privacy policy',
  'chrome.cookieBanner.imprint': 'Legal notice',
  'chrome.cookieBanner.acceptAll': 'Accept all',
  'chrome.cookieBanner.necessaryOnly': 'Necessary only',
  'chrome.cookieBanner.settings': 'Settings',
  'chrome.cookieBanner.settingsTitle': 'Cookie settings',
  'chrome.cookieBanner.settingsIntro':
    'Choose what we may use cookies and external content for. Nothing is preselected.',
  'chrome.cookieBanner.necessary': 'Necessary',
  'chrome.cookieBanner.necessaryText':
    'Security, language and your cookie choice. The website does not work without them.',
  'chrome.cookieBanner.alwaysOn': 'Always on',
  'chrome.cookieBanner.statistics': 'Statistics',
  'chrome.cookieBanner.statisticsText':
    'Anonymised analyses help us understand how the website is used.',
  'chrome.cookieBanner.marketing': 'Marketing',
  'chrome.cookieBanner.marketingText':
    'Offers that suit you – also on other websites, with our advertising partners.',
  'chrome.cookieBanner.externalMedia': 'External media',
  'chrome.cookieBanner.externalMediaText':
    'Maps (Google Maps) and videos (YouTube, Vimeo) load only with your consent; data is then sent to these providers.',
  'chrome.cookieBanner.save': 'Save my choice',
  'chrome.cookieBanner.saved': 'Your cookie choice has been saved.',
};

const fr: Complete = {
  'chrome.cookieBanner.label': 'Information sur les cookies',
  'chrome.cookieBanner.title': 'Votre vie privée nous importe',
  'chrome.cookieBanner.text':
    'Les cookies nécessaires permettent au site de fonctionner. Avec votre accord, nous utilisons aussi des cookies de statistiques et de marketing et affichons des médias externes comme des cartes et des vidéos. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de page.',
  'chrome.cookieBanner.privacy': 'Politique de confidentialité',
  'chrome.cookieBanner.imprint': 'Mentions légales',
  'chrome.cookieBanner.acceptAll': 'Tout accepter',
  'chrome.cookieBanner.necessaryOnly': 'Nécessaires uniquement',
  'chrome.cookieBanner.settings': 'Paramètres',
  'chrome.cookieBanner.settingsTitle': 'Paramètres des cookies',
  'chrome.cookieBanner.settingsIntro':
    'Choisissez à quelles fins nous pouvons utiliser des cookies et des contenus externes. Rien n’est présélectionné.',
  'chrome.cookieBanner.necessary': 'Nécessaires',
  'chrome.cookieBanner.necessaryText':
    'Sécurité, langue et votre choix de cookies. Le site ne fonctionne pas sans eux.',
  'chrome.cookieBanner.alwaysOn': 'Toujours actifs',
  'chrome.cookieBanner.statistics': 'Statistiques',
  'chrome.cookieBanner.statisticsText':
    'Des analyses anonymisées nous aident à comprendre l’utilisation du site.',
  'chrome.cookieBanner.marketing': 'Marketing',
  'chrome.cookieBanner.marketingText':
    'Des offres adaptées – aussi sur d’autres sites, avec nos partenaires publicitaires.',
  'chrome.cookieBanner.externalMedia': 'Médias externes',
  'chrome.cookieBanner.externalMediaText':
    'Les cartes (Google Maps) et vidéos (YouTube, Vimeo) ne se chargent qu’avec votre accord ; des données sont alors transmises à ces fournisseurs.',
  'chrome.cookieBanner.save': 'Enregistrer mon choix',
  'chrome.cookieBanner.saved': 'Votre choix de cookies a été enregistré.',
};

const hr: Complete = {
  'chrome.cookieBanner.label': 'Obavijest o kolačićima',
  'chrome.cookieBanner.title': 'Vaša nam je privatnost važna',
  'chrome.cookieBanner.text':
    'Nužni kolačići potrebni su za rad ove stranice. Uz vašu privolu koristimo i kolačiće za statistiku i marketing te prikazujemo vanjske medije poput karata i videozapisa. Svoj izbor možete u svakom trenutku promijeniti u „Postavkama kolačića” u podnožju.',
  'chrome.cookieBanner.privacy': 'Izjava o zaštiti podataka',
  'chrome.cookieBanner.imprint': 'Impresum',
  'chrome.cookieBanner.acceptAll': 'Prihvati sve',
  'chrome.cookieBanner.necessaryOnly': 'Samo nužni',
  'chrome.cookieBanner.settings': 'Postavke',
  'chrome.cookieBanner.settingsTitle': 'Postavke kolačića',
  'chrome.cookieBanner.settingsIntro':
    'Odaberite za što smijemo koristiti kolačiće i vanjske sadržaje. Ništa nije unaprijed odabrano.',
  'chrome.cookieBanner.necessary': 'Nužni',
  'chrome.cookieBanner.necessaryText':
    'Sigurnost, jezik i vaš izbor kolačića. Bez njih stranica ne radi.',
  'chrome.cookieBanner.alwaysOn': 'Uvijek aktivno',
  'chrome.cookieBanner.statistics': 'Statistika',
  'chrome.cookieBanner.statisticsText':
    'Anonimizirane analize pomažu nam razumjeti kako se stranica koristi.',
  'chrome.cookieBanner.marketing': 'Marketing',
  'chrome.cookieBanner.marketingText':
    'Ponude prilagođene vama – i na drugim stranicama, s našim oglašivačkim partnerima.',
  'chrome.cookieBanner.externalMedia': 'Vanjski mediji',
  'chrome.cookieBanner.externalMediaText':
    'Karte (Google Maps) i videozapisi (YouTube, Vimeo) učitavaju se tek uz vašu privolu; tada se podaci šalju tim pružateljima.',
  'chrome.cookieBanner.save': 'Spremi odabir',
  'chrome.cookieBanner.saved': 'Vaš izbor kolačića je spremljen.',
};

const it: Complete = {
  'chrome.cookieBanner.label': 'Informativa sui cookie',
  'chrome.cookieBanner.title': 'La vostra privacy è importante per noi',
  'chrome.cookieBanner.text':
    'I cookie necessari servono al funzionamento del sito. Con il vostro consenso utilizziamo anche cookie di statistica e marketing e mostriamo media esterni come mappe e video. Potete modificare la scelta in qualsiasi momento in «Impostazioni cookie» a piè di pagina.',
  'chrome.cookieBanner.privacy': 'Informativa sulla privacy',
  'chrome.cookieBanner.imprint': 'Note legali',
  'chrome.cookieBanner.acceptAll': 'Accetta tutti',
  'chrome.cookieBanner.necessaryOnly': 'Solo necessari',
  'chrome.cookieBanner.settings': 'Impostazioni',
  'chrome.cookieBanner.settingsTitle': 'Impostazioni cookie',
  'chrome.cookieBanner.settingsIntro':
    'Scegliete per cosa possiamo usare cookie e contenuti esterni. Nulla è preselezionato.',
  'chrome.cookieBanner.necessary': 'Necessari',
  'chrome.cookieBanner.necessaryText':
    'Sicurezza, lingua e la vostra scelta sui cookie. Senza di essi il sito non funziona.',
  'chrome.cookieBanner.alwaysOn': 'Sempre attivi',
  'chrome.cookieBanner.statistics': 'Statistica',
  'chrome.cookieBanner.statisticsText':
    'Analisi anonimizzate ci aiutano a capire come viene usato il sito.',
  'chrome.cookieBanner.marketing': 'Marketing',
  'chrome.cookieBanner.marketingText':
    'Offerte adatte a voi – anche su altri siti, con i nostri partner pubblicitari.',
  'chrome.cookieBanner.externalMedia': 'Media esterni',
  'chrome.cookieBanner.externalMediaText':
    'Mappe (Google Maps) e video (YouTube, Vimeo) si caricano solo con il vostro consenso; i dati vengono allora trasmessi a questi fornitori.',
  'chrome.cookieBanner.save': 'Salva la scelta',
  'chrome.cookieBanner.saved': 'La vostra scelta sui cookie è stata salvata.',
};

const sl: Complete = {
  'chrome.cookieBanner.label': 'Obvestilo o piškotkih',
  'chrome.cookieBanner.title': 'Vaša zasebnost nam je pomembna',
  'chrome.cookieBanner.text':
    'Nujni piškotki so potrebni za delovanje spletne strani. Z vašo privolitvijo uporabljamo tudi piškotke za statistiko in trženje ter prikazujemo zunanje medije, kot so zemljevidi in videoposnetki. Izbiro lahko kadar koli spremenite v »Nastavitvah piškotkov« v nogi strani.',
  'chrome.cookieBanner.privacy': 'Izjava o varstvu podatkov',
  'chrome.cookieBanner.imprint': 'Impresum',
  'chrome.cookieBanner.acceptAll': 'Sprejmi vse',
  'chrome.cookieBanner.necessaryOnly': 'Samo nujni',
  'chrome.cookieBanner.settings': 'Nastavitve',
  'chrome.cookieBanner.settingsTitle': 'Nastavitve piškotkov',
  'chrome.cookieBanner.settingsIntro':
    'Izberite, za kaj smemo uporabljati piškotke in zunanje vsebine. Nič ni vnaprej izbrano.',
  'chrome.cookieBanner.necessary': 'Nujni',
  'chrome.cookieBanner.necessaryText':
    'Varnost, jezik in vaša izbira piškotkov. Brez njih spletna stran ne deluje.',
  'chrome.cookieBanner.alwaysOn': 'Vedno aktivni',
  'chrome.cookieBanner.statistics': 'Statistika',
  'chrome.cookieBanner.statisticsText':
    'Anonimizirane analize nam pomagajo razumeti, kako se stran uporablja.',
  'chrome.cookieBanner.marketing': 'Trženje',
  'chrome.cookieBanner.marketingText':
    'Ponudbe po vaši meri – tudi na drugih spletnih straneh, z našimi oglaševalskimi partnerji.',
  'chrome.cookieBanner.externalMedia': 'Zunanji mediji',
  'chrome.cookieBanner.externalMediaText':
    'Zemljevidi (Google Maps) in videoposnetki (YouTube, Vimeo) se naložijo šele z vašo privolitvijo; takrat se podatki pošljejo tem ponudnikom.',
  'chrome.cookieBanner.save': 'Shrani izbiro',
  'chrome.cookieBanner.saved': 'Vaša izbira piškotkov je shranjena.',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
