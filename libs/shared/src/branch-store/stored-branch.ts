import * as v from '@ctb/shared/validation';
import { safeSitePath } from '@ctb/shared/runtime';

/** The visitor's preferred bank branch, as kept in localStorage. */
export const storedBranchSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: v.object({ street: v.string(), postalCode: v.string(), city: v.string() }),
  /** Bankleitzahl: the Austrian bank code; a first digit 5 marks a branch of the group. */
  blz: v.string(),
  /**
   * The branch's site root path, when it has its own site. Storage is writable by any script of
   * the origin: a value that is no site path (`//other.host`, `javascript:`) is dropped and logged,
   * the branch itself kept.
   */
  path: v.optional(
    v.pipe(
      v.string(),
      v.transform((path) => safeSitePath(path, 'branch store: the stored branch path')),
    ),
  ),
});

export type StoredBranch = v.InferOutput<typeof storedBranchSchema>;
