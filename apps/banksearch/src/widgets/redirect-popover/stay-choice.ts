/** sessionStorage key (fixed product prefix) of the site the visitor chose to stay away from. */
export const STAY_KEY = 'ctb.redirectPopover.stay';

// Blocked storage only means the question may come again on the next page.
export function readStayChoice(): string | null {
  try {
    return window.sessionStorage.getItem(STAY_KEY);
  } catch {
    return null;
  }
}

/** Remembers for the session that the visitor stays instead of going to `ownRoot`. */
export function rememberStayChoice(ownRoot: string): void {
  try {
    window.sessionStorage.setItem(STAY_KEY, ownRoot);
  } catch {
    // see readStayChoice
  }
}
