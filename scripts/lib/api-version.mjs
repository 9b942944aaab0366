// The version rules of libs/shared's API report (scripts/api-report.mjs): the report records the
// package version it describes, a hash of the export surface, and every version with its surface,
// so a change of the surface without a new version of @ctb/shared fails the check.
import { createHash } from 'node:crypto';

export const surfaceHash = (lines) =>
  createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

export function parseVersion(text) {
  const match = SEMVER.exec(text ?? '');
  if (!match) throw new Error(`"${text}" is not a version of the form major.minor.patch`);
  return match.slice(1).map(Number);
}

/** 'major' | 'minor' | 'patch' | 'none' from one version to the next; 'lower' when it went back. */
export function bumpLevel(from, to) {
  const [a, b] = [parseVersion(from), parseVersion(to)];
  for (const [index, level] of ['major', 'minor', 'patch'].entries()) {
    if (b[index] > a[index]) return level;
    if (b[index] < a[index]) return 'lower';
  }
  return 'none';
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3 };

/** An export line's name: "- `name` (kind): `type`". */
const exportName = (line) => /^- `([^`]+)`/.exec(line)?.[1] ?? line;

/**
 * What changed between two surfaces, and the least version bump it needs: removing or changing an
 * export breaks the apps built against it (major), adding one is a new feature (minor).
 */
export function surfaceChange(before, after) {
  const byName = (lines) => new Map(lines.map((line) => [exportName(line), line]));
  const [old, now] = [byName(before), byName(after)];
  const removed = [...old.keys()].filter((name) => !now.has(name));
  const added = [...now.keys()].filter((name) => !old.has(name));
  const changed = [...now.keys()].filter(
    (name) => old.has(name) && old.get(name) !== now.get(name),
  );
  const required = removed.length || changed.length ? 'major' : added.length ? 'minor' : 'none';
  return { removed, added, changed, required };
}

export function describeChange({ removed, added, changed }) {
  const parts = [
    removed.length && `removed ${removed.join(', ')}`,
    changed.length && `changed ${changed.join(', ')}`,
    added.length && `added ${added.join(', ')}`,
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'no change of the exports';
}

/** Whether going from `from` to `to` is enough for a change that requires `required`. */
export const bumpSuffices = (from, to, required) => {
  const level = bumpLevel(from, to);
  return level !== 'lower' && RANK[level] >= RANK[required];
};

/** The version history of a report: "- 1.2.0 `hash` summary" lines under "## Versions". */
export function parseHistory(report) {
  const section = report.split('\n## Versions\n')[1] ?? '';
  return section
    .split('\n')
    .map((line) => /^- (\S+) `([0-9a-f]+)`(?: (.*))?$/.exec(line))
    .filter(Boolean)
    .map(([, version, hash, summary]) => ({ version, hash, summary: summary ?? '' }));
}

/** Problems of a recorded history: versions must rise, each with one surface. */
export function historyProblems(history) {
  const problems = [];
  history.forEach((entry, index) => {
    parseVersion(entry.version);
    const previous = history[index - 1];
    if (previous && bumpLevel(previous.version, entry.version) in { none: 1, lower: 1 }) {
      problems.push(`version ${entry.version} does not follow ${previous.version}`);
    }
  });
  return problems;
}
