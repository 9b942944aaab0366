interface YieldingScheduler {
  yield(): Promise<void>;
}

/** A later task: `scheduler.yield()` where the browser has it (it goes first), else a timer. */
function laterTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const waiting: Array<() => void> = [];
let draining = false;

async function drain() {
  while (waiting.length > 0) {
    await laterTask();
    waiting.shift()?.();
  }
  draining = false;
}

/**
 * Runs `start` in a task of its own, after those queued before it, one per task. Starting a
 * widget's download creates a script element for each of its chunks and shared libraries (about a
 * millisecond each on a slow phone), and the widgets near the viewport all start at once: queued,
 * each start is a short task of its own, with room to paint and answer input in between, instead
 * of one long task for all.
 */
export function inTaskOfItsOwn<T>(start: () => T | PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.push(() => {
      try {
        resolve(start());
      } catch (error) {
        reject(error);
      }
    });
    if (!draining) {
      draining = true;
      void drain();
    }
  });
}
