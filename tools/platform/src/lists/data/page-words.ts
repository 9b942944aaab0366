/** Products and topics of the site's content pages: [title, category label, description]. */
export const PAGE_TOPICS: [string, string, string][] = [
  [
    'Girokonto Plus',
    'Konto & Karte',
    'Das Konto für alle, die viel bezahlen und wenig nachdenken wollen.',
  ],
  ['Jugendkonto', 'Konto & Karte', 'Kostenlos bis 20 Jahre, mit Debitkarte und Banking-App.'],
  ['Studentenkonto', 'Konto & Karte', 'Gebührenfrei während des Studiums, mit Kreditkarte.'],
  ['Kreditkarte Gold', 'Konto & Karte', 'Reiseversicherung und weltweit gebührenfrei bezahlen.'],
  ['Wohnkredit', 'Finanzieren', 'Fix, variabel oder kombiniert: Ihr Weg zum Eigenheim.'],
  ['Konsumkredit', 'Finanzieren', 'Für Auto, Möbel oder Reise, mit planbaren Raten.'],
  ['Sanierungskredit', 'Finanzieren', 'Energie sparen und Förderungen nutzen.'],
  ['Leasing', 'Finanzieren', 'Fahrzeuge und Geräte nutzen, ohne sie zu kaufen.'],
  ['Online-Sparkonto', 'Sparen & Anlegen', 'Täglich verfügbar und attraktiv verzinst.'],
  ['Fondssparplan', 'Sparen & Anlegen', 'Schon ab 50 Euro im Monat an den Märkten teilhaben.'],
  ['Wertpapierdepot', 'Sparen & Anlegen', 'Aktien, Anleihen und Fonds an einem Ort verwalten.'],
  ['Bausparen', 'Sparen & Anlegen', 'Sicher sparen mit staatlicher Prämie.'],
  ['Wohnbauberatung', 'Wohnen', 'Von der Idee bis zum Einzug an Ihrer Seite.'],
  ['Immobilienbewertung', 'Wohnen', 'Was ist Ihre Immobilie heute wert?'],
  ['Haushaltsversicherung', 'Wohnen', 'Schutz für Ihr Zuhause und alles darin.'],
  ['Pensionsvorsorge', 'Vorsorge', 'Die Lücke zwischen Gehalt und Pension schließen.'],
  ['Lebensversicherung', 'Vorsorge', 'Finanzielle Sicherheit für Ihre Familie.'],
  ['Pflegevorsorge', 'Vorsorge', 'Vorsorgen, damit Pflege leistbar bleibt.'],
  ['Über uns', 'Über uns', 'Eine Bank, die in der Region zu Hause ist.'],
  ['Karriere', 'Über uns', 'Arbeiten, wo Menschen zählen.'],
];

/** Three pages per topic: the product page and two sub-pages. */
export const PAGE_KINDS: { title: string; suffix: string; sentence: string }[] = [
  { title: '{topic}', suffix: '', sentence: 'Alle Vorteile und Leistungen auf einen Blick.' },
  {
    title: '{topic}: Konditionen und Preise',
    suffix: 'konditionen',
    sentence: 'Aktuelle Konditionen, Entgelte und das Preisblatt zum Herunterladen.',
  },
  {
    title: '{topic}: Ratgeber und Tipps',
    suffix: 'ratgeber',
    sentence: 'Praktische Tipps unserer Expertinnen und Experten für Ihre Entscheidung.',
  },
];
