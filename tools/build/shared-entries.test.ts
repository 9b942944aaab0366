// The entries of @ctb/shared (libs/shared/src/entries/*.ts) are shared by the federation one by
// one (tools/build/shared-modules.cjs). Code that one entry reaches by a relative path is bundled
// into that entry's chunk: if two entries both reached a folder, a page would run two copies of it
// (two branch stores, two token caches). So an entry's folders reach another entry's folders only
// through its package name (`@ctb/shared/runtime`), which the federation hands out once per page.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const src = path.join(__dirname, '../../libs/shared/src');
const { sharedModules, sharedLibraryEntries } = createRequire(__filename)(
  './shared-modules.cjs',
) as {
  sharedModules: () => Record<string, { singleton?: boolean }>;
  sharedLibraryEntries: () => string[];
};

// Helpers without state, copied into each entry that uses them (a copy changes nothing).
const STATELESS_HELPERS = new Set(['singleton', 'validation']);

const entryNames = readdirSync(path.join(src, 'entries')).map((file) => file.replace(/\.ts$/, ''));

/** The folder of libs/shared/src each entry re-exports, and the folders those reach in turn. */
function foldersOfEntries(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const entry of entryNames) {
    const text = readFileSync(path.join(src, 'entries', `${entry}.ts`), 'utf8');
    for (const [, folder] of text.matchAll(/from '\.\.\/([a-z0-9-]+)/g)) owner.set(folder!, entry);
  }
  return owner;
}

/** Value imports (not `import type`) by relative path from one folder into another. */
function relativeValueImports(folder: string): Array<{ file: string; target: string }> {
  const found: Array<{ file: string; target: string }> = [];
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name)) {
        const text = readFileSync(full, 'utf8');
        for (const [statement, target] of text.matchAll(
          /(?:import|export)\s+(?!type\b)[^;]*?from '\.\.\/([a-z0-9-]+)[^']*'/g,
        )) {
          if (statement && target !== folder)
            found.push({ file: path.relative(src, full), target: target! });
        }
      }
    }
  };
  walk(path.join(src, folder));
  return found;
}

describe('the entries of @ctb/shared', () => {
  const owner = foldersOfEntries();

  it('are each shared as a singleton of their own, with the root entry', () => {
    const shared = sharedModules();
    expect(sharedLibraryEntries().sort()).toEqual(
      ['@ctb/shared', ...entryNames.map((entry) => `@ctb/shared/${entry}`)].sort(),
    );
    for (const name of sharedLibraryEntries()) expect(shared[name]?.singleton).toBe(true);
  });

  it('reach another entry only by its package name, never by a relative path', () => {
    const crossings: string[] = [];
    // A folder no entry re-exports belongs to the entry of the first folder that reaches it.
    const reachedBy = new Map<string, string>();
    for (const [folder, entry] of owner) {
      for (const { file, target } of relativeValueImports(folder)) {
        if (STATELESS_HELPERS.has(target)) continue;
        const targetEntry = owner.get(target) ?? reachedBy.get(target) ?? entry;
        reachedBy.set(target, targetEntry);
        if (targetEntry !== entry) {
          crossings.push(`${file} (${entry}) imports ../${target} of ${targetEntry}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('would report a relative import from one entry into another', () => {
    // The branch store reaches the shared state of the state entry by its package name; the
    // check above must see the difference, so it is proven on the pattern it matches.
    const statement = "import { sharedState } from '../store/shared-state';";
    expect(
      /(?:import|export)\s+(?!type\b)[^;]*?from '\.\.\/([a-z0-9-]+)[^']*'/.exec(statement)?.[1],
    ).toBe('store');
    expect(owner.get('store')).toBe('state');
    expect(owner.get('branch-store')).toBe('branch-store');
  });
});
