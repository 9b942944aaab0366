interface YieldingScheduler {
  yield(): Promise<void>;
}

/** What one task may spend on queued starts before the rest waits for the next task. */
export const TASK_BUDGET_MS = 4;

/** A later task: `scheduler.yield()` where the browser has it (it goes first), else a timer. */
function laterTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const waiting: Array<() => void> = [];
let pacing = false;

async function startWaiting() {
  while (waiting.length > 0) {
    await laterTask();
    const started = performance.now();
    do waiting.shift()?.();
    while (waiting.length > 0 && performance.now() - started < TASK_BUDGET_MS);
  }
  pacing = false;
}

/**
 * Runs `start` in a later task, after the starts queued before it, as many per task as fit in
 * TASK_BUDGET_MS. A page's widgets all arrive at once (a React root each, their downloads): run
 * in the task that found them they make one long task that keeps the page from answering a tap;
 * paced, each task stays short, with room to paint and handle input in between.
 */
export function inPacedTask<T>(start: () => T | PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.push(() => {
      try {
        resolve(start());
      } catch (error) {
        reject(error);
      }
    });
    if (!pacing) {
      pacing = true;
      void startWaiting();
    }
  });
}
