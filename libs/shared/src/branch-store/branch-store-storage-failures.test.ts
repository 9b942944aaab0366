import { branchStore } from './branch-store';
import { graz, wien } from './testing/branch-fixtures';

// A fresh copy of the module, as on a new page load.
async function loadFreshStore(): Promise<typeof branchStore> {
  let fresh: typeof branchStore | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = (await import('./branch-store')).branchStore;
  });
  return fresh!;
}

describe('branchStore when storage misbehaves', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('treats stored text that is not JSON as no branch, with a warning', async () => {
    localStorage.setItem('ctb.usersBranch', '{not json');
    expect((await loadFreshStore()).get()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"ctb.usersBranch" is not JSON'));
  });

  it('treats a stored value of the wrong shape as no branch, naming what is wrong', async () => {
    localStorage.setItem('ctb.usersBranch', JSON.stringify({ id: 7, name: 'Graz' }));
    expect((await loadFreshStore()).get()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/unexpected shape \(id: Invalid type/));
  });

  it('reads a valid branch stored on an earlier visit', async () => {
    localStorage.setItem('ctb.usersBranch', JSON.stringify(graz));
    expect((await loadFreshStore()).get()).toEqual(graz);
  });

  it('treats a corrupt value from another tab as no branch', () => {
    branchStore.store(graz);
    window.dispatchEvent(new StorageEvent('storage', { key: 'ctb.usersBranch', newValue: '[]' }));
    expect(branchStore.get()).toBeNull();
  });

  it('keeps the branch in memory and warns once when storage is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const listener = jest.fn();
    const stop = branchStore.subscribe(listener);

    expect(() => branchStore.store(graz)).not.toThrow();
    expect(() => branchStore.store(wien)).not.toThrow();

    expect(branchStore.get()).toEqual(wien);
    expect(listener).toHaveBeenCalledTimes(2);
    const storageWarnings = warn.mock.calls.filter(([message]) =>
      String(message).includes('could not save'),
    );
    expect(storageWarnings).toHaveLength(1);
    expect(storageWarnings[0]?.[0]).toContain('QuotaExceededError');
    stop();
  });

  it('keeps working when storage is blocked altogether', () => {
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => branchStore.clear()).not.toThrow();
    expect(branchStore.get()).toBeNull();
  });
});
