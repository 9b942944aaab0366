import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

export interface OpenDatabaseOptions {
  /**
   * `:memory:`, an absolute file path, or a name: `<name>.sqlite` in `dataDir` (the platform
   * config's data folder, default `<repo>/.platform-data/`, git-ignored), so what the platform
   * stored (promo codes handed out, form submissions) survives a restart.
   */
  location: string;
  /** the platform config's `dataDir`; `:memory:` keeps every database in memory (tests) */
  dataDir: string;
  /**
   * The schema, one statement per step, in order; steps already applied are skipped (counted in
   * `PRAGMA user_version`), so a store can grow a table without losing what it holds.
   */
  migrations: readonly string[];
}

export function databasePath(location: string, dataDir: string): string {
  if (location === ':memory:' || dataDir === ':memory:') return ':memory:';
  if (location.startsWith('/')) return location;
  return join(dataDir, `${location}.sqlite`);
}

/**
 * Opens (creating when needed) one SQLite database through better-sqlite3: synchronous calls,
 * WAL journal so a reader never blocks the writer, foreign keys on, migrations applied in one
 * transaction. better-sqlite3 12 is pinned: 13 needs Node 22 and crashes on Node 20.
 */
export function openDatabase({
  location,
  dataDir,
  migrations,
}: OpenDatabaseOptions): SqliteDatabase {
  const path = databasePath(location, dataDir);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 2000');
  const applied = Number(db.pragma('user_version', { simple: true }));
  if (applied < migrations.length) {
    db.transaction(() => {
      migrations.slice(applied).forEach((statement) => db.exec(statement));
      db.pragma(`user_version = ${migrations.length}`);
    })();
  }
  return db;
}
