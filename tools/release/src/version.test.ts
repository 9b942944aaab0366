import { versionOfLine } from './remotes-file';
import { assertVersion, nextReleaseVersion } from './version';

describe('release versions', () => {
  it('are the package version and the commit, numbered when the commit was released before', () => {
    const taken = new Set(['0.1.0-abc1234', '0.1.0-abc1234-2']);
    expect(nextReleaseVersion('0.1.0', 'def5678', (v) => taken.has(v))).toBe('0.1.0-def5678');
    expect(nextReleaseVersion('0.1.0', 'abc1234', (v) => taken.has(v))).toBe('0.1.0-abc1234-3');
  });

  it('never name a path outside the release folder', () => {
    expect(() => assertVersion('0.1.0-abc1234')).not.toThrow();
    for (const bad of ['..', '../x', 'a/b', '', '.hidden', 'a b']) {
      expect(() => assertVersion(bad)).toThrow('is not a release version');
    }
  });

  it('are read back from a remotes-file line', () => {
    expect(versionOfLine('http://localhost:8103/releases/0.1.0-abc1234/mf-manifest.json')).toBe(
      '0.1.0-abc1234',
    );
    expect(versionOfLine('http://localhost:8103/mf-manifest.json')).toBeUndefined();
  });
});
