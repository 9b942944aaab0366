import type { FederalState } from '../../common/geo/federal-states';

/** A real Austrian town with its postal code, political district (Bezirk) and federal state. */
export interface ClubPlace {
  city: string;
  zipCode: string;
  district: string;
  federalState: FederalState;
}

/** `city|zip|district` per federal state; Vienna's districts are its Gemeindebezirke. */
const PLACES: Record<FederalState, string[]> = {
  Wien: [
    'Wien|1010|Innere Stadt',
    'Wien|1030|Landstraße',
    'Wien|1060|Mariahilf',
    'Wien|1070|Neubau',
    'Wien|1100|Favoriten',
    'Wien|1210|Floridsdorf',
    'Wien|1220|Donaustadt',
  ],
  Niederösterreich: [
    'St. Pölten|3100|St. Pölten (Stadt)',
    'Wiener Neustadt|2700|Wiener Neustadt (Stadt)',
    'Krems an der Donau|3500|Krems an der Donau (Stadt)',
    'Baden|2500|Baden',
    'Bad Vöslau|2540|Baden',
    'Amstetten|3300|Amstetten',
    'Mödling|2340|Mödling',
    'Tulln an der Donau|3430|Tulln',
    'Mistelbach|2130|Mistelbach',
  ],
  Oberösterreich: [
    'Linz|4020|Linz (Stadt)',
    'Wels|4600|Wels (Stadt)',
    'Steyr|4400|Steyr (Stadt)',
    'Vöcklabruck|4840|Vöcklabruck',
    'Gmunden|4810|Gmunden',
    'Bad Ischl|4820|Gmunden',
    'Braunau am Inn|5280|Braunau am Inn',
    'Freistadt|4240|Freistadt',
  ],
  Salzburg: [
    'Salzburg|5020|Salzburg (Stadt)',
    'Hallein|5400|Hallein',
    'Zell am See|5700|Zell am See',
    'Saalfelden am Steinernen Meer|5760|Zell am See',
    'St. Johann im Pongau|5600|St. Johann im Pongau',
    'Bischofshofen|5500|St. Johann im Pongau',
  ],
  Tirol: [
    'Innsbruck|6020|Innsbruck (Stadt)',
    'Hall in Tirol|6060|Innsbruck-Land',
    'Kufstein|6330|Kufstein',
    'Wörgl|6300|Kufstein',
    'Schwaz|6130|Schwaz',
    'Kitzbühel|6370|Kitzbühel',
    'Imst|6460|Imst',
    'Landeck|6500|Landeck',
    'Lienz|9900|Lienz',
  ],
  Vorarlberg: [
    'Bregenz|6900|Bregenz',
    'Dornbirn|6850|Dornbirn',
    'Lustenau|6890|Dornbirn',
    'Feldkirch|6800|Feldkirch',
    'Bludenz|6700|Bludenz',
  ],
  Kärnten: [
    'Klagenfurt am Wörthersee|9020|Klagenfurt (Stadt)',
    'Villach|9500|Villach (Stadt)',
    'Wolfsberg|9400|Wolfsberg',
    'Spittal an der Drau|9800|Spittal an der Drau',
    'St. Veit an der Glan|9300|St. Veit an der Glan',
    'Feldkirchen in Kärnten|9560|Feldkirchen',
  ],
  Steiermark: [
    'Graz|8010|Graz (Stadt)',
    'Leoben|8700|Leoben',
    'Kapfenberg|8605|Bruck-Mürzzuschlag',
    'Bruck an der Mur|8600|Bruck-Mürzzuschlag',
    'Weiz|8160|Weiz',
    'Leibnitz|8430|Leibnitz',
    'Schladming|8970|Liezen',
  ],
  Burgenland: [
    'Eisenstadt|7000|Eisenstadt (Stadt)',
    'Neusiedl am See|7100|Neusiedl am See',
    'Podersdorf am See|7141|Neusiedl am See',
    'Oberwart|7400|Oberwart',
    'Mattersburg|7210|Mattersburg',
    'Güssing|7540|Güssing',
  ],
};

export const CLUB_PLACES: ClubPlace[] = Object.entries(PLACES).flatMap(([federalState, rows]) =>
  rows.map((row) => {
    const [city = '', zipCode = '', district = ''] = row.split('|');
    return { city, zipCode, district, federalState: federalState as FederalState };
  }),
);
