import type { de } from './de';

/** Every message of the branch search: a translation must have them all (French may not). */
export type BranchSearchMessages = Record<keyof typeof de, string>;
