import * as v from 'valibot';

/** The visitor's preferred bank branch, as kept in localStorage. */
export const storedBranchSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: v.object({ street: v.string(), postalCode: v.string(), city: v.string() }),
  /** Bankleitzahl: the Austrian bank code; a first digit 5 marks a branch of the group. */
  blz: v.string(),
  /** The branch's site root path, when it has its own site. */
  path: v.optional(v.string()),
});

export type StoredBranch = v.InferOutput<typeof storedBranchSchema>;
