/** The nine federal states (SPEC section 2, job map), in the order generated content uses. */
export const FEDERAL_STATES = [
  'Wien',
  'Niederösterreich',
  'Oberösterreich',
  'Salzburg',
  'Tirol',
  'Vorarlberg',
  'Kärnten',
  'Steiermark',
  'Burgenland',
] as const;

export type FederalState = (typeof FEDERAL_STATES)[number];

/** The states' English names, for the English site. */
const STATE_NAMES_EN: Record<FederalState, string> = {
  Wien: 'Vienna',
  Niederösterreich: 'Lower Austria',
  Oberösterreich: 'Upper Austria',
  Salzburg: 'Salzburg',
  Tirol: 'Tyrol',
  Vorarlberg: 'Vorarlberg',
  Kärnten: 'Carinthia',
  Steiermark: 'Styria',
  Burgenland: 'Burgenland',
};

export const stateNameEn = (state: FederalState) => STATE_NAMES_EN[state];
