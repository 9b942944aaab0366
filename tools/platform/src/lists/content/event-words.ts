/** Event kinds: title template, tag, duration in days, start and end time, description. */
export interface EventKind {
  title: string;
  tag: string;
  days: number;
  time: [string, string];
  description: string;
}

export const EVENT_KINDS: EventKind[] = [
  {
    title: 'Finanzierungsabend in {town}',
    tag: 'Finanzieren',
    days: 1,
    time: ['18:00', '20:00'],
    description:
      'Unsere Finanzierungsexpertinnen erklären, wie Sie Ihr Vorhaben solide planen: von der Haushaltsrechnung über Fixzins und variable Verzinsung bis zu Förderungen des Landes. Im Anschluss beantworten wir Ihre Fragen bei einem kleinen Imbiss.',
  },
  {
    title: 'Häuslbauermesse {town}',
    tag: 'Wohnen',
    days: 3,
    time: ['09:00', '18:00'],
    description:
      'Besuchen Sie uns an unserem Stand auf der Messe: Wir rechnen Ihre Wohnbaufinanzierung direkt vor Ort durch, informieren über aktuelle Förderungen für Neubau und Sanierung und verlosen täglich einen Energieberatungsgutschein im Wert von 300 Euro.',
  },
  {
    title: 'Anlegerforum {year}: Märkte im Wandel',
    tag: 'Sparen & Anlegen',
    days: 1,
    time: ['18:30', '21:00'],
    description:
      'Unser Chefvolkswirt wirft einen Blick auf Zinsen, Inflation und Aktienmärkte. Danach diskutieren Fondsmanagerinnen und Fondsmanager über nachhaltige Veranlagung und die Frage, wie Sie Ihr Portfolio für die kommenden Jahre aufstellen.',
  },
  {
    title: 'Workshop: Online Banking für Einsteiger',
    tag: 'Digital',
    days: 1,
    time: ['10:00', '12:00'],
    description:
      'In kleinen Gruppen zeigen wir Schritt für Schritt, wie Sie Überweisungen erfassen, Daueraufträge anlegen und Zahlungen sicher freigeben. Bitte bringen Sie Ihr Smartphone oder Tablet mit, Leihgeräte stehen in begrenzter Zahl zur Verfügung.',
  },
  {
    title: 'Gründerfrühstück in {town}',
    tag: 'Finanzieren',
    days: 1,
    time: ['08:00', '10:00'],
    description:
      'Junge Unternehmen aus der Region erzählen von ihren ersten Jahren. Unsere Firmenkundenbetreuer informieren über Gründungsfinanzierung, Haftungen der Förderbanken und das passende Geschäftskonto. Vernetzen Sie sich bei Kaffee und Gebäck.',
  },
  {
    title: 'Vorsorge-Infoabend: Pension und Pflege',
    tag: 'Vorsorge',
    days: 1,
    time: ['18:00', '19:30'],
    description:
      'Wie hoch wird meine Pension und wie schließe ich die Lücke? Wir zeigen mit dem Pensionsrechner, welche Faktoren zählen, und stellen Möglichkeiten der privaten Vorsorge und der Pflegeabsicherung vor. Die Teilnahme ist kostenlos.',
  },
  {
    title: 'Vernissage: Kunst in der Filiale {town}',
    tag: 'Region',
    days: 1,
    time: ['19:00', '22:00'],
    description:
      'Künstlerinnen und Künstler aus der Region stellen ihre Werke in unseren Räumen aus. Die Ausstellung ist im Anschluss sechs Wochen lang zu den Öffnungszeiten der Filiale zu sehen. Für Musik und Getränke ist gesorgt.',
  },
  {
    title: 'Finanzführerschein für Jugendliche',
    tag: 'Karriere',
    days: 2,
    time: ['09:00', '13:00'],
    description:
      'An zwei Vormittagen lernen Jugendliche ab 14 Jahren den Umgang mit Geld: Budget planen, Konto und Karte sicher nutzen, Handyverträge vergleichen und Schuldenfallen erkennen. Zum Abschluss gibt es ein Zertifikat.',
  },
];
