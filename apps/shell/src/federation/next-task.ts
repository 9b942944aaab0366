interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer input in between: the work that
 * follows does not add to the task that came before (one long task becomes two shorter ones).
 * `scheduler.yield()` where the browser has it (its continuation goes before other queued tasks),
 * otherwise a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
