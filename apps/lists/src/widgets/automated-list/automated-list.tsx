import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { logWidgetError, usePageConfig } from '@ctb/shared/runtime';
import { useStoredBranch } from '@ctb/shared/branch-store';
import { useNearViewport } from '../../common/use-near-viewport';
import { DATE_FILTER_ID, useListPages, type ListQuery } from './api';
import styles from './automated-list.module.css';
import type { AutomatedListConfig } from './config-schema';
import type { ListFilter } from './filters/filter-control-props';
import type { ItemLayoutSettings } from './items/item-layout-props';
import { ListFilters } from './list-filters';
import {
  readListHistory,
  sameQuery,
  sameState,
  useHistoryRestore,
  writeListHistory,
} from './list-history';
import { ListItems } from './list-items';
import { ListSearch } from './list-search';
import { canAutoLoad, useAutoLoad } from './use-auto-load';
import { useDebouncedCallback } from './use-debounced-callback';
import { useListEvents } from './use-list-events';

export const WIDGET_ID = 'lists/automated-list';
const SEARCH_DEBOUNCE_MS = 200;

interface ListState extends ListQuery {
  /** Bumped to fetch again from the first item even if the query is unchanged. */
  generation: number;
  /** Pages to load at once: more than 1 only when history restores a list. */
  startPages: number;
  /** The stored branch's site path, for a list that follows the visitor's bank (SPEC 4). */
  branchPath: string | undefined;
}

function initialState(config: AutomatedListConfig, branchPath: string | undefined): ListState {
  const restored = config.history ? readListHistory(config.id) : undefined;
  return {
    term: restored?.term ?? '',
    filters: restored?.filters ?? {},
    startPages: restored?.pages ?? 1,
    generation: 0,
    branchPath,
  };
}

/** The URL holds a search, filter or loaded pages of this list (opened, reloaded or restored). */
const inUrl = (state: ListState) =>
  state.term !== '' || Object.keys(state.filters).length > 0 || state.startPages > 1;

