import * as v from '@ctb/shared/validation';
import { guardSingleton } from '../singleton/guard-singleton';
import { sharedState } from '@ctb/shared/state';
import { clubMemberSchema, type ClubMember } from './club-member';
import { readMember, writeMember } from './club-session-storage';

guardSingleton('club session');

const CHANNEL = 'ctb.clubSession';

const messageSchema = v.variant('type', [
  v.object({ type: v.literal('login'), member: clubMemberSchema }),
  v.object({ type: v.literal('logout') }),
]);

const member = sharedState<ClubMember | null>(() => {
  startListening();
  const stored = readMember();
  scheduleExpiry(stored);
  return stored;
});

let channel: BroadcastChannel | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function startListening(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  // Other tabs of this site (and a second copy of this library on the page) tell of logins and
  // logouts here; sessionStorage alone is per tab.
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const result = v.safeParse(messageSchema, event.data);
    if (!result.success) return;
    apply(result.output.type === 'login' ? result.output.member : null);
  };
}

function apply(next: ClubMember | null): void {
  writeMember(next);
  member.set(next);
  scheduleExpiry(next);
}

// A token that runs out logs the member out, as the club services would refuse it anyway.
function scheduleExpiry(next: ClubMember | null): void {
  clearTimeout(expiryTimer);
  if (!next) return;
  const left = next.expiresAt - Date.now();
  if (left > 0 && left < 2 ** 31) expiryTimer = setTimeout(() => clubSession.clear(), left);
}

function announce(next: ClubMember | null): void {
  startListening();
  channel?.postMessage(next ? { type: 'login', member: next } : { type: 'logout' });
}

/**
 * The club member of this browser session (sessionStorage `ctb.clubMember`), shared by every
 * widget on the page (the club page, its login button, the header) and followed across the
 * site's tabs. The access token is kept nowhere else: never in localStorage, a cookie or a URL.
 */
export const clubSession = {
  get(): ClubMember | null {
    // Pure (React reads it while rendering): the expiry timer does the logging out.
    const current = member.get();
    return current && current.expiresAt > Date.now() ? current : null;
  },
  /** After a login: stores the member and tells the other tabs. */
  store(next: ClubMember): void {
    apply(next);
    announce(next);
  },
  /** Logout: removes the member and the session's promo codes, here and in the other tabs. */
  clear(): void {
    apply(null);
    announce(null);
  },
  subscribe(listener: (value: ClubMember | null) => void): () => void {
    startListening();
    return member.subscribe(listener);
  },
};

/** Tests only: forget the in-memory member and close the channel. */
export function resetClubSessionForTests(): void {
  clearTimeout(expiryTimer);
  channel?.close();
  channel = undefined;
  member.reset();
}
