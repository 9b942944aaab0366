import { guardSingleton } from '../singleton/guard-singleton';
import { sharedState } from '@ctb/shared/state';
import { isConsentCategory, type ConsentCategory } from './consent-category';
import {
  isConsentVersion,
  readConsentCookie,
  readDecisionCookie,
  writeConsentCookie,
  writeDecisionCookie,
  type ConsentDecision,
} from './consent-cookie';

guardSingleton('consent store');

/** The channel on which a tab announces that it changed the consent cookies. */
export const CONSENT_CHANNEL = 'ctb.consent';

/** The granted categories; `useConsent` follows it. */
export const granted = sharedState<ReadonlySet<ConsentCategory>>(() => {
  startListening();
  return readConsentCookie();
});

/** The visitor's last decision in the cookie banner; `useConsentDecision` follows it. */
export const decision = sharedState<ConsentDecision | null>(() => {
  startListening();
  return readDecisionCookie();
});

const sameCategories = (a: ReadonlySet<ConsentCategory>, b: ReadonlySet<ConsentCategory>) =>
  a.size === b.size && [...a].every((category) => b.has(category));

const sameDecision = (a: ConsentDecision | null, b: ConsentDecision | null) =>
  a?.version === b?.version && a?.decidedAt === b?.decidedAt;

let channel: BroadcastChannel | undefined;

function startListening(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  // Another tab of the site changed the cookies (which have no change event): read them again.
  channel = new BroadcastChannel(CONSENT_CHANNEL);
  // Node (server rendering, tests) would otherwise stay alive for the channel.
  (channel as { unref?: () => void }).unref?.();
  // A page being torn down (or a finished test's document) has nothing left to update.
  channel.onmessage = () => {
    if (typeof document !== 'undefined') takeOverAnnouncedCookies();
  };
}

/** Whether this page's copy changed to what the cookies hold now. */
function takeOverCookies(): boolean {
  let changed = false;
  const categories = readConsentCookie();
  if (!sameCategories(categories, granted.get())) {
    granted.set(categories);
    changed = true;
  }
  const recorded = readDecisionCookie();
  if (!sameDecision(recorded, decision.get())) {
    decision.set(recorded);
    changed = true;
  }
  return changed;
}

/** How often, and how far apart, a tab looks again for the cookies another tab announced. */
export const ANNOUNCED_COOKIE_CHECKS = { times: 10, everyMs: 50 };

/**
 * Another tab's cookie write can reach this tab's `document.cookie` a moment after its message
 * (Chromium hands cookies to each tab's process on its own): look again a few times until the
 * announced change is there.
 */
function takeOverAnnouncedCookies(checked = 0): void {
  if (takeOverCookies() || checked >= ANNOUNCED_COOKIE_CHECKS.times) return;
  setTimeout(() => takeOverAnnouncedCookies(checked + 1), ANNOUNCED_COOKIE_CHECKS.everyMs);
}

function announce(): void {
  startListening();
  channel?.postMessage({ type: 'changed' });
}

function change(category: ConsentCategory, grant: boolean): void {
  // The cookie, not this page's copy, is the base: another tab may have changed it meanwhile.
  const categories = readConsentCookie();
  if (grant) categories.add(category);
  else categories.delete(category);
  writeConsentCookie(categories);
  if (!sameCategories(categories, granted.get())) granted.set(categories);
  announce();
}

// Also when the visitor returns to this tab (a browser without BroadcastChannel, a tab that slept).
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') takeOverCookies();
});

/** The visitor's cookie-banner consent, kept in the `ctb_consent` cookie. */
export const consentStore = {
  has(category: ConsentCategory): boolean {
    return granted.get().has(category);
  },
  grant(category: ConsentCategory): void {
    change(category, true);
  },
  revoke(category: ConsentCategory): void {
    change(category, false);
  },
  /**
   * The visitor decided in the cookie banner (version `version` of its texts): exactly
   * `categories` are granted from now on, and the decision is recorded with its time.
   */
  decide(categories: Iterable<ConsentCategory>, version: string): void {
    if (!isConsentVersion(version)) throw new Error(`Invalid consent version "${version}"`);
    const chosen = new Set([...categories].filter(isConsentCategory));
    const recorded = { version, decidedAt: new Date().toISOString() };
    writeConsentCookie(chosen);
    writeDecisionCookie(recorded);
    if (!sameCategories(chosen, granted.get())) granted.set(chosen);
    decision.set(recorded);
    announce();
  },
  /** The last decision in the banner (`ctb_consent_record`), or null before the first. */
  decision(): ConsentDecision | null {
    return decision.get();
  },
  /** Calls `listener` with the granted categories after every change; returns the unsubscribe function. */
  subscribe(listener: (categories: ReadonlySet<ConsentCategory>) => void): () => void {
    return granted.subscribe(listener);
  },
};

/** Tests only: closes the channel and forgets what was read. */
export function resetConsentForTests(): void {
  channel?.close();
  channel = undefined;
  granted.reset();
  decision.reset();
}
