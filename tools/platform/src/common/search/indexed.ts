/** An answer entry with the platform-side data used for filtering; the index is never answered. */
export interface Indexed<T> {
  item: T;
  /** site path the item lives under, for `path` / `pathFilters` */
  path: string;
  /** facet values by filter key, e.g. { category: ['sparen'] } */
  facets: Record<string, string[]>;
}
