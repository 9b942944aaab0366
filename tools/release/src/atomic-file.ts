import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes a file so that a reader sees the old content or the new, never half of it: the text goes
 * to a temporary file in the same folder, is flushed, and is renamed over the target.
 */
export function writeFileAtomic(file: string, text: string): void {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const descriptor = openSync(temporary, 'wx');
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

export const writeJsonAtomic = (file: string, value: unknown) =>
  writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Runs `action` while holding `<folder>/.lock` (created exclusively), so two promotions cannot
 * interleave their reads and writes of the remotes file and the history.
 */
export function withLock<T>(folder: string, action: () => T): T {
  mkdirSync(folder, { recursive: true });
  const lock = join(folder, '.lock');
  let descriptor: number;
  try {
    descriptor = openSync(lock, 'wx');
  } catch {
    throw new Error(
      `${lock} exists: another promote or rollback is running (remove the file if none is)`,
    );
  }
  try {
    writeSync(descriptor, String(process.pid));
    return action();
  } finally {
    closeSync(descriptor);
    rmSync(lock, { force: true });
  }
}
