import * as v from '@ctb/shared/validation';
import { STORAGE_PREFIX } from '../branch-store/branch-storage';
import { clubMemberSchema, type ClubMember } from './club-member';

/** sessionStorage keys of the club session (SPEC: session keys clubMember and promocode). */
export const CLUB_MEMBER_KEY = `${STORAGE_PREFIX}clubMember`;
export const PROMO_CODE_KEY = `${STORAGE_PREFIX}promocode`;

// Some browsers throw on the mere access to sessionStorage when storage is blocked.
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored member, or null when there is none, it is unusable or its token ran out. */
export function readMember(now = Date.now()): ClubMember | null {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(CLUB_MEMBER_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const result = v.safeParse(clubMemberSchema, json);
  // Never log the stored value: it holds the access token.
  if (!result.success) {
    console.warn(`[@ctb/shared] club session: "${CLUB_MEMBER_KEY}" is unusable; logged out.`);
    writeMember(null);
    return null;
  }
  if (result.output.expiresAt <= now) {
    writeMember(null);
    return null;
  }
  return result.output;
}

/** Writes the member, or with null removes the member and the promo codes of the session. */
export function writeMember(member: ClubMember | null): void {
  try {
    const target = storage();
    if (!target) throw new DOMException('sessionStorage is not available', 'SecurityError');
    if (member) {
      target.setItem(CLUB_MEMBER_KEY, JSON.stringify(member));
    } else {
      target.removeItem(CLUB_MEMBER_KEY);
      target.removeItem(PROMO_CODE_KEY);
    }
  } catch {
    // Storage full or blocked: the session lives in this page's memory until it is left.
    console.warn('[@ctb/shared] club session: sessionStorage is not available; kept in memory.');
  }
}
