import type { Bank } from './branch-types';

const bank = (
  id: string,
  name: string,
  shortName: string,
  blz: string,
  states: string[],
  telephonePrefix: string,
): Bank => ({
  id,
  name,
  shortName,
  blz,
  rootPath: `/banken/${id}`,
  telephonePrefix,
  emailDomain: `${id}.bank.example`,
  states,
});

/**
 * The banks of the group (fictitious names; bank codes of the Austrian 4-5 digit form, those of
 * the western banks begin with 5). Each has its site under /banken/<id> on the CMS host.
 */
export const BANKS: readonly Bank[] = [
  bank('wien', 'Donaubank Wien AG', 'Donaubank', '20320', ['09'], '+43 1 51510'),
  bank(
    'noe-bgld',
    'Landesbank Niederösterreich-Burgenland',
    'Landesbank',
    '32450',
    ['03', '01'],
    '+43 2742 9020',
  ),
  bank('ooe', 'Oberösterreichische Regionalbank', 'Regionalbank', '34510', ['04'], '+43 732 6596'),
  bank(
    'salzburg',
    'Salzburger Landesbank',
    'Salzburger Landesbank',
    '35200',
    ['05'],
    '+43 662 8046',
  ),
  bank(
    'steiermark',
    'Steirische Regionalbank',
    'Steirische Regionalbank',
    '38150',
    ['06'],
    '+43 316 8036',
  ),
  bank(
    'kaernten',
    'Kärntner Regionalbank',
    'Kärntner Regionalbank',
    '39370',
    ['02'],
    '+43 463 5856',
  ),
  bank('tirol', 'Tiroler Regionalbank', 'Tiroler Regionalbank', '57300', ['07'], '+43 512 5305'),
  bank(
    'vorarlberg',
    'Vorarlberger Regionalbank',
    'Vorarlberger Regionalbank',
    '58420',
    ['08'],
    '+43 5574 414',
  ),
  bank('privatbank', 'Alpen Privatbank AG', 'Alpen Privatbank', '1950', [], '+43 1 53451'),
];

export const PRIVATE_BANK_CITIES = [
  'Wien',
  'Graz',
  'Linz',
  'Salzburg',
  'Innsbruck',
  'Klagenfurt am Wörthersee',
];

export function bankById(id: string): Bank | undefined {
  return BANKS.find((candidate) => candidate.id === id);
}

export function bankForState(stateCode: string): Bank {
  const found = BANKS.find((candidate) => candidate.states.includes(stateCode));
  if (!found) throw new Error(`No bank serves federal state ${stateCode}.`);
  return found;
}

/** The bank whose site holds `path` (its root path or any page below it). */
export function bankForPath(path: string): Bank | undefined {
  return BANKS.find(
    (candidate) => path === candidate.rootPath || path.startsWith(`${candidate.rootPath}/`),
  );
}
