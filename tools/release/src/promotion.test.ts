import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readHistory } from './history';
import type { ReleasePaths } from './paths';
import { promote, rollback } from './promotion';
import {
  manifestFixture,
  releaseFixture,
  SHELL_SINGLETONS,
  workspaceFixture,
} from './testing/release-fixtures';

const A = '0.1.0-abc1234';
const B = '0.1.0-abc1234-2';
const dist = 'http://localhost:8103/mf-manifest.json';
const lineOf = (version: string) => `http://localhost:8103/releases/${version}/mf-manifest.json`;
const options = { singletons: SHELL_SINGLETONS, now: () => new Date('2026-11-25T10:00:00Z') };

let paths: ReleasePaths;
const remotes = () => JSON.parse(readFileSync(paths.remotesFile, 'utf8')) as Record<string, string>;

beforeEach(() => {
  paths = workspaceFixture();
  releaseFixture(paths, 'calculators', A);
  releaseFixture(paths, 'calculators', B);
});
afterEach(() => rmSync(paths.repoRoot, { recursive: true, force: true }));

describe('promote', () => {
  it("points only the domain's line at the release and records it in the history", () => {
    const change = promote(paths, 'calculators', A, options);
    expect(change).toEqual({ domain: 'calculators', from: dist, to: lineOf(A), version: A });
    expect(remotes()).toEqual({
      calculators: lineOf(A),
      lists: 'http://localhost:8101/mf-manifest.json',
    });
    expect(readHistory(paths.historyFile)).toEqual([
      expect.objectContaining({
        at: '2026-11-25T10:00:00.000Z',
        action: 'promote',
        domain: 'calculators',
        from: dist,
        to: lineOf(A),
        version: A,
      }),
    ]);
  });

  it('leaves no temporary file or lock behind', () => {
    promote(paths, 'calculators', A, options);
    expect(readdirSync(paths.releasesDir).sort()).toEqual([
      'calculators',
      'history.json',
      'remotes.json',
    ]);
  });

  it('keeps the origin of a line that points elsewhere (a CDN)', () => {
    writeFileSync(
      paths.remotesFile,
      JSON.stringify({ calculators: 'https://cdn.example.at/calculators/mf-manifest.json' }),
    );
    expect(promote(paths, 'calculators', A, options).to).toBe(
      `https://cdn.example.at/releases/${A}/mf-manifest.json`,
    );
  });

  it('refuses a release that would load a second React, and changes nothing', () => {
    const manifest = manifestFixture('0.2.0-def5678');
    manifest.shared[0] = { ...manifest.shared[0]!, version: '18.3.1', requiredVersion: '^18.3.1' };
    releaseFixture(paths, 'calculators', '0.2.0-def5678', manifest);
    expect(() => promote(paths, 'calculators', '0.2.0-def5678', options)).toThrow(
      /refusing to promote calculators 0\.2\.0-def5678:\n {2}- react 18\.3\.1 is outside the shell's range \^19\.2\.0[^\n]*\n {2}- react requires \^18\.3\.1, which the shell's react 19\.3\.1 does not satisfy: the page would load a second React/,
    );
    expect(existsSync(paths.remotesFile)).toBe(false);
    expect(readHistory(paths.historyFile)).toEqual([]);
  });

  it('names the releases there are when the version does not exist', () => {
    expect(() => promote(paths, 'calculators', '9.9.9', options)).toThrow(
      `no release 9.9.9 of calculators in ${join(paths.releasesDir, 'calculators')} (there are: ${A}, ${B})`,
    );
  });

  it('rejects an unknown domain and a version that is no folder name', () => {
    expect(() => promote(paths, 'weather', A, options)).toThrow(
      'unknown domain "weather": expected one of calculators, lists',
    );
    expect(() => promote(paths, 'calculators', '../lists', options)).toThrow(
      '"../lists" is not a release version',
    );
  });

  it('refuses to run while another promotion holds the lock', () => {
    promote(paths, 'calculators', A, options);
    writeFileSync(join(paths.releasesDir, '.lock'), '4242');
    expect(() => promote(paths, 'calculators', B, options)).toThrow(
      'another promote or rollback is running',
    );
    expect(remotes().calculators).toBe(lineOf(A));
  });
});

describe('rollback', () => {
  it('returns the line to the previous release, then to the dist, then says there is nothing left', () => {
    promote(paths, 'calculators', A, options);
    promote(paths, 'calculators', B, options);
    expect(rollback(paths, 'calculators', options)).toEqual({
      domain: 'calculators',
      from: lineOf(B),
      to: lineOf(A),
      version: A,
    });
    expect(remotes().calculators).toBe(lineOf(A));
    expect(rollback(paths, 'calculators', options).to).toBe(dist);
    expect(remotes().calculators).toBe(dist);
    expect(() => rollback(paths, 'calculators', options)).toThrow(
      'calculators has no promotion to roll back',
    );
    expect(readHistory(paths.historyFile).map((entry) => entry.action)).toEqual([
      'promote',
      'promote',
      'rollback',
      'rollback',
    ]);
  });

  it('after a rollback, a new promotion is rolled back to where the rollback left the line', () => {
    promote(paths, 'calculators', A, options);
    promote(paths, 'calculators', B, options);
    rollback(paths, 'calculators', options);
    promote(paths, 'calculators', B, options);
    expect(rollback(paths, 'calculators', options).to).toBe(lineOf(A));
  });

  it('refuses when the line was changed by hand since the last promotion', () => {
    promote(paths, 'calculators', A, options);
    writeFileSync(paths.remotesFile, JSON.stringify({ ...remotes(), calculators: dist }));
    expect(() => rollback(paths, 'calculators', options)).toThrow(
      `the calculators line of ${paths.remotesFile} is ${dist}, not ${lineOf(A)} as its last promotion left it`,
    );
  });

  it('keeps the domains apart: rolling back one leaves the other where it is', () => {
    releaseFixture(paths, 'lists', A);
    promote(paths, 'calculators', A, options);
    promote(paths, 'lists', A, options);
    rollback(paths, 'calculators', options);
    expect(remotes()).toEqual({
      calculators: dist,
      lists: `http://localhost:8101/releases/${A}/mf-manifest.json`,
    });
  });
});
