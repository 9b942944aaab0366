import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ChosenLocation } from '../branch-search-request/branch-search-request';
import { PlaceCombobox } from '../combobox/place-combobox';
import { isAbort, isZeroResults } from '../services/branch-service';
import {
  geocodeAddress,
  getDevicePosition,
  resolvePrediction,
  type PlacePrediction,
} from '../services/places-service';
import styles from './branch-search-panel.module.css';
import { FilterSections } from './filter-sections';
import { SearchOutcome, type SearchProblem } from './search-outcome';
import { useBranchFilters } from './use-branch-filters';

/** What the panel asks the branch search for. */
export interface BranchSearchSelection {
  query: string;
  /**
   * null for typed text without maps consent: the consumer then searches the list by the query.
   * The device location is set with and without consent: without a map the consumer searches
   * around it.
   */
  location: ChosenLocation | null;
  filters: string[];
}

export interface BranchSearchPanelProps {
  initialQuery?: string;
  /** The position `initialQuery` names when it was chosen (a place or the device location). */
  initialLocation?: ChosenLocation | null;
  initialFilters?: string[];
  /**
   * Maps consent: without it no predictions and no geocoding; the device location (the browser's
   * own API) stays, labelled "Mein Standort" as its address cannot be looked up.
   */
  mapsAllowed: boolean;
  onSearch(selection: BranchSearchSelection): void;
  onFiltersChange(filters: string[]): void;
  onAbort(): void;
  /** The filter sections opened or closed (abort closes them: "filter hiding"). */
  onFiltersVisibilityChange?(open: boolean): void;
}

/**
 * The search part of the branch search (SPEC "Branch search"): a place box with predictions,
 * submit, abort and "my location" (also without maps consent), the description and collapsible
 * filter sections. The search is active after focus and inactive after abort; abort clears query,
 * filters, predictions and the filter flag and closes the filters.
 */
export function BranchSearchPanel({
  initialQuery = '',
  initialLocation = null,
  initialFilters = [],
  mapsAllowed,
  onSearch,
  onFiltersChange,
  onAbort,
  onFiltersVisibilityChange,
}: BranchSearchPanelProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const ownId = useId();
  const inputId = `${ownId}-query`;
  const descriptionId = `${ownId}-description`;
  const filtersId = `${ownId}-filters`;
  const [query, setQuery] = useState(initialQuery);
  const [filters, setFilters] = useState<string[]>(initialFilters);
  const [active, setActive] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [busy, setBusy] = useState<'locating' | 'searching' | null>(null);
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Each search step gets a number; answers of an older step (or after abort) are ignored.
  const step = useRef(0);
  // The position the box's text names while it is unchanged: searching again without a map (no
  // geocoding) searches there again, not the label as text.
  const chosen = useRef<ChosenLocation | null>(initialLocation);
  const branchFilters = useBranchFilters();

  const showFilters = (open: boolean) => {
    setFiltersOpen(open);
    onFiltersVisibilityChange?.(open);
  };

  const run = async (
    kind: 'locating' | 'searching',
    find: () => Promise<ChosenLocation>,
    problemFor: (error: unknown) => SearchProblem,
    queryOf: (location: ChosenLocation) => string,
  ) => {
    const mine = ++step.current;
    setBusy(kind);
    setProblem(null);
    try {
      const location = await find();
      if (mine !== step.current) return;
      const chosenQuery = queryOf(location);
      chosen.current = { ...location, label: chosenQuery };
      setQuery(chosenQuery);
      onSearch({ query: chosenQuery, location, filters });
    } catch (error) {
      if (mine !== step.current || isAbort(error)) return;
      setProblem(problemFor(error));
    } finally {
      if (mine === step.current) setBusy(null);
    }
  };

  const searchFailure = (searched: string) => (error: unknown) =>
    isZeroResults(error)
      ? { kind: 'noEntries' as const, query: searched }
      : { kind: 'error' as const };

  const choosePrediction = (prediction: PlacePrediction) =>
    void run(
      'searching',
      () => resolvePrediction(prediction),
      searchFailure(prediction.description),
      () => prediction.description,
    );

  const locateDevice = () =>
    void run(
      'locating',
      () =>
        getDevicePosition({
          fallbackLabel: text('banksearch.searchPanel.myLocation'),
          reverseGeocode: mapsAllowed,
        }),
      () => ({ kind: 'location' }),
      (location) => location.label,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = query.trim();
    if (!mapsAllowed) {
      step.current++;
      setProblem(null);
      const location = chosen.current?.label.trim() === typed ? chosen.current : null;
      onSearch({ query: typed, location, filters });
      return;
    }
    if (!typed) return;
    void run(
      'searching',
      () => geocodeAddress(typed),
      searchFailure(typed),
      () => typed,
    );
  };

  const abort = () => {
    step.current++;
    chosen.current = null;
    setQuery('');
    setFilters([]);
    setProblem(null);
    setBusy(null);
    setActive(false);
    showFilters(false);
    submitRef.current?.focus();
    onAbort();
  };

  const toggleFilter = (value: string, checked: boolean) => {
    const next = checked
      ? [...filters.filter((entry) => entry !== value), value]
      : filters.filter((entry) => entry !== value);
    setFilters(next);
    onFiltersChange(next);
  };

  return (
    <form
      role="search"
      aria-label={text('banksearch.searchPanel.label')}
      aria-busy={busy !== null}
      className={[styles.panel, active ? styles.active : ''].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className={styles.label}>
        {text('banksearch.searchPanel.inputLabel')}
      </label>
      <div className={styles.row}>
        <PlaceCombobox
          id={inputId}
          value={query}
          onValueChange={setQuery}
          onSelectPrediction={choosePrediction}
          predictionsEnabled={mapsAllowed}
          placeholder={text('banksearch.searchPanel.placeholder')}
          aria-describedby={descriptionId}
          onFocus={() => setActive(true)}
        />
        {active && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={text('banksearch.searchPanel.abort')}
            onClick={abort}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button ref={submitRef} type="submit" className={styles.primaryButton}>
          {text('banksearch.searchPanel.submit')}
        </button>
      </div>
      <p id={descriptionId} className={styles.description}>
        {text('banksearch.searchPanel.description')}
      </p>
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.locationButton}
          onClick={locateDevice}
          disabled={busy === 'locating'}
        >
          <span aria-hidden="true" className={styles.locationIcon} />
          {text('banksearch.searchPanel.myLocation')}
        </button>
        {!branchFilters.error && (
          <button
            type="button"
            className={styles.secondaryButton}
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? filtersId : undefined}
            onClick={() => showFilters(!filtersOpen)}
          >
            {filters.length > 0
              ? intl.formatMessage(
                  { id: 'banksearch.searchPanel.filtersWithCount' },
                  { count: filters.length },
                )
              : text('banksearch.searchPanel.filters')}
          </button>
        )}
      </div>
      <p className={styles.status} role="status">
        {busy === 'locating' ? text('banksearch.searchPanel.locating') : ''}
      </p>
      <SearchOutcome problem={problem} />
      {filtersOpen && branchFilters.data && (
        <FilterSections
          id={filtersId}
          sections={branchFilters.data}
          selected={filters}
          onToggle={toggleFilter}
          onClose={() => showFilters(false)}
        />
      )}
    </form>
  );
}
