import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databasePath, openDatabase } from './sqlite-database';

describe('openDatabase', () => {
  const folder = mkdtempSync(join(tmpdir(), 'ctb-sqlite-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps what was written across a reopen and applies only new migrations', () => {
    const file = join(folder, 'codes.sqlite');
    const first = openDatabase({
      location: file,
      dataDir: folder,
      migrations: ['CREATE TABLE codes (code TEXT PRIMARY KEY)'],
    });
    first.prepare('INSERT INTO codes (code) VALUES (?)').run('A-1');
    first.close();

    const second = openDatabase({
      location: file,
      dataDir: folder,
      migrations: [
        'CREATE TABLE codes (code TEXT PRIMARY KEY)',
        'ALTER TABLE codes ADD COLUMN note TEXT',
      ],
    });
    expect(second.prepare('SELECT code, note FROM codes').all()).toEqual([
      { code: 'A-1', note: null },
    ]);
    expect(second.pragma('user_version', { simple: true })).toBe(2);
    second.close();
  });

  it('puts named databases into the data folder', () => {
    expect(databasePath('club', '/repo/.platform-data')).toBe('/repo/.platform-data/club.sqlite');
    expect(databasePath('club', ':memory:')).toBe(':memory:');
    expect(databasePath(':memory:', '/data')).toBe(':memory:');
  });
});
