import type { ConsentCategory } from '@ctb/shared/consent';

/** The categories the banner offers besides the necessary cookies, and what each grants. */
export const BANNER_CATEGORIES = [
  { id: 'statistics', grants: ['statistics'] },
  { id: 'marketing', grants: ['marketing'] },
  // Maps and video platforms are one choice for the visitor: both are external media.
  { id: 'externalMedia', grants: ['maps', 'video'] },
] as const satisfies readonly { id: string; grants: readonly ConsentCategory[] }[];

export type BannerCategory = (typeof BANNER_CATEGORIES)[number]['id'];

export const ALL_BANNER_CATEGORIES: readonly BannerCategory[] = BANNER_CATEGORIES.map(
  (category) => category.id,
);

/** The consent categories the chosen banner categories grant. */
export const grantsOf = (chosen: Iterable<BannerCategory>): ConsentCategory[] => {
  const ids = new Set(chosen);
  return BANNER_CATEGORIES.flatMap((category) => (ids.has(category.id) ? category.grants : []));
};

/** The banner categories the visitor holds now (all of a category's grants). */
export const heldCategories = (has: (category: ConsentCategory) => boolean): BannerCategory[] =>
  BANNER_CATEGORIES.filter((category) => category.grants.every(has)).map((category) => category.id);
