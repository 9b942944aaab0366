export { clubMemberSchema, type ClubMember } from './club-member';
export { clubSession } from './club-session';
export { CLUB_MEMBER_KEY, PROMO_CODE_KEY } from './club-session-storage';
export { useClubSession } from './use-club-session';
