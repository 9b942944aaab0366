/**
 * Origins the shell's Trusted Types default policy lets scripts load from: the remotes file's
 * origins, added once it is read, and Google's maps origin (its loader and the maps API set their
 * script URLs as plain strings); besides, single URLs of scripts the shell writes itself.
 */
export const GOOGLE_MAPS_ORIGIN = 'https://maps.googleapis.com';

export function createScriptOrigins() {
  const origins = new Set<string>([GOOGLE_MAPS_ORIGIN]);
  const exactUrls = new Set<string>();
  return {
    /** Adds the origin of each manifest or entry URL of the remotes file. */
    allowRemotes(urls: Iterable<string>): void {
      for (const url of urls) origins.add(new URL(url).origin);
    },
    /** Adds one exact URL: a worker script the shell wrote itself (a blob: URL). */
    allowUrl(url: string): void {
      exactUrls.add(url);
    },
    /** Whether a script may load from `url` (resolved against the page). */
    allows(url: string): boolean {
      if (exactUrls.has(url)) return true;
      try {
        const parsed = new URL(url, document.baseURI);
        return (
          (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
          origins.has(parsed.origin)
        );
      } catch {
        return false;
      }
    },
  };
}

export type ScriptOrigins = ReturnType<typeof createScriptOrigins>;
