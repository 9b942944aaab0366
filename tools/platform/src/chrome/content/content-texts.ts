import type { Language } from '../../common/config/app-names';

/** The demo page's copy: German and English written out; the other languages show German. */
export interface ContentTexts {
  pageTitle: string;
  pageLead: string;
  stageLabel: string;
  slides: { heading: string; text: string; link: string }[];
  videoSlide: { heading: string; text: string; link: string };
  recommendationTitle: string;
  fullWidthTitle: string;
  cards: { title: string; text: string; badge?: string; link: string }[];
  comparisonTitle: string;
  comparisonCaption: string;
  tableCaption: string;
  tabsTitle: string;
  galleryTitle: string;
  lightboxCaption: string;
  videoTitle: string;
  youtubeTitle: string;
  vimeoTitle: string;
  jobMapTitle: string;
  teasersTitle: string;
  contentVariants: string;
}

const DE: ContentTexts = {
  pageTitle: 'Inhalte und Präsentation',
  pageLead:
    'Bühne, Karussells, Vergleichstabelle, Tabelle, Tabs, Galerie, Bildansicht, Videos, Jobkarte und Teaser, wie Redakteurinnen und Redakteure sie auf Seiten einsetzen.',
  stageLabel: 'Aktuelle Angebote',
  slides: [
    {
      heading: 'Das Konto, das mitwächst',
      text: 'Kontoführung online, Karte inklusive und 24/7 erreichbar: das Girokonto für jeden Lebensabschnitt.',
      link: 'Zum Girokonto',
    },
    {
      heading: 'Wohnträume finanzieren',
      text: 'Fixe Zinsen bis zu 20 Jahre: Ihre Beraterin rechnet mit Ihnen durch, was sich ausgeht.',
      link: 'Wohnkredit berechnen',
    },
    {
      heading: 'Nachhaltig anlegen',
      text: 'Fonds mit Umweltzeichen ab 50 € im Monat: Ihr Geld arbeitet für Sie und die Region.',
      link: 'Fonds entdecken',
    },
  ],
  videoSlide: {
    heading: 'Ihre Bank in der Region',
    text: 'Seit über 125 Jahren nah bei den Menschen: sehen Sie, wie wir Gemeinden und Betriebe begleiten.',
    link: 'Mehr über uns',
  },
  recommendationTitle: 'Das könnte Sie auch interessieren',
  fullWidthTitle: 'Themen für jeden Lebensabschnitt',
  cards: [
    {
      title: 'Girokonto',
      text: 'Alles für den Alltag, mit Debitkarte und Online-Banking.',
      link: 'Konto eröffnen',
    },
    {
      title: 'Kreditkarte Gold',
      text: 'Reiseversicherung und weltweit kontaktlos zahlen.',
      badge: 'Neu',
      link: 'Karte bestellen',
    },
    {
      title: 'Wohnkredit',
      text: 'Fix, variabel oder gemischt: die Finanzierung, die zu Ihnen passt.',
      link: 'Zum Rechner',
    },
    {
      title: 'Sparen',
      text: 'Vom Sparbuch bis zum Bausparer: sicher Rücklagen bilden.',
      link: 'Sparformen vergleichen',
    },
    {
      title: 'Fonds-Sparplan',
      text: 'Ab 50 € im Monat regelmäßig anlegen.',
      badge: 'Aktion',
      link: 'Sparplan starten',
    },
    {
      title: 'Pensionsvorsorge',
      text: 'Staatlich gefördert vorsorgen und die Lücke schließen.',
      link: 'Vorsorge planen',
    },
    {
      title: 'Versicherungen',
      text: 'Haushalt, Unfall und Leben aus einer Hand.',
      link: 'Schutz finden',
    },
  ],
  comparisonTitle: 'Konten und Karten im Vergleich',
  comparisonCaption: 'Vergleich der Konten und Karten nach Leistung',
  tableCaption: 'Entgelte für Überweisungen',
  tabsTitle: 'Häufige Fragen zum Konto',
  galleryTitle: 'Bilder vom Regionalfest 2026',
  lightboxCaption: 'Die neue Filiale am Hauptplatz: offen, hell und barrierefrei.',
  videoTitle: 'So funktioniert die Überweisung per Foto',
  youtubeTitle: 'Online-Banking in drei Minuten erklärt (YouTube)',
  vimeoTitle: 'Unsere Lehrlinge erzählen (Vimeo)',
  jobMapTitle: 'Jobs in Ihrem Bundesland',
  teasersTitle: 'Teaser',
  contentVariants: 'Varianten',
};

