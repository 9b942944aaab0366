import { inTaskOfItsOwn } from './one-per-task';

const nextTimer = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inTaskOfItsOwn', () => {
  it('starts nothing in the calling task, then one start per task, in the order queued', async () => {
    const started: string[] = [];
    const results = ['A', 'B', 'C'].map((name) =>
      inTaskOfItsOwn(() => {
        started.push(name);
        return name.toLowerCase();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([]);
    await nextTimer();
    expect(started).toEqual(['A']);
    await nextTimer();
    expect(started).toEqual(['A', 'B']);
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['A', 'B', 'C']);
  });

  it('follows the promise a start returns', async () => {
    await expect(inTaskOfItsOwn(() => Promise.resolve(42))).resolves.toBe(42);
    await expect(inTaskOfItsOwn(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });

  it('rejects only the promise of a start that throws; the ones after it still start', async () => {
    const failing = inTaskOfItsOwn(() => {
      throw new Error('no chunk');
    });
    const after = inTaskOfItsOwn(() => 'still loaded');
    await expect(failing).rejects.toThrow('no chunk');
    await expect(after).resolves.toBe('still loaded');
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    Object.assign(globalThis, { scheduler });
    try {
      await expect(inTaskOfItsOwn(() => 'yielded')).resolves.toBe('yielded');
      expect(scheduler.yield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
