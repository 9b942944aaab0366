import * as v from '@ctb/shared/validation';

/**
 * The logged-in club member (SPEC "Club member session", key clubMember): the membership flag,
 * the member's access token for the club services, the first name the login button shows, and
 * when the token runs out (ms since epoch).
 */
export const clubMemberSchema = v.object({
  clubMember: v.boolean(),
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  firstName: v.string(),
  expiresAt: v.number(),
});

export type ClubMember = v.InferOutput<typeof clubMemberSchema>;