const EN: ContentTexts = {
  pageTitle: 'Content and presentation',
  pageLead:
    'Stage, carousels, comparison table, table, tabs, gallery, picture view, videos, job map and teasers, as editors place them on pages.',
  stageLabel: 'Current offers',
  slides: [
    {
      heading: 'The account that grows with you',
      text: 'Online banking, card included and available around the clock: the current account for every stage of life.',
      link: 'To the current account',
    },
    {
      heading: 'Finance your dream home',
      text: 'Fixed rates for up to 20 years: your adviser works out with you what fits.',
      link: 'Calculate a home loan',
    },
    {
      heading: 'Invest sustainably',
      text: 'Eco-labelled funds from € 50 a month: your money works for you and the region.',
      link: 'Discover funds',
    },
  ],
  videoSlide: {
    heading: 'Your bank in the region',
    text: 'Close to people for more than 125 years: see how we support communities and businesses.',
    link: 'More about us',
  },
  recommendationTitle: 'You may also be interested in',
  fullWidthTitle: 'Topics for every stage of life',
  cards: [
    {
      title: 'Current account',
      text: 'Everything for every day, with debit card and online banking.',
      link: 'Open an account',
    },
    {
      title: 'Gold credit card',
      text: 'Travel insurance and contactless payment worldwide.',
      badge: 'New',
      link: 'Order the card',
    },
    {
      title: 'Home loan',
      text: 'Fixed, variable or mixed: the financing that suits you.',
      link: 'To the calculator',
    },
    {
      title: 'Saving',
      text: 'From savings book to building society: build reserves safely.',
      link: 'Compare savings',
    },
    {
      title: 'Fund savings plan',
      text: 'Invest regularly from € 50 a month.',
      badge: 'Offer',
      link: 'Start a plan',
    },
    {
      title: 'Pension provision',
      text: 'State-subsidised provision to close the gap.',
      link: 'Plan your pension',
    },
    {
      title: 'Insurance',
      text: 'Household, accident and life from one source.',
      link: 'Find cover',
    },
  ],
  comparisonTitle: 'Accounts and cards compared',
  comparisonCaption: 'Accounts and cards compared feature by feature',
  tableCaption: 'Fees for transfers',
  tabsTitle: 'Frequently asked questions about the account',
  galleryTitle: 'Pictures of the regional festival 2026',
  lightboxCaption: 'The new branch on the main square: open, bright and barrier-free.',
  videoTitle: 'How photo transfer works',
  youtubeTitle: 'Online banking explained in three minutes (YouTube)',
  vimeoTitle: 'Our apprentices tell their story (Vimeo)',
  jobMapTitle: 'Jobs in your federal state',
  teasersTitle: 'Teasers',
  contentVariants: 'Variants',
};

const OTHER_TITLES: Partial<Record<Language, string>> = {
  fr: 'Contenus et présentation',
  hr: 'Sadržaji i prezentacija',
  it: 'Contenuti e presentazione',
  sl: 'Vsebine in predstavitev',
};

export const contentTexts = (language: Language): ContentTexts => {
  if (language === 'en') return EN;
  const title = OTHER_TITLES[language];
  return title ? { ...DE, pageTitle: title } : DE;
};

const LINK_TEXT: Record<Language, [string, string, string]> = {
  de: [
    'Inhalts-Widgets',
    'Bühne, Karussells, Tabellen, Tabs, Galerie, Videos, Jobkarte und Teaser',
    'im Bearbeitungsmodus',
  ],
  en: [
    'Content widgets',
    'Stage, carousels, tables, tabs, gallery, videos, job map and teasers',
    'in edit mode',
  ],
  fr: [
    'Widgets de contenu',
    'Scène, carrousels, tableaux, onglets, galerie, vidéos, carte des emplois et teasers',
    'en mode édition',
  ],
  hr: [
    'Widgeti sadržaja',
    'Pozornica, vrtuljci, tablice, kartice, galerija, videozapisi, karta poslova i teaseri',
    'u načinu uređivanja',
  ],
  it: [
    'Widget di contenuto',
    'Stage, caroselli, tabelle, schede, galleria, video, mappa lavoro e teaser',
    'in modalità modifica',
  ],
  sl: [
    'Vsebinski gradniki',
    'Oder, vrtiljaki, tabele, zavihki, galerija, videoposnetki, zemljevid zaposlitev in napovedniki',
    'v načinu urejanja',
  ],
};

/** The section of /<lang>/chrome.html that leads to the content widgets' page. */
export function contentPageLink(language: Language): string {
  const [heading, text, editMode] = LINK_TEXT[language];
  return `<section class="cms-section"><h2 class="cms-heading">${heading}</h2><ul class="cms-link-list"><li><a href="/${language}/content.html">${text}</a></li><li><a href="/${language}/content.html?editMode=true">${text} ${editMode}</a></li></ul></section>`;
}
