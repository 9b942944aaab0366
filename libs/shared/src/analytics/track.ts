/**
 * Detail of a tracked action: something a visitor did that the site's analytics counts. No
 * personal data: ids of content only.
 */
export interface TrackDetail {
  /** `<domain>.<action>`, e.g. `banksearch.redirect`. */
  action: string;
  [key: string]: string | number | boolean;
}

/** The window event the site's tag manager listens to. Not an event of the internal event bus. */
export const TRACK_EVENT = 'ctb:track';

/**
 * Reports a visitor's action to the site's analytics, if it listens. A failing listener cannot
 * break the caller: the browser reports listener errors instead of throwing them here.
 */
export function track(detail: TrackDetail): void {
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail }));
}
