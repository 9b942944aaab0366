/** `?ctb-override=<domain>=<manifest URL>` (repeatable; an empty URL drops that domain's). */
export const OVERRIDE_PARAM = 'ctb-override';
/** Overrides set through the query stay here, so they survive navigation (as import-map-overrides). */
export const OVERRIDE_STORAGE_KEY = 'ctb-remote-overrides';

export type OverrideStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Access refused (sandboxed frame, privacy settings).
  }
}

/**
 * Whether the page asks for remote overrides at all (the query parameter, or overrides stored by
 * an earlier page): only then does the shell load their code (shell-overrides.js), which a
 * visitor's page never needs.
 */
export function overridesRequested(href: string, storage: OverrideStorage | undefined): boolean {
  if (new URL(href).searchParams.has(OVERRIDE_PARAM)) return true;
  try {
    return Boolean(storage?.getItem(OVERRIDE_STORAGE_KEY));
  } catch {
    return false; // Storage blocked: only the query could ask.
  }
}
