import type { StoredBranch } from '../stored-branch';

export const graz: StoredBranch = {
  id: '4711',
  name: 'Filiale Graz Hauptplatz',
  address: { street: 'Hauptplatz 1', postalCode: '8010', city: 'Graz' },
  blz: '51234',
  path: '/de/graz',
};

export const wien: StoredBranch = {
  id: '1010',
  name: 'Filiale Wien Stephansplatz',
  address: { street: 'Stephansplatz 3', postalCode: '1010', city: 'Wien' },
  blz: '20111',
};
