/** Title and text templates for news, by category. {town}, {state}, {year}, {rate}, {n} are filled in. */
export interface NewsCategory {
  tag: string;
  slug: string;
  titles: string[];
  subTitles: string[];
  sentences: string[];
}

export const NEWS_CATEGORIES: NewsCategory[] = [
  {
    tag: 'Finanzieren',
    slug: 'finanzieren',
    titles: [
      'Neue Fixzinsvarianten für Wohnkredite ab {rate} %',
      'Autokredit digital: Zusage in {n} Minuten',
      'Sanierungsoffensive {year}: Förderungen und Kredite kombinieren',
      'Was die Zinswende für Kreditnehmer in {state} bedeutet',
      'Leasing oder Kredit? Unsere Expertinnen im Gespräch',
      'Kreditvergabe {year}: Die wichtigsten Änderungen im Überblick',
      'Betriebsmittelkredit für Gründerinnen und Gründer in {town}',
    ],
    subTitles: [
      'Planbare Raten für Ihr Vorhaben',
      'So finanzieren Sie klug',
      'Beratung in Ihrer Filiale',
    ],
    sentences: [
      'Unsere Beraterinnen und Berater rechnen mit Ihnen verschiedene Laufzeiten durch.',
      'Ein Fixzins schützt vor steigenden Raten über die gesamte Laufzeit.',
      'Mit dem Kreditrechner sehen Sie sofort, welche Rate zu Ihrem Budget passt.',
      'Förderungen des Landes lassen sich mit einem Bankkredit kombinieren.',
    ],
  },
  {
    tag: 'Sparen & Anlegen',
    slug: 'sparen-anlegen',
    titles: [
      'Weltspartag {year}: Aktionen in allen Filialen',
      'Fondssparen ab {n} Euro im Monat',
      'Sparzinsen steigen auf {rate} % für Neukunden',
      'Marktausblick: Wie geht es an den Börsen weiter?',
      'Nachhaltige Fonds verzeichnen Rekordzuflüsse',
      'Junge Anlegerinnen in {state} setzen auf ETFs',
      'Anlegerforum {town}: Inflation und Vorsorge im Fokus',
    ],
    subTitles: ['Vermögen gezielt aufbauen', 'Ihr Geld arbeiten lassen', 'Tipps für Anleger'],
    sentences: [
      'Regelmäßiges Sparen glättet Kursschwankungen über die Zeit.',
      'Bei Wertpapieren gilt: Streuung reduziert das Risiko.',
      'Zinsen auf Sparguthaben unterliegen der Kapitalertragsteuer von 25 %.',
      'Ein Beratungsgespräch klärt, welche Anlage zu Ihren Zielen passt.',
    ],
  },
  {
    tag: 'Wohnen',
    slug: 'wohnen',
    titles: [
      'Wohnbaumesse {town}: Wir sind mit dabei',
      'Immobilienpreise in {state} stabilisieren sich',
      'Eigentum statt Miete: Was {year} zu beachten ist',
      'Photovoltaik am Eigenheim: So rechnet sich die Anlage',
      'Neues Wohnprojekt in {town} mit {n} geförderten Wohnungen',
      'Checkliste für den Wohnungskauf',
      'Heizungstausch: Förderungen in {state} im Überblick',
    ],
    subTitles: ['Rund ums Eigenheim', 'Vom Traum zum Zuhause', 'Bauen, kaufen, sanieren'],
    sentences: [
      'Die Nebenkosten beim Wohnungskauf betragen rund zehn Prozent des Kaufpreises.',
      'Eine thermische Sanierung senkt die Heizkosten deutlich.',
      'Unsere Wohnbauberater begleiten Sie von der ersten Idee bis zur Schlüsselübergabe.',
      'Viele Gemeinden fördern den Umstieg auf erneuerbare Energie zusätzlich.',
    ],
  },
  {
    tag: 'Region',
    slug: 'region',
    titles: [
      'Filiale {town} nach Umbau wiedereröffnet',
      '{n} Vereine in {state} erhalten Förderpreis',
      'Regionalbank unterstützt Feuerwehr {town}',
      'Sommerfest in {town}: Ein Dankeschön an unsere Kundinnen und Kunden',
      'Schulaktion in {state}: Finanzbildung für {n} Jugendliche',
      'Neue Selbstbedienungszone in {town}',
      'Spendenübergabe an das Hilfswerk {state}',
    ],
    subTitles: ['Aus der Region, für die Region', 'Gemeinsam stark', 'Neues aus Ihrer Nähe'],
    sentences: [
      'Die Bank ist seit über hundert Jahren in der Region verwurzelt.',
      'Vereine, Schulen und soziale Einrichtungen profitieren von der Unterstützung.',
      'Die Filiale ist ab sofort wieder zu den gewohnten Öffnungszeiten erreichbar.',
      'Bürgermeisterin und Bankvorstand dankten allen Beteiligten.',
    ],
  },
  {
    tag: 'Nachhaltigkeit',
    slug: 'nachhaltigkeit',
    titles: [
      'Nachhaltigkeitsbericht {year} veröffentlicht',
      'Grüne Finanzierungen wachsen um {n} Prozent',
      'Klimaneutraler Bankbetrieb bis {year}: Zwischenbilanz',
      'E-Mobilität: Ladestationen bei der Filiale {town}',
      'Bäume pflanzen in {state}: Mitarbeitende packen an',
      'Umweltzeichen für unsere nachhaltigen Fonds',
    ],
    subTitles: ['Verantwortung für morgen', 'Nachhaltig wirtschaften', 'Klima und Finanzen'],
    sentences: [
      'Nachhaltige Veranlagungen berücksichtigen Umwelt-, Sozial- und Governance-Kriterien.',
      'Der Strom für alle Filialen stammt aus erneuerbaren Quellen.',
      'Grüne Kredite finanzieren Photovoltaik, Wärmepumpen und Sanierungen.',
      'Der Bericht folgt den Vorgaben der EU-Taxonomie.',
    ],
  },
  {
    tag: 'Karriere',
    slug: 'karriere',
    titles: [
      'Lehrlingsoffensive {year}: {n} neue Lehrstellen',
      'Ausgezeichneter Arbeitgeber in {state}',
      'Karrieretag in {town}: Einblicke in den Bankalltag',
      'Traineeprogramm startet mit {n} Teilnehmenden',
      'Vier-Tage-Woche im Kundenservice: erste Erfahrungen',
      'Weiterbildung: {n} Mitarbeitende schließen Zertifikatslehrgang ab',
    ],
    subTitles: ['Arbeiten bei der Regionalbank', 'Menschen und Karrieren', 'Jobs mit Zukunft'],
    sentences: [
      'Flexible Arbeitszeiten und Homeoffice gehören bei uns zum Alltag.',
      'Lehrlinge durchlaufen alle Bereiche vom Service bis zur Beratung.',
      'Bewerbungen sind jederzeit über das Karriereportal möglich.',
      'Unsere Mitarbeitenden bilden sich jedes Jahr im Schnitt fünf Tage weiter.',
    ],
  },
];
