import { eventBus } from '../event-bus/event-bus';
import { BRANCH_STORAGE_KEY } from './branch-storage';
import { branchStore } from './branch-store';
import { graz, wien } from './testing/branch-fixtures';

function storageEvent(newValue: string | null, key: string | null = BRANCH_STORAGE_KEY) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

describe('branchStore', () => {
  beforeEach(() => {
    branchStore.clear();
    localStorage.clear();
  });

  it('keeps the stored branch in localStorage under ctb.usersBranch', () => {
    branchStore.store(graz);
    expect(BRANCH_STORAGE_KEY).toBe('ctb.usersBranch');
    expect(JSON.parse(localStorage.getItem('ctb.usersBranch') ?? 'null')).toEqual(graz);
    expect(branchStore.get()).toEqual(graz);
  });

  it('removes the branch from storage when cleared', () => {
    branchStore.store(graz);
    branchStore.clear();
    expect(localStorage.getItem('ctb.usersBranch')).toBeNull();
    expect(branchStore.get()).toBeNull();
  });

  it('announces storing and clearing as userbranch.update on the event bus', () => {
    const handler = jest.fn();
    const stop = eventBus.on('userbranch.update', handler);
    branchStore.store(wien);
    branchStore.clear();
    expect(handler.mock.calls).toEqual([[{ branch: wien }], [{ branch: null }]]);
    stop();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = jest.fn();
    const stop = branchStore.subscribe(listener);
    branchStore.store(graz);
    stop();
    branchStore.store(wien);
    expect(listener.mock.calls).toEqual([[graz]]);
  });

  it('takes over a branch stored in another tab and announces it', () => {
    const listener = jest.fn();
    const handler = jest.fn();
    const stop = branchStore.subscribe(listener);
    const stopBus = eventBus.on('userbranch.update', handler);

    storageEvent(JSON.stringify(wien));

    expect(branchStore.get()).toEqual(wien);
    expect(listener).toHaveBeenCalledWith(wien);
    expect(handler).toHaveBeenCalledWith({ branch: wien });
    stop();
    stopBus();
  });

  it('forgets the branch when another tab clears it or all storage', () => {
    branchStore.store(graz);
    storageEvent(null);
    expect(branchStore.get()).toBeNull();

    branchStore.store(graz);
    storageEvent(null, null);
    expect(branchStore.get()).toBeNull();
  });

  it('ignores storage events for other keys', () => {
    branchStore.store(graz);
    storageEvent(JSON.stringify(wien), 'ctb.somethingElse');
    expect(branchStore.get()).toEqual(graz);
  });

  it('announces every store after the store holds it, the same branch stored again included', () => {
    const seen: unknown[] = [];
    const listener = jest.fn();
    const stopBus = eventBus.on('userbranch.update', () => seen.push(branchStore.get()));
    const stop = branchStore.subscribe(listener);
    branchStore.store(graz);
    branchStore.store({ ...graz });
    expect(seen).toEqual([graz, graz]);
    expect(listener.mock.calls).toEqual([[graz], [graz]]);
    stop();
    stopBus();
  });

  it('announces a clear only when a branch was stored, and another tab only when it changed', () => {
    const handler = jest.fn();
    branchStore.store(graz);
    const stop = eventBus.on('userbranch.update', handler);
    storageEvent(JSON.stringify(graz));
    branchStore.clear();
    branchStore.clear();
    expect(handler.mock.calls).toEqual([[{ branch: null }]]);
    stop();
  });

  it('does not listen to its own event: the bus announces changes, it does not make them', () => {
    branchStore.store(graz);
    eventBus.emit('userbranch.update', { branch: wien });
    expect(branchStore.get()).toEqual(graz);
  });
});
