// TEMPORARY stand-in for H1's BranchSearchPanel (same props) until it is committed.
import { useState } from 'react';
import type { ChosenLocation } from '../../branch-search-request/branch-search-request';

export interface SearchSelection {
  query: string;
  location: ChosenLocation | null;
  filters: string[];
}

export interface InterimPanelProps {
  initialQuery?: string;
  initialFilters?: string[];
  mapsAllowed: boolean;
  onSearch: (selection: SearchSelection) => void;
  onFiltersChange: (filters: string[]) => void;
  onAbort: () => void;
}

export function BranchSearchPanel({
  initialQuery = '',
  initialFilters = [],
  onSearch,
  onAbort,
}: InterimPanelProps) {
  const [query, setQuery] = useState(initialQuery);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ query, location: null, filters: initialFilters });
      }}
    >
      <label>
        Ort, PLZ oder Adresse
        <input value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <button type="submit">Suchen</button>
      <button
        type="button"
        onClick={() => {
          setQuery('');
          onAbort();
        }}
      >
        Abbrechen
      </button>
    </form>
  );
}
