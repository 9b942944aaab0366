/**
 * Event kinds: title template, tag, duration in days, start and end time, description, and the
 * English title (same placeholders), tag and description for the English site.
 */
export interface EventKind {
  title: string;
  tag: string;
  days: number;
  time: [string, string];
  description: string;
  en: { title: string; tag: string; description: string };
}

export const EVENT_KINDS: EventKind[] = [
  {
    title: 'Finanzierungsabend in {town}',
    tag: 'Finanzieren',
    days: 1,
    time: ['18:00', '20:00'],
    description:
      'Unsere Finanzierungsexpertinnen erklären, wie Sie Ihr Vorhaben solide planen: von der Haushaltsrechnung über Fixzins und variable Verzinsung bis zu Förderungen des Landes. Im Anschluss beantworten wir Ihre Fragen bei einem kleinen Imbiss.',
    en: {
      title: 'Financing evening in {town}',
      tag: 'Financing',
      description:
        'Our financing experts explain how to plan your project soundly: from the household budget through fixed and variable interest rates to grants from the federal state. Afterwards we answer your questions over a light snack.',
    },
  },
  {
    title: 'Häuslbauermesse {town}',
    tag: 'Wohnen',
    days: 3,
    time: ['09:00', '18:00'],
    description:
      'Besuchen Sie uns an unserem Stand auf der Messe: Wir rechnen Ihre Wohnbaufinanzierung direkt vor Ort durch, informieren über aktuelle Förderungen für Neubau und Sanierung und verlosen täglich einen Energieberatungsgutschein im Wert von 300 Euro.',
    en: {
      title: 'Home builders’ fair {town}',
      tag: 'Housing',
      description:
        'Visit us at our stand at the fair: we work out your home financing on the spot, tell you about current grants for new builds and renovations, and raffle an energy advice voucher worth 300 euros every day.',
    },
  },
  {
    title: 'Anlegerforum {year}: Märkte im Wandel',
    tag: 'Sparen & Anlegen',
    days: 1,
    time: ['18:30', '21:00'],
    description:
      'Unser Chefvolkswirt wirft einen Blick auf Zinsen, Inflation und Aktienmärkte. Danach diskutieren Fondsmanagerinnen und Fondsmanager über nachhaltige Veranlagung und die Frage, wie Sie Ihr Portfolio für die kommenden Jahre aufstellen.',
    en: {
      title: 'Investor forum {year}: markets in transition',
      tag: 'Saving & Investing',
      description:
        'Our chief economist takes a look at interest rates, inflation and the stock markets. Fund managers then discuss sustainable investing and how to position your portfolio for the years ahead.',
    },
  },
  {
    title: 'Workshop: Online Banking für Einsteiger',
    tag: 'Digital',
    days: 1,
    time: ['10:00', '12:00'],
    description:
      'In kleinen Gruppen zeigen wir Schritt für Schritt, wie Sie Überweisungen erfassen, Daueraufträge anlegen und Zahlungen sicher freigeben. Bitte bringen Sie Ihr Smartphone oder Tablet mit, Leihgeräte stehen in begrenzter Zahl zur Verfügung.',
    en: {
      title: 'Workshop: online banking for beginners',
      tag: 'Digital',
      description:
        'In small groups we show you step by step how to enter transfers, set up standing orders and approve payments securely. Please bring your smartphone or tablet; a limited number of loan devices is available.',
    },
  },
  {
    title: 'Gründerfrühstück in {town}',
    tag: 'Finanzieren',
    days: 1,
    time: ['08:00', '10:00'],
    description:
      'Junge Unternehmen aus der Region erzählen von ihren ersten Jahren. Unsere Firmenkundenbetreuer informieren über Gründungsfinanzierung, Haftungen der Förderbanken und das passende Geschäftskonto. Vernetzen Sie sich bei Kaffee und Gebäck.',
    en: {
      title: 'Founders’ breakfast in {town}',
      tag: 'Financing',
      description:
        'Young companies from the region talk about their first years. Our business advisers explain start-up financing, guarantees from the development banks and the right business account. Meet other founders over coffee and pastries.',
    },
  },
  {
    title: 'Vorsorge-Infoabend: Pension und Pflege',
    tag: 'Vorsorge',
    days: 1,
    time: ['18:00', '19:30'],
    description:
      'Wie hoch wird meine Pension und wie schließe ich die Lücke? Wir zeigen mit dem Pensionsrechner, welche Faktoren zählen, und stellen Möglichkeiten der privaten Vorsorge und der Pflegeabsicherung vor. Die Teilnahme ist kostenlos.',
    en: {
      title: 'Retirement evening: pensions and long-term care',
      tag: 'Retirement',
      description:
        'How much will my pension be, and how do I close the gap? Using the pension calculator, we show which factors count and present options for private retirement savings and long-term care cover. Attendance is free of charge.',
    },
  },
  {
    title: 'Vernissage: Kunst in der Filiale {town}',
    tag: 'Region',
    days: 1,
    time: ['19:00', '22:00'],
    description:
      'Künstlerinnen und Künstler aus der Region stellen ihre Werke in unseren Räumen aus. Die Ausstellung ist im Anschluss sechs Wochen lang zu den Öffnungszeiten der Filiale zu sehen. Für Musik und Getränke ist gesorgt.',
    en: {
      title: 'Private view: art at the {town} branch',
      tag: 'Region',
      description:
        'Artists from the region exhibit their work on our premises. The exhibition can then be seen for six weeks during the branch’s opening hours. Music and drinks will be provided.',
    },
  },
  {
    title: 'Finanzführerschein für Jugendliche',
    tag: 'Karriere',
    days: 2,
    time: ['09:00', '13:00'],
    description:
      'An zwei Vormittagen lernen Jugendliche ab 14 Jahren den Umgang mit Geld: Budget planen, Konto und Karte sicher nutzen, Handyverträge vergleichen und Schuldenfallen erkennen. Zum Abschluss gibt es ein Zertifikat.',
    en: {
      title: 'Money skills certificate for young people',
      tag: 'Careers',
      description:
        'Over two mornings, young people aged 14 and over learn how to handle money: planning a budget, using an account and card safely, comparing mobile phone contracts and spotting debt traps. Everyone receives a certificate at the end.',
    },
  },
];
