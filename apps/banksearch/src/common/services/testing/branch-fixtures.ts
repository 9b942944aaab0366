// Branch service answers as the local platform gives them (shortened), for tests.
import type { FilterSection } from '../branch-schema';

const hours = (open: string, close: string, days = [0, 1, 2, 3, 4]) =>
  days.map((day) => ({ day, intervals: [{ open, close }] }));

/** A branch as GET /api/branches/info answers it (raw JSON, before validation). */
export function branchJson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '38150-0003',
    name: 'Steirische Regionalbank Graz-Wetzelsdorf',
    type: 'BANKSTELLE',
    serviceType: 'FULL_SERVICE',
    geolocation: { lat: 47.049686, lng: 15.392498 },
    contact: {
      telephone: '+43 316 8036-1911',
      chat: null,
      email: 'filiale.graz-wetzelsdorf@steiermark.bank.example',
      website: '/banken/steiermark/filialen/graz-wetzelsdorf.html',
    },
    address: { street: 'Kaiser-Franz-Josef-Straße 4', postalCode: '8052', city: 'Graz' },
    parkinglots: 17,
    accessible: true,
    central: false,
    mainInstitute: 'steiermark',
    openingHours: { openNow: true, periods: hours('08:00', '16:00') },
    consultingHours: { periods: hours('08:00', '19:00') },
    blz: '38150',
    imageCopyRight: '© Steirische Regionalbank',
    titleImageLink: '/assets/branches/facade-1.svg',
    listImage: {
      xs: {
        res1x: '/assets/branches/facade-1.svg?w=160',
        res2x: '/assets/branches/facade-1.svg?w=320',
      },
      sm: {
        res1x: '/assets/branches/facade-1.svg?w=320',
        res2x: '/assets/branches/facade-1.svg?w=640',
      },
      alt: 'Steirische Regionalbank Graz-Wetzelsdorf, Außenansicht',
    },
    routePlanner: 'https://www.google.com/maps/dir/?api=1&destination=47.049686,15.392498',
    equipment: ['Geldausgabeautomat'],
    services: ['Kontoeröffnung'],
    selfService: {
      equipment: ['Kontoauszugsdrucker'],
      openingHours: { periods: hours('00:00', '24:00', [0, 1, 2, 3, 4, 5, 6]) },
    },
    state: 'Steiermark',
    ...overrides,
  };
}

/** GET /api/branches/filter, shortened. */
export const FILTER_SECTIONS_JSON: FilterSection[] = [
  {
    name: 'Leistungen',
    entries: [
      { name: 'Kontoeröffnung', value: 'service:kontoeroeffnung' },
      { name: 'Wohnbauberatung', value: 'service:wohnbau' },
    ],
  },
  {
    name: 'Öffnungszeiten',
    entries: [
      { name: 'Jetzt geöffnet', value: 'openNow:true' },
      { name: 'Am Samstag geöffnet', value: 'saturday:true' },
    ],
  },
];
