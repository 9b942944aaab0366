/** Categories of club benefits with fictitious partners and what their discount is on. */
export interface ClubCategory {
  /** the option name sent back as the `category` filter */
  name: string;
  label: string;
  /** a fictitious partner and what its discount is on */
  partners: { name: string; offer: string }[];
}

export const CLUB_CATEGORIES: ClubCategory[] = [
  {
    name: 'einkaufen',
    label: 'Einkaufen',
    partners: [
      { name: 'Modehaus Berger', offer: 'auf das gesamte Sortiment' },
      { name: 'Buchhandlung Seitenweise', offer: 'auf Bücher und Spiele' },
      { name: 'Optik Klarblick', offer: 'auf Brillenfassungen' },
      { name: 'Schuhhaus Leitner', offer: 'auf Ihren Einkauf ab 50 €' },
    ],
  },
  {
    name: 'freizeit-sport',
    label: 'Freizeit & Sport',
    partners: [
      { name: 'Sport Huber', offer: 'auf Skiausrüstung' },
      { name: 'Kletterhalle Steinbock', offer: 'auf den Tageseintritt' },
      { name: 'Bergbahnen Sonnalm', offer: 'auf die Tageskarte' },
      { name: 'Radverleih Pedal', offer: 'auf den Fahrradverleih' },
    ],
  },
  {
    name: 'kultur',
    label: 'Kultur',
    partners: [
      { name: 'Stadttheater', offer: 'auf Eintrittskarten' },
      { name: 'Kino Lichtspiele', offer: 'auf Kinotickets' },
      { name: 'Museum der Region', offer: 'auf den Museumseintritt' },
      { name: 'Kulturzentrum Alte Mühle', offer: 'auf Konzertkarten' },
    ],
  },
  {
    name: 'reisen',
    label: 'Reisen & Urlaub',
    partners: [
      { name: 'Reisebüro Fernweh', offer: 'auf Ihre Pauschalreise' },
      { name: 'Hotel Alpenblick', offer: 'auf die Übernachtung' },
      { name: 'Camping am See', offer: 'auf den Stellplatz' },
      { name: 'Ferienhof Sonnleiten', offer: 'auf die Urlaubswoche' },
    ],
  },
  {
    name: 'essen-trinken',
    label: 'Essen & Trinken',
    partners: [
      { name: 'Café Zuckerl', offer: 'auf Kaffee und Kuchen' },
      { name: 'Gasthaus Zur Linde', offer: 'auf das Mittagsmenü' },
      { name: 'Bäckerei Kornspitz', offer: 'auf Ihren Einkauf' },
      { name: 'Weingut Rebenhof', offer: 'auf Weinverkostungen' },
    ],
  },
  {
    name: 'gesundheit-wellness',
    label: 'Gesundheit & Wellness',
    partners: [
      { name: 'Therme Quellenhof', offer: 'auf den Thermeneintritt' },
      { name: 'Fitnessstudio Aktiv', offer: 'auf die Jahresmitgliedschaft' },
      { name: 'Massagepraxis Wohlfühl', offer: 'auf Massagen' },
    ],
  },
  {
    name: 'mobilitaet',
    label: 'Mobilität',
    partners: [
      { name: 'Autohaus Steiner', offer: 'auf das Service' },
      { name: 'Fahrschule Vorfahrt', offer: 'auf den Führerscheinkurs' },
      { name: 'Reifen Kraus', offer: 'auf Winterreifen' },
      { name: 'E-Bike Zentrum', offer: 'auf E-Bikes' },
    ],
  },
  {
    name: 'bildung',
    label: 'Bildung',
    partners: [
      { name: 'Sprachschule Polyglott', offer: 'auf Sprachkurse' },
      { name: 'Musikschule Allegro', offer: 'auf das erste Semester' },
      { name: 'Nachhilfe Lernstern', offer: 'auf Nachhilfestunden' },
    ],
  },
];

/** The audiences of SPEC section 3 "Club benefit filters": club members and bank customers. */
export const RELATIONSHIP_TYPES = [
  { name: 'clubMember', label: 'Clubmitglieder' },
  { name: 'bankCustomer', label: 'Bankkunden' },
] as const;

export const VOUCHER_VALUES = ['10 %', '15 %', '20 %', '25 %', '5 €', '10 €', '15 €', '20 €'];
