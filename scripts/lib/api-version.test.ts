import {
  bumpLevel,
  bumpSuffices,
  historyProblems,
  parseHistory,
  surfaceChange,
  surfaceHash,
} from './api-version.mjs';

// The version rules of libs/shared's API report: what a change of the exports asks of the version.
const before = [
  '- `fetchJson` (value): `(url: string) => Promise<unknown>`',
  '- `track` (value): `() => void`',
];

describe('the libs/shared API version rules', () => {
  it('asks for a major version when an export is removed or its type changes', () => {
    expect(surfaceChange(before, [before[0]!])).toMatchObject({
      removed: ['track'],
      required: 'major',
    });
    const changed = [before[0]!, '- `track` (value): `(name: string) => void`'];
    expect(surfaceChange(before, changed)).toMatchObject({ changed: ['track'], required: 'major' });
  });

  it('asks for a minor version when exports are only added, and none when nothing changed', () => {
    const added = [...before, '- `Combobox` (value): `() => Element`'];
    expect(surfaceChange(before, added)).toMatchObject({ added: ['Combobox'], required: 'minor' });
    expect(surfaceChange(before, [...before]).required).toBe('none');
  });

  it('accepts a bump only as large as the change needs, never a lower version', () => {
    expect(bumpLevel('1.2.3', '2.0.0')).toBe('major');
    expect(bumpLevel('1.2.3', '1.3.0')).toBe('minor');
    expect(bumpLevel('1.2.3', '1.2.4')).toBe('patch');
    expect(bumpLevel('1.2.3', '1.2.3')).toBe('none');
    expect(bumpLevel('1.2.3', '1.1.9')).toBe('lower');
    expect(bumpSuffices('1.2.3', '1.3.0', 'major')).toBe(false);
    expect(bumpSuffices('1.2.3', '2.0.0', 'major')).toBe(true);
    expect(bumpSuffices('1.2.3', '1.3.0', 'minor')).toBe(true);
    expect(bumpSuffices('1.2.3', '1.2.4', 'minor')).toBe(false);
    expect(bumpSuffices('1.2.3', '1.2.4', 'none')).toBe(true);
  });

  it('reads the recorded versions and refuses one that does not rise', () => {
    const report = [
      '## Exports',
      '',
      '- `track` (value): `() => void`',
      '',
      '## Versions',
      '',
      '- 0.1.0 `5e7724f98033a38d` first report',
      '- 1.0.0 `2823a20ade0523ca` removed resetConsentForTests',
      '- 1.0.0 `0123456789abcdef` added track',
      '',
    ].join('\n');
    const history = parseHistory(report);
    expect(history.map((entry) => entry.version)).toEqual(['0.1.0', '1.0.0', '1.0.0']);
    expect(historyProblems(history)).toEqual(['version 1.0.0 does not follow 1.0.0']);
    expect(historyProblems(history.slice(0, 2))).toEqual([]);
  });

  it('hashes a surface so that any change of a line changes the hash', () => {
    expect(surfaceHash(before)).toMatch(/^[0-9a-f]{16}$/);
    expect(surfaceHash(before)).toBe(surfaceHash([...before]));
    expect(surfaceHash([before[0]!, `${before[1]!} `])).not.toBe(surfaceHash(before));
  });
});
