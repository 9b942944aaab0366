/** Entry files the shell and the federation runtime must always revalidate. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'shell.js']);

/** webpack's `[name].[contenthash].js` and the like: a hex hash of 8 or more as a name segment. */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control for a file an app server sends: entries no-cache (a release changes only them),
 * content-hashed chunks cached for a year, anything else revalidated to be safe.
 */
export function cacheControlFor(fileName: string): string {
  const base = fileName.split('/').pop() ?? fileName;
  if (ENTRY_FILES.has(base)) return NO_CACHE;
  return CONTENT_HASH.test(base) ? IMMUTABLE : NO_CACHE;
}
