/** Title and text templates for news, by category. {town}, {state}, {year}, {rate}, {n} are filled in. */
export interface NewsCategoryText {
  tag: string;
  slug: string;
  titles: string[];
  subTitles: string[];
  sentences: string[];
}

/**
 * A German category and its English version for the English site: `en.titles[i]` translates
 * `titles[i]` with the same placeholders (likewise subTitles and sentences).
 */
export interface NewsCategory extends NewsCategoryText {
  en: NewsCategoryText;
}

export const NEWS_CATEGORIES: NewsCategory[] = [
  {
    tag: 'Finanzieren',
    slug: 'finanzieren',
    en: {
      tag: 'Financing',
      slug: 'financing',
      titles: [
        'New fixed-rate home loans from {rate}%',
        'Car loans online: approval in {n} minutes',
        'Renovation drive {year}: combining grants and loans',
        'What the turn in interest rates means for borrowers in {state}',
        'Leasing or loan? Our experts in conversation',
        'Lending in {year}: the key changes at a glance',
        'Working capital loans for founders in {town}',
      ],
      subTitles: [
        'Predictable repayments for your plans',
        'How to finance wisely',
        'Advice at your branch',
      ],
      sentences: [
        'Our advisers work through different loan terms with you.',
        'A fixed rate protects you from rising repayments for the whole term.',
        'The loan calculator shows at once which repayment fits your budget.',
        'Grants from the federal state can be combined with a bank loan.',
      ],
    },
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
    en: {
      tag: 'Saving & Investing',
      slug: 'saving-investing',
      titles: [
        'World Savings Day {year}: special offers at every branch',
        'Fund savings plans from {n} euros a month',
        'Savings rates rise to {rate}% for new customers',
        'Market outlook: where are the stock markets heading?',
        'Sustainable funds see record inflows',
        'Young investors in {state} turn to ETFs',
        'Investor forum {town}: inflation and retirement planning in focus',
      ],
      subTitles: ['Building wealth step by step', 'Put your money to work', 'Tips for investors'],
      sentences: [
        'Saving regularly smooths out price swings over time.',
        'With securities, spreading your money reduces the risk.',
        'Interest on savings is subject to capital gains tax of 25%.',
        'A consultation clarifies which investment suits your goals.',
      ],
    },
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
    en: {
      tag: 'Housing',
      slug: 'housing',
      titles: [
        'Housing fair {town}: come and see us',
        'Property prices in {state} level off',
        'Buying instead of renting: what to consider in {year}',
        'Solar panels on your home: how the system pays off',
        'New housing project in {town} with {n} subsidised flats',
        'Checklist for buying a flat',
        'Replacing your heating: grants in {state} at a glance',
      ],
      subTitles: ['All about your home', 'From dream to home', 'Build, buy, renovate'],
      sentences: [
        'The additional costs of buying a flat come to around ten percent of the price.',
        'Insulating your home cuts heating costs considerably.',
        'Our housing advisers are with you from the first idea to the handover of the keys.',
        'Many municipalities offer extra support for switching to renewable energy.',
      ],
    },
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
    en: {
      tag: 'Region',
      slug: 'region',
      titles: [
        '{town} branch reopens after refurbishment',
        '{n} clubs in {state} receive a community award',
        'Regionalbank supports the {town} fire brigade',
        'Summer party in {town}: a thank-you to our customers',
        'Schools campaign in {state}: financial education for {n} young people',
        'New self-service area in {town}',
        'Donation handed over to the {state} relief fund',
      ],
      subTitles: ['From the region, for the region', 'Stronger together', 'News from near you'],
      sentences: [
        'The bank has been rooted in the region for more than a hundred years.',
        'Clubs, schools and social institutions benefit from the support.',
        'The branch is open again at its usual opening hours.',
        'The mayor and the bank’s board thanked everyone involved.',
      ],
    },
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
    en: {
      tag: 'Sustainability',
      slug: 'sustainability',
      titles: [
        'Sustainability report {year} published',
        'Green financing grows by {n} percent',
        'Carbon-neutral banking by {year}: an interim review',
        'E-mobility: charging points at the {town} branch',
        'Planting trees in {state}: our staff lend a hand',
        'Eco-label for our sustainable funds',
      ],
      subTitles: [
        'Responsibility for tomorrow',
        'Doing business sustainably',
        'Climate and finance',
      ],
      sentences: [
        'Sustainable investments take environmental, social and governance criteria into account.',
        'All our branches run on electricity from renewable sources.',
        'Green loans finance solar panels, heat pumps and renovations.',
        'The report follows the requirements of the EU taxonomy.',
      ],
    },
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
    en: {
      tag: 'Careers',
      slug: 'careers',
      titles: [
        'Apprenticeship drive {year}: {n} new apprenticeships',
        'Award-winning employer in {state}',
        'Careers day in {town}: a look behind the scenes of banking',
        'Trainee programme starts with {n} participants',
        'Four-day week in customer service: first experiences',
        'Further training: {n} employees complete a certificate course',
      ],
      subTitles: ['Working at Regionalbank', 'People and careers', 'Jobs with a future'],
      sentences: [
        'Flexible hours and working from home are part of everyday life here.',
        'Apprentices work in every area, from customer service to advice.',
        'You can apply at any time through our careers portal.',
        'Our staff spend five days a year on further training on average.',
      ],
    },
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
