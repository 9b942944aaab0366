import { FEDERAL_STATES, type FederalState } from '../../common/geo/federal-states';

/** A town's name on the English site: Vienna's districts as `Vienna-…`, other towns as they are. */
export const townNameEn = (name: string) => name.replace(/^Wien-/, 'Vienna-');

export interface Town {
  name: string;
  postalCode: string;
  state: FederalState;
}

/** Real towns in each federal state, with postal codes, for generated list content. */
const TOWNS_BY_STATE: Record<FederalState, [string, string][]> = {
  Wien: [
    ['Wien-Innere Stadt', '1010'],
    ['Wien-Landstraße', '1030'],
    ['Wien-Favoriten', '1100'],
    ['Wien-Floridsdorf', '1210'],
    ['Wien-Donaustadt', '1220'],
  ],
  Niederösterreich: [
    ['St. Pölten', '3100'],
    ['Wiener Neustadt', '2700'],
    ['Krems an der Donau', '3500'],
    ['Baden', '2500'],
    ['Amstetten', '3300'],
    ['Mödling', '2340'],
  ],
  Oberösterreich: [
    ['Linz', '4020'],
    ['Wels', '4600'],
    ['Steyr', '4400'],
    ['Vöcklabruck', '4840'],
    ['Braunau am Inn', '5280'],
    ['Gmunden', '4810'],
  ],
  Salzburg: [
    ['Salzburg', '5020'],
    ['Hallein', '5400'],
    ['Saalfelden', '5760'],
    ['Zell am See', '5700'],
    ['St. Johann im Pongau', '5600'],
  ],
  Tirol: [
    ['Innsbruck', '6020'],
    ['Kufstein', '6330'],
    ['Schwaz', '6130'],
    ['Lienz', '9900'],
    ['Imst', '6460'],
    ['Wörgl', '6300'],
  ],
  Vorarlberg: [
    ['Bregenz', '6900'],
    ['Dornbirn', '6850'],
    ['Feldkirch', '6800'],
    ['Bludenz', '6700'],
  ],
  Kärnten: [
    ['Klagenfurt am Wörthersee', '9020'],
    ['Villach', '9500'],
    ['Wolfsberg', '9400'],
    ['Spittal an der Drau', '9800'],
    ['St. Veit an der Glan', '9300'],
  ],
  Steiermark: [
    ['Graz', '8010'],
    ['Leoben', '8700'],
    ['Kapfenberg', '8605'],
    ['Bruck an der Mur', '8600'],
    ['Weiz', '8160'],
    ['Leibnitz', '8430'],
  ],
  Burgenland: [
    ['Eisenstadt', '7000'],
    ['Neusiedl am See', '7100'],
    ['Oberwart', '7400'],
    ['Mattersburg', '7210'],
    ['Güssing', '7540'],
  ],
};

export const TOWNS: Town[] = FEDERAL_STATES.flatMap((state) =>
  TOWNS_BY_STATE[state].map(([name, postalCode]) => ({ name, postalCode, state })),
);

export const STREETS = [
  'Hauptplatz',
  'Hauptstraße',
  'Bahnhofstraße',
  'Kirchengasse',
  'Rathausplatz',
  'Stadtplatz',
  'Schillerstraße',
  'Mozartgasse',
  'Raiffeisenstraße',
  'Linzer Straße',
  'Grazer Straße',
  'Marktplatz',
];

/** Event venues; VENUES_EN holds the English name of each, in the same order. */
export const VENUES = [
  'Filiale',
  'Stadtsaal',
  'Kulturzentrum',
  'Veranstaltungssaal der Bank',
  'Wirtschaftskammer',
  'Gemeindezentrum',
];

/** English venue names, {town} filled in: `VENUES_EN[i]` translates `VENUES[i]`. */
export const VENUES_EN = [
  '{town} branch',
  '{town} town hall',
  '{town} cultural centre',
  'Bank event hall {town}',
  'Chamber of Commerce {town}',
  '{town} community centre',
];
