/** A release version: `<package version>-<git short sha>`, then `-2`, `-3` … when that is taken. */
export function nextReleaseVersion(
  packageVersion: string,
  shortSha: string,
  isTaken: (version: string) => boolean,
): string {
  const base = `${packageVersion}-${shortSha}`;
  if (!isTaken(base)) return base;
  for (let n = 2; n < 1000; n += 1) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
  throw new Error(`more than 999 releases of ${base}: commit before releasing again`);
}

/** Versions are folder names and URL segments: nothing that could climb out of releases/. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

export function assertVersion(version: string): void {
  if (!VERSION_PATTERN.test(version) || version.includes('..')) {
    throw new Error(
      `"${version}" is not a release version (letters, digits, ".", "-", "_", "+"; e.g. 0.1.0-3f9a2c1)`,
    );
  }
}
