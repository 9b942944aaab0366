import type { Indexed } from './indexed';

/** SPEC section 3 "Filter". */
export interface Filter {
  type: 'selectionList' | 'bankFilter' | 'dropdown' | 'tag' | 'date';
  id: string;
  name: string;
  label: string;
  longLabel: string;
  value: string;
  isArray: boolean;
  options: { name: string; label: string; size: number }[];
}

/** Selected values per facet key; an empty or missing list means "all". */
export type Selection = Record<string, string[]>;

/** OR within one key, AND across keys; `skipKey` leaves that key out (for its own counts). */
export function matchesSelection<T>(
  entry: Indexed<T>,
  selection: Selection,
  skipKey?: string,
): boolean {
  return Object.entries(selection).every(([key, values]) => {
    if (key === skipKey || values.length === 0) return true;
    const own = entry.facets[key] ?? [];
    return values.some((value) => own.includes(value));
  });
}

export interface FacetDefinition {
  key: string;
  type: Filter['type'];
  label: string;
  longLabel: string;
  isArray: boolean;
  /** option label for a facet value (default: the value itself) */
  optionLabel?: (value: string) => string;
}

/**
 * A filter with an option per value found in `universe` (so options never vanish), each sized as
 * a faceted search does: the number of `matching` entries (query, path, dates and every other
 * filter applied) that carry that value, ignoring the filter's own selection.
 */
export function facetFilter<T>(
  definition: FacetDefinition,
  universe: readonly Indexed<T>[],
  matching: readonly Indexed<T>[],
  selection: Selection,
): Filter {
  const { key } = definition;
  const values = [...new Set(universe.flatMap((entry) => entry.facets[key] ?? []))].sort((a, b) =>
    a.localeCompare(b, 'de'),
  );
  const counted = matching.filter((entry) => matchesSelection(entry, selection, key));
  const options = values.map((value) => ({
    name: value,
    label: definition.optionLabel?.(value) ?? value,
    size: counted.filter((entry) => (entry.facets[key] ?? []).includes(value)).length,
  }));
  return {
    type: definition.type,
    id: key,
    name: key,
    label: definition.label,
    longLabel: definition.longLabel,
    value: (selection[key] ?? []).join(','),
    isArray: definition.isArray,
    options,
  };
}
