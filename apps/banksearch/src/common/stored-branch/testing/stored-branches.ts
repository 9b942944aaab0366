import { act } from '@testing-library/react';
import { branchStore, type StoredBranch } from '@ctb/shared/branch-store';

/** A branch as the overlay stores it (toStoredBranch of a platform branch). */
export const zirl: StoredBranch = {
  id: '57300-0042',
  name: 'Tiroler Regionalbank Zirl',
  address: { street: 'Kirchstraße 12', postalCode: '6170', city: 'Zirl' },
  blz: '57300',
  path: '/banken/tirol',
};

export const grazWetzelsdorf: StoredBranch = {
  id: '38150-0003',
  name: 'Steirische Regionalbank Graz-Wetzelsdorf',
  address: { street: 'Kaiser-Franz-Josef-Straße 4', postalCode: '8052', city: 'Graz' },
  blz: '38150',
  path: '/banken/steiermark',
};

/** What another tab does: write localStorage, then the browser fires `storage` in this tab. */
export function storeInAnotherTab(branch: StoredBranch | null): void {
  act(() => {
    const newValue = branch ? JSON.stringify(branch) : null;
    if (newValue) localStorage.setItem('ctb.usersBranch', newValue);
    else localStorage.removeItem('ctb.usersBranch');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ctb.usersBranch', newValue }));
  });
}

/** Stores (or clears) the branch in this tab, as the bank search overlay would. */
export function storeBranch(branch: StoredBranch | null): void {
  act(() => (branch ? branchStore.store(branch) : branchStore.clear()));
}
