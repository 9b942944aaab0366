/** Job titles with their professions, and the other job facets. */
export const JOB_TITLES: { title: string; professions: string[]; positions: string[] }[] = [
  {
    title: 'Kundenberater:in Privatkunden',
    professions: ['Kundenberatung', 'Vertrieb'],
    positions: ['Berufseinstieg', 'Berufserfahrung'],
  },
  {
    title: 'Wohnbaufinanzierungsberater:in',
    professions: ['Finanzierung', 'Kundenberatung'],
    positions: ['Berufserfahrung'],
  },
  {
    title: 'Firmenkundenbetreuer:in',
    professions: ['Firmenkunden', 'Finanzierung'],
    positions: ['Berufserfahrung'],
  },
  {
    title: 'Anlageberater:in Private Banking',
    professions: ['Veranlagung', 'Kundenberatung'],
    positions: ['Berufserfahrung'],
  },
  { title: 'Filialleiter:in', professions: ['Führung', 'Vertrieb'], positions: ['Führungskraft'] },
  {
    title: 'Serviceberater:in',
    professions: ['Service', 'Kundenberatung'],
    positions: ['Berufseinstieg'],
  },
  { title: 'Lehrling Bankkauffrau/Bankkaufmann', professions: ['Lehre'], positions: ['Lehre'] },
  { title: 'Risikomanager:in', professions: ['Risikomanagement'], positions: ['Berufserfahrung'] },
  {
    title: 'Software Engineer Java',
    professions: ['IT'],
    positions: ['Berufserfahrung', 'Berufseinstieg'],
  },
  {
    title: 'Data Analyst:in',
    professions: ['IT', 'Controlling'],
    positions: ['Berufseinstieg', 'Berufserfahrung'],
  },
  {
    title: 'Compliance Officer',
    professions: ['Recht & Compliance'],
    positions: ['Berufserfahrung'],
  },
  {
    title: 'Jurist:in Kreditrecht',
    professions: ['Recht & Compliance', 'Finanzierung'],
    positions: ['Berufserfahrung'],
  },
  { title: 'Controller:in', professions: ['Controlling'], positions: ['Berufserfahrung'] },
  {
    title: 'Marketing Manager:in',
    professions: ['Marketing & Kommunikation'],
    positions: ['Berufserfahrung'],
  },
  { title: 'Trainee Bankwesen', professions: ['Trainee'], positions: ['Berufseinstieg'] },
  {
    title: 'Versicherungsberater:in',
    professions: ['Versicherung', 'Vertrieb'],
    positions: ['Berufserfahrung'],
  },
  {
    title: 'Teamleiter:in Kundenservice',
    professions: ['Service', 'Führung'],
    positions: ['Führungskraft'],
  },
  { title: 'Praktikant:in Finanzierung', professions: ['Finanzierung'], positions: ['Praktikum'] },
];

export const EMPLOYMENT_TYPES = ['Vollzeit', 'Teilzeit', 'Geringfügig'];

/** The bank group's companies, and the external firms of imported offers. */
export const COMPANIES = [
  'Regionalbank Demo',
  'Regionalbank Demo Landesbank',
  'Demo Versicherung AG',
  'Demo Leasing GmbH',
  'Demo IT Services GmbH',
];
export const IMPORTED_FIRMS = [
  'Raiffeisen-Lagerhaus Demo eGen',
  'Alpenländische Bausparkasse Demo',
  'Demo Immobilien GmbH',
  'Tourismusbank Demo',
];
