import type { Language } from '../../common/config/app-names';
import type { NavigationPage } from '../../rendering/site-chrome/navigation/site-navigation';

interface CopyTemplates {
  sectionLead: (label: string) => string;
  topicLead: (label: string) => string;
  productLead: (label: string, section: string) => string;
  overview: string;
  advice: { heading: string; text: (label: string) => string };
  cta: string;
  related: string;
  breadcrumb: string;
  home: string;
  legalLead: (label: string) => string;
  cookies: { heading: string; text: string };
}

/** The CMS copy of the content pages, written once per language from the entry's labels. */
export const COPY: Record<Language, CopyTemplates> = {
  de: {
    sectionLead: (label) => `${label}: alle Produkte und Services Ihrer Regionalbank im Überblick.`,
    topicLead: (label) => `${label} – einfach erklärt, fair gestaltet und persönlich beraten.`,
    productLead: (label, section) =>
      `${label} aus dem Bereich ${section}: Konditionen, Voraussetzungen und wie Sie in wenigen Schritten zum Abschluss kommen.`,
    overview: 'Im Überblick',
    advice: {
      heading: 'Persönliche Beratung',
      text: (label) =>
        `Ihre Beraterin oder Ihr Berater in der Filiale nimmt sich Zeit für Ihre Fragen rund um ${label}. Vereinbaren Sie einen Termin – vor Ort, per Video oder am Telefon.`,
    },
    cta: 'Beratungstermin vereinbaren',
    related: 'Ebenfalls interessant',
    breadcrumb: 'Sie sind hier',
    home: 'Startseite',
    legalLead: (label) => `${label} der Regionalbank Demo AG.`,
    cookies: {
      heading: 'Cookies und externe Inhalte',
      text: 'Wir setzen notwendige Cookies immer ein. Statistik, Marketing und externe Medien (Karten, Videoplattformen) nur mit Ihrer Einwilligung, die Sie jederzeit in den Cookie-Einstellungen ändern oder widerrufen können. Ihre Wahl speichern wir 365 Tage.',
    },
  },
  en: {
    sectionLead: (label) =>
      `${label}: all products and services of your regional bank at a glance.`,
    topicLead: (label) => `${label} – explained simply, designed fairly, with personal advice.`,
    productLead: (label, section) =>
      `${label} in ${section}: conditions, requirements and how to sign up in a few steps.`,
    overview: 'At a glance',
    advice: {
      heading: 'Personal advice',
      text: (label) =>
        `Your adviser at the branch takes time for your questions about ${label}. Book an appointment – at the branch, by video or by phone.`,
    },
    cta: 'Book an appointment',
    related: 'You may also be interested in',
    breadcrumb: 'You are here',
    home: 'Home page',
    legalLead: (label) => `${label} of Regionalbank Demo AG.`,
    cookies: {
      heading: 'Cookies and external content',
      text: 'We always use necessary cookies. Statistics, marketing and external media (maps, video platforms) only with your consent, which you can change or withdraw at any time in the cookie settings. We keep your choice for 365 days.',
    },
  },
  fr: {
    sectionLead: (label) => `${label} : tous les produits et services de votre banque régionale.`,
    topicLead: (label) => `${label} – expliqué simplement, avec un conseil personnalisé.`,
    productLead: (label, section) =>
      `${label} (${section}) : conditions, prérequis et souscription en quelques étapes.`,
    overview: 'En bref',
    advice: {
      heading: 'Conseil personnalisé',
      text: (label) =>
        `Votre conseiller en agence prend le temps de répondre à vos questions sur ${label}. Prenez rendez-vous – en agence, par vidéo ou par téléphone.`,
    },
    cta: 'Prendre rendez-vous',
    related: 'À découvrir aussi',
    breadcrumb: 'Vous êtes ici',
    home: 'Accueil',
    legalLead: (label) => `${label} de Regionalbank Demo AG.`,
    cookies: {
      heading: 'Cookies et contenus externes',
      text: 'Nous utilisons toujours les cookies nécessaires. Statistiques, marketing et médias externes (cartes, plateformes vidéo) uniquement avec votre consentement, modifiable ou révocable à tout moment dans les paramètres des cookies. Votre choix est conservé 365 jours.',
    },
  },
  hr: {
    sectionLead: (label) =>
      `${label}: svi proizvodi i usluge vaše regionalne banke na jednom mjestu.`,
    topicLead: (label) =>
      `${label} – jednostavno objašnjeno, pošteno osmišljeno, uz osobni savjet.`,
    productLead: (label, section) =>
      `${label} (${section}): uvjeti, preduvjeti i kako u nekoliko koraka do ugovora.`,
    overview: 'Ukratko',
    advice: {
      heading: 'Osobno savjetovanje',
      text: (label) =>
        `Vaš savjetnik u poslovnici odvojit će vrijeme za vaša pitanja o temi ${label}. Dogovorite termin – u poslovnici, putem videa ili telefonom.`,
    },
    cta: 'Dogovorite termin',
    related: 'Također zanimljivo',
    breadcrumb: 'Nalazite se ovdje',
    home: 'Početna stranica',
    legalLead: (label) => `${label} – Regionalbank Demo AG.`,
    cookies: {
      heading: 'Kolačići i vanjski sadržaji',
      text: 'Nužne kolačiće koristimo uvijek. Statistiku, marketing i vanjske medije (karte, video platforme) samo uz vašu privolu, koju u postavkama kolačića možete promijeniti ili povući u bilo kojem trenutku. Vaš izbor čuvamo 365 dana.',
    },
  },
  it: {
    sectionLead: (label) => `${label}: tutti i prodotti e i servizi della vostra banca regionale.`,
    topicLead: (label) => `${label} – spiegato in modo semplice, con una consulenza personale.`,
    productLead: (label, section) =>
      `${label} (${section}): condizioni, requisiti e come sottoscrivere in pochi passi.`,
    overview: 'In breve',
    advice: {
      heading: 'Consulenza personale',
      text: (label) =>
        `Il vostro consulente in filiale ha tempo per le vostre domande su ${label}. Fissate un appuntamento – in filiale, in video o al telefono.`,
    },
    cta: 'Fissare un appuntamento',
    related: 'Potrebbe interessarvi anche',
    breadcrumb: 'Vi trovate qui',
    home: 'Pagina iniziale',
    legalLead: (label) => `${label} di Regionalbank Demo AG.`,
    cookies: {
      heading: 'Cookie e contenuti esterni',
      text: 'Utilizziamo sempre i cookie necessari. Statistica, marketing e media esterni (mappe, piattaforme video) solo con il vostro consenso, che potete modificare o revocare in qualsiasi momento nelle impostazioni cookie. Conserviamo la vostra scelta per 365 giorni.',
    },
  },
  sl: {
    sectionLead: (label) =>
      `${label}: vsi izdelki in storitve vaše regionalne banke na enem mestu.`,
    topicLead: (label) =>
      `${label} – preprosto razloženo, pošteno zasnovano, z osebnim svetovanjem.`,
    productLead: (label, section) =>
      `${label} (${section}): pogoji, zahteve in sklenitev v nekaj korakih.`,
    overview: 'Na kratko',
    advice: {
      heading: 'Osebno svetovanje',
      text: (label) =>
        `Vaš svetovalec v poslovalnici si bo vzel čas za vaša vprašanja o temi ${label}. Dogovorite se za termin – v poslovalnici, po videu ali po telefonu.`,
    },
    cta: 'Dogovorite se za termin',
    related: 'Morda vas zanima tudi',
    breadcrumb: 'Nahajate se tukaj',
    home: 'Domača stran',
    legalLead: (label) => `${label} – Regionalbank Demo AG.`,
    cookies: {
      heading: 'Piškotki in zunanje vsebine',
      text: 'Nujne piškotke uporabljamo vedno. Statistiko, trženje in zunanje medije (zemljevidi, video platforme) le z vašo privolitvijo, ki jo lahko kadar koli spremenite ali prekličete v nastavitvah piškotkov. Vašo izbiro hranimo 365 dni.',
    },
  },
};

/** The lead of a content page: a section, a topic or a product. */
export function pageLead(language: Language, page: NavigationPage): string {
  const copy = COPY[language];
  const label = page.entry.label[language];
  if (page.level === 1 || page.trail.length === 1) return copy.sectionLead(label);
  if (page.level === 2) return copy.topicLead(label);
  return copy.productLead(label, page.trail[1]?.label[language] ?? '');
}