export function AutomatedList({ config }: { config: AutomatedListConfig }) {
  const intl = useIntl();
  const { language, currentPagePath } = usePageConfig();
  const [storedBranch] = useStoredBranch();
  const followedBranch = config.reloadOnBranchChange ? storedBranch : null;
  const [state, setState] = useState(() => initialState(config, followedBranch?.path));
  const [termInput, setTermInput] = useState(state.term);
  // Loads started by scrolling since the last new search; afterwards the button takes over.
  const [autoLoads, setAutoLoads] = useState(0);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);

  const query = useMemo(
    () => ({ term: state.term, filters: state.filters, generation: state.generation }),
    [state.term, state.filters, state.generation],
  );
  const context = useMemo(
    () => ({ pagePath: currentPagePath, branchPath: state.branchPath }),
    [currentPagePath, state.branchPath],
  );
  const Heading = `h${config.headingLevel}` as const;
  const headingId = `${config.id}-heading`;
  // A list below the fold asks for its items and renders them when it comes near the viewport
  // (until then it shows its search box and 'loading' in the space the page reserved for it);
  // at once when the page's hash names its heading or the URL holds its state.
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, {
    anchorId: config.title ? headingId : undefined,
    immediate: inUrl(state),
  });
  const [startedFar] = useState(!near);
  const answer = useListPages(config, query, context, state.startPages, !near);
  const { error, isValidating, size, setSize } = answer;
  // An answer arrives as a synchronous update (swr's store): rendering its items there would be
  // one long task per list. Deferred, React renders them in slices between other work (and the
  // list shows its previous state for those few milliseconds).
  const data = useDeferredValue(answer.data);

  const startOver = useCallback((next: Partial<ListState>) => {
    setState((current) => ({ ...current, startPages: 1, ...next }));
    setAutoLoads(0);
    setFirstNewIndex(null);
  }, []);

  const searchAfterPause = useDebouncedCallback((term: string) => {
    if (term.trim() !== state.term.trim()) startOver({ term });
  }, SEARCH_DEBOUNCE_MS);

  useListEvents(
    () => {
      searchAfterPause.cancel();
      setTermInput('');
      startOver({ term: '', filters: {}, generation: state.generation + 1 });
    },
    // One reload from the first item with the new branch's site.
    (branch) => startOver({ generation: state.generation + 1, branchPath: branch?.path }),
    followedBranch,
  );

  useHistoryRestore(config.id, config.history, (restored) => {
    // Another list's entry: this list's part of the URL did not change.
    if (sameState(restored, { term: state.term, filters: state.filters, pages: size })) return;
    searchAfterPause.cancel();
    setTermInput(restored.term);
    startOver({ term: restored.term, filters: restored.filters, startPages: restored.pages });
  });

  const pages = useMemo(() => data ?? [], [data]);
  const items = useMemo(() => pages.flatMap((page) => page.items), [pages]);
  const total = pages.at(-1)?.total ?? 0;
  // A failed load ends loading (SPEC section 8) until the visitor tries again.
  const failed = error !== undefined && !isValidating;
  const loading = !failed && (data === undefined || pages.length < size);
  const hasMore = !loading && items.length < total;
  // Loading more failed: the button asks for the missing page again.
  const moreFailed = failed && pages.length > 0 && pages.length < size;

  useEffect(() => {
    if (error) logWidgetError(WIDGET_ID, `the ${config.listType} list could not be loaded`, error);
  }, [error, config.listType]);

  // A new search or filter is a new history entry. The URL may already hold it (opened or
  // reloaded with the list's state, or back/forward restored it): then the current entry stays,
  // with its loaded page count, and no duplicate entry is pushed.
  useEffect(() => {
    if (!config.history) return;
    const query = { term: state.term, filters: state.filters };
    if (sameQuery(readListHistory(config.id), query)) return;
    writeListHistory(config.id, { ...query, pages: 1 }, 'push');
  }, [config.history, config.id, state.term, state.filters]);
  useEffect(() => {
    if (!config.history || loading) return;
    const current = readListHistory(config.id);
    writeListHistory(config.id, { ...current, pages: pages.length }, 'replace');
  }, [config.history, config.id, loading, pages.length]);

  // Filters stay in place while the list reloads after a change.
  const [shownFilters, setShownFilters] = useState<ListFilter[]>([]);
  const answeredFilters = pages[0]?.filters;
  if (answeredFilters && answeredFilters !== shownFilters) setShownFilters(answeredFilters);

  // News and events answer no date filter: the list offers its own date-range filter for them.
  const filters = useMemo(
    () =>
      config.listType === 'news' || config.listType === 'events'
        ? [
            ...shownFilters.filter((filter) => filter.id !== DATE_FILTER_ID),
            {
              type: 'date',
              id: DATE_FILTER_ID,
              name: DATE_FILTER_ID,
              label: intl.formatMessage({ id: 'lists.automatedList.filter.date' }),
              isArray: true,
              options: [],
            },
          ]
        : shownFilters,
    [config.listType, intl, shownFilters],
  );

  const loadingMore = loading && pages.length > 0;
  const itemElements = useRef(new Map<number, HTMLLIElement>());
  const hasNewItems = firstNewIndex !== null && items.length > firstNewIndex;
  const jumpToNewItems = () => {
    if (firstNewIndex === null) return;
    const shown = [...itemElements.current.keys()].filter((index) => index >= firstNewIndex);
    itemElements.current.get(Math.min(...shown))?.focus();
  };

  const loadMore = useCallback(() => {
    setFirstNewIndex(items.length);
    void setSize(moreFailed ? size : size + 1);
  }, [items.length, moreFailed, setSize, size]);

  const autoLoading = canAutoLoad() && autoLoads < config.loadOnScrollCount;
  const sentinel = useRef<HTMLDivElement>(null);
  useAutoLoad(sentinel, autoLoading && hasMore, () => {
    setAutoLoads((count) => count + 1);
    loadMore();
  });

  // One object while the config stays: the memoised items re-render only when it changes.
  const settings = useMemo<ItemLayoutSettings>(
    () => ({
      language,
      showMobile: config.showMobile === 'true',
      showFunction: config.showFunction === 'true',
      showSpecialisation: config.showSpecialisation === 'true',
      headingLevel: (config.title ? config.headingLevel + 1 : config.headingLevel) as 2 | 3 | 4 | 5,
    }),
    [
      language,
      config.showMobile,
      config.showFunction,
      config.showSpecialisation,
      config.title,
      config.headingLevel,
    ],
  );
  // Until its first page arrives the list keeps the height the page reserved for it; one that
  // started far from the viewport at least a screen's height where the page reserved none.
  const firstLoad = loading && pages.length === 0;
  let sectionClass = styles.list;
  if (firstLoad) sectionClass += ` ${styles.holdsSpace}`;
  if (firstLoad && startedFar) sectionClass += ` ${styles.deferred}`;
  return (
    <section
      ref={section}
      className={sectionClass}
      aria-labelledby={config.title ? headingId : undefined}
      aria-label={
        config.title ? undefined : intl.formatMessage({ id: 'lists.automatedList.items.label' })
      }
    >
      {config.title && (
        <Heading id={headingId} className={styles.title}>
          {config.title}
        </Heading>
      )}
      <div className={styles.header}>
        {config.showSearch && (
          <ListSearch
            value={termInput}
            onChange={(term) => {
              setTermInput(term);
              searchAfterPause.schedule(term);
            }}
            onSubmit={(term) => {
              searchAfterPause.cancel();
              setTermInput(term);
              startOver({ term });
            }}
            placeholder={config.searchPlaceholder}
            items={items}
            loading={loading}
            resultsTerm={state.term}
          />
        )}
        <ListFilters
          filters={filters}
          listType={config.listType}
          maxAge={config.maxAge}
          selected={state.filters}
          onChange={(id, selected) => startOver({ filters: { ...state.filters, [id]: selected } })}
        />
        <p
          className={firstLoad ? `${styles.status} ${styles.statusPending}` : styles.status}
          role="status"
          aria-live="polite"
        >
          {/* A failed list is only logged (SPEC): no count, no claim that nothing matched. */}
          {error && items.length === 0 ? null : loading && pages.length === 0 ? (
            <FormattedMessage id="common.loading" />
          ) : items.length === 0 ? (
            state.term ? (
              <FormattedMessage id="common.search.noResults" values={{ query: state.term }} />
            ) : (
              <FormattedMessage id="common.search.noResultsNoTerm" />
            )
          ) : loadingMore ? (
            <FormattedMessage id="lists.automatedList.loadingMore" />
          ) : moreFailed ? (
            <FormattedMessage id="lists.automatedList.moreFailed" />
          ) : firstNewIndex !== null ? (
            // After loading more: the count again, with how many are shown now.
            <FormattedMessage
              id="lists.automatedList.resultCountShown"
              values={{ count: total, shown: items.length }}
            />
          ) : (
            <FormattedMessage id="common.search.resultCount" values={{ count: total }} />
          )}
        </p>
      </div>
      {/* Busy here, not on the section: a busy ancestor can silence the status above. */}
      <ListItems items={items} settings={settings} elements={itemElements} busy={loading} />
      {loadingMore && (
        // Announced by the status above; this is what sighted visitors see at the list's end.
        <p className={styles.loadingMore} aria-hidden="true">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {moreFailed && (
        // Announced by the status above, shown here next to the button that tries again.
        <p className={styles.moreFailed} aria-hidden="true">
          <FormattedMessage id="lists.automatedList.moreFailed" />
        </p>
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {(hasMore || loadingMore) && !autoLoading && (
        // Stays in place while the next page loads, so keyboard focus is not lost.
        <button
          type="button"
          className={styles.moreButton}
          aria-disabled={loadingMore}
          onClick={loadingMore ? undefined : loadMore}
        >
          <FormattedMessage id="lists.automatedList.more" />
        </button>
      )}
      {hasNewItems && (
        <button type="button" className={styles.jumpButton} onClick={jumpToNewItems}>
          <FormattedMessage id="lists.automatedList.jumpToNew" />
        </button>
      )}
    </section>
  );
}
