import { useSharedState } from '@ctb/shared/state';
import type { ClubMember } from './club-member';
import { clubSession } from './club-session';

/** The logged-in club member or null; re-renders on login and logout, also from other tabs. */
export function useClubSession(): ClubMember | null {
  return useSharedState(clubSession);
}
