import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder at or above `start` holding pnpm-workspace.yaml (the monorepo root). */
export function findRepoRoot(start: string): string {
  let current = start;
  for (;;) {
    if (existsSync(join(current, 'pnpm-workspace.yaml'))) return current;
    const parent = dirname(current);
    if (parent === current) return start;
    current = parent;
  }
}
