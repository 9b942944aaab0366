import { inPacedTask, TASK_BUDGET_MS } from './paced-tasks';

const nextTimer = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A start that keeps the main thread busy for `ms`. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('inPacedTask', () => {
  it('starts nothing in the calling task, then as many starts per task as fit in the budget', async () => {
    // Starts that take no time (a clock that stands still): on a busy machine even three empty
    // starts can take longer than the budget.
    const clock = jest.spyOn(performance, 'now').mockReturnValue(1000);
    const started: string[] = [];
    const results = ['A', 'B', 'C'].map((name) =>
      inPacedTask(() => {
        started.push(name);
        return name.toLowerCase();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([]);
    await nextTimer();
    expect(started).toEqual(['A', 'B', 'C']);
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    clock.mockRestore();
  });

  it('leaves what does not fit in a task for the next one, in the order queued', async () => {
    const started: string[] = [];
    const results = ['A', 'B', 'C'].map((name) =>
      inPacedTask(() => {
        started.push(name);
        busyFor(TASK_BUDGET_MS + 1);
      }),
    );
    await nextTimer();
    expect(started).toEqual(['A']);
    await nextTimer();
    expect(started).toEqual(['A', 'B']);
    await Promise.all(results);
    expect(started).toEqual(['A', 'B', 'C']);
  });

  it('follows the promise a start returns', async () => {
    await expect(inPacedTask(() => Promise.resolve(42))).resolves.toBe(42);
    await expect(inPacedTask(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });

  it('rejects only the promise of a start that throws; the ones after it still start', async () => {
    const failing = inPacedTask(() => {
      throw new Error('no chunk');
    });
    const after = inPacedTask(() => 'still loaded');
    await expect(failing).rejects.toThrow('no chunk');
    await expect(after).resolves.toBe('still loaded');
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    Object.assign(globalThis, { scheduler });
    try {
      await expect(inPacedTask(() => 'yielded')).resolves.toBe('yielded');
      expect(scheduler.yield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
