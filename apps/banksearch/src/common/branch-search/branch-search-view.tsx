import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { usePageConfig, type MessageCatalogues } from '@ctb/shared/runtime';
import { useConsent } from '@ctb/shared/consent';
import type {
  BranchSearchRequest,
  ChosenLocation,
} from '../branch-search-request/branch-search-request';
import { BranchSearchPanel, type BranchSearchSelection } from '../search-panel/branch-search-panel';
import type { Branch } from '../services/branch-service';
import { BranchDetail } from './branch-detail';
import { BranchMap, type MapView } from './branch-map';
import { BranchResultList } from './branch-result-list';
import styles from './branch-search-view.module.css';
import { ConsentPlaceholder } from './consent-placeholder';
import { DEFAULT_CTA, type CtaConfig } from './cta-config';
import { DEFAULT_CENTER, DEFAULT_ZOOM, LOCATION_ZOOM } from './search-constants';
import { below, Heading, type HeadingLevel } from './heading';
import { useBranchSearch } from './use-branch-search';
import { useResultLimit } from './use-result-limit';
import type { SearchState } from './use-search-state';
import { useSidebarDrag, type DragState } from './use-sidebar-drag';
import { useText } from './use-text';
import { messages as comboboxMessages } from '../combobox/messages';
import { messages as banksearchMessages } from '../messages';
import { messages as searchPanelMessages } from '../search-panel/messages';
import { messages } from './messages';

/** The texts the branch search view shows, for the widget or overlay that renders it. */
export const branchSearchViewCatalogues: MessageCatalogues = [
  banksearchMessages,
  comboboxMessages,
  searchPanelMessages,
  messages,
];

export interface BranchSearchViewProps {
  /** What to search first (query, chosen place, filters). */
  request: BranchSearchRequest;
  /** The detail card's call-to-action; stores the branch when none is configured. */
  cta?: CtaConfig;
  /** Closes the overlay around the view (absent when the view is part of the page). */
  onClose?: () => void;
  /**
   * The level of the (visually hidden) results heading; the branches' names and the detail card's
   * title are one below it. Default 2.
   */
  headingLevel?: HeadingLevel;
}

const NO_BRANCHES: Branch[] = [];

function initialState(request: BranchSearchRequest, mapsAllowed: boolean): SearchState {
  if (mapsAllowed || request.query.trim()) return { status: 'loading' };
  return { status: 'idle', reason: 'prompt' };
}

/**
 * The branch search: a map with a pin per branch (after consent) and a sidebar with the search
 * panel, the results and a branch's detail. Used inline by the branch search widget and inside
 * the bank search overlay.
 */
export function BranchSearchView({
  request,
  cta = DEFAULT_CTA,
  onClose,
  headingLevel = 2,
}: BranchSearchViewProps) {
  const t = useText();
  const itemLevel = below(headingLevel);
  const { language, currentPagePath } = usePageConfig();
  const mapsAllowed = useConsent('maps');
  const [query, setQuery] = useState(request.query);
  const queryRef = useRef(request.query);
  const place = useRef<ChosenLocation | null>(request.location ?? null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const { state, searchMap, searchList, moveTo, locate, setFilters, clear } = useBranchSearch(
    initialState(request, mapsAllowed),
    request.filters ?? [],
    currentPagePath,
  );
  const [selected, setSelected] = useState<Branch | null>(null);
  const returnFocusTo = useRef<string | null>(null);
  const listScroll = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useSidebarDrag(1);
  const openSidebar = drag.open;
  // Open filters need the room on a phone: the sheet opens fully and, when the filters are hidden
  // again (closed or by abort), goes back to where the visitor had it.
  const sheetBeforeFilters = useRef<DragState | null>(null);
  const onFiltersVisibilityChange = (open: boolean) => {
    if (open) {
      sheetBeforeFilters.current ??= drag.state;
      drag.open();
    } else if (sheetBeforeFilters.current !== null) {
      drag.setState(sheetBeforeFilters.current);
      sheetBeforeFilters.current = null;
    }
  };
  const headingId = useId();

  const branches = state.status === 'results' ? state.branches : NO_BRANCHES;
  const { limit, onScroll } = useResultLimit(branches.length, branches);

  // Without a map the search starts at once: around the chosen position, else the typed text.
  const searchedWithoutMap = useRef(false);
  useEffect(() => {
    if (mapsAllowed || searchedWithoutMap.current) return;
    searchedWithoutMap.current = true;
    searchList(queryRef.current, place.current);
  }, [mapsAllowed, searchList]);

  // Read when consent lets the map appear: the last place searched, else Austria.
  const initialView = useCallback(
    (): MapView =>
      place.current
        ? { center: { lat: place.current.lat, lng: place.current.lng }, zoom: LOCATION_ZOOM }
        : { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM },
    [],
  );

  const onMapReady = useCallback(
    (map: google.maps.Map) => {
      mapRef.current = map;
      // A typed text without a chosen place is looked up first; the map then moves there.
      if (!place.current && queryRef.current.trim())
        locate(map, queryRef.current, (found) => (place.current = found));
    },
    [locate],
  );

  const onMapFailed = useCallback(() => {
    mapRef.current = null;
    searchList(queryRef.current, place.current);
  }, [searchList]);

  const onSelect = useCallback(
    (branch: Branch) => {
      listScroll.current = scroller.current?.scrollTop ?? 0;
      returnFocusTo.current = branch.id;
      setSelected(branch);
      openSidebar();
    },
    [openSidebar],
  );

  const onBack = useCallback(() => setSelected(null), []);

  // Back in the list: focus returns to the branch that was opened, at the same scroll position.
  useEffect(() => {
    const container = scroller.current;
    if (!container) return;
    if (selected) {
      container.scrollTop = 0;
      return;
    }
    const id = returnFocusTo.current;
    if (!id) return;
    returnFocusTo.current = null;
    container.scrollTop = listScroll.current;
    const button = container.querySelector<HTMLElement>(
      `[data-branch-id="${CSS.escape(id)}"] button`,
    );
    (button ?? document.getElementById(headingId))?.focus();
  }, [selected, headingId]);

  const onSearch = useCallback(
    (selection: BranchSearchSelection) => {
      setQuery(selection.query);
      queryRef.current = selection.query;
      setFilters(selection.filters);
      setSelected(null);
      const map = mapRef.current;
      if (!map || !mapsAllowed) {
        place.current = selection.location;
        searchList(selection.query, selection.location);
      } else if (selection.location) {
        place.current = selection.location;
        moveTo(map, selection.location);
      } else if (selection.query.trim()) {
        locate(map, selection.query, (found) => (place.current = found));
      } else {
        searchMap(map);
      }
    },
    [locate, mapsAllowed, moveTo, searchList, searchMap, setFilters],
  );

  const onFiltersChange = useCallback(
    (filters: string[]) => {
      setFilters(filters);
      setSelected(null);
      const map = mapRef.current;
      if (map && mapsAllowed) searchMap(map);
      else searchList(queryRef.current, place.current);
    },
    [mapsAllowed, searchList, searchMap, setFilters],
  );

  const onAbort = useCallback(() => {
    setQuery('');
    queryRef.current = '';
    place.current = null;
    setFilters([]);
    setSelected(null);
    clear();
  }, [clear, setFilters]);

  // The module's class styles the state; the plain name is the one SPEC gives the CMS and QA
  // (module class names are hashed in production builds).
  const dragClass =
    drag.state === 2
      ? `${styles['expanded-80']} expanded-80`
      : drag.state === 1
        ? `${styles['expanded-40']} expanded-40`
        : '';

  return (
    <div className={styles.view}>
      <section
        className={`${styles.sidebar} ${dragClass}`}
        data-state={drag.state}
        aria-label={t('banksearch.sidebar.label')}
      >
        <div
          className={styles.handle}
          onTouchStart={drag.onTouchStart}
          onTouchEnd={drag.onTouchEnd}
        >
          <button
            type="button"
            className={styles.handleButton}
            aria-expanded={drag.state > 0}
            aria-label={t(
              drag.state === 2 ? 'banksearch.sidebar.collapse' : 'banksearch.sidebar.expand',
            )}
            onClick={drag.toggle}
          >
            <span className={styles.handleBar} />
          </button>
        </div>
        <div
          ref={scroller}
          className={styles.scroller}
          onScroll={selected ? undefined : onScroll}
          data-testid="branch-search-scroller"
        >
          {/* In the scrolling part on small screens, so the sheet's height goes to the results. */}
          <div className={styles.panel} hidden={selected !== null}>
            <BranchSearchPanel
              initialQuery={request.query}
              initialLocation={request.location}
              initialFilters={request.filters}
              mapsAllowed={mapsAllowed}
              onSearch={onSearch}
              onFiltersChange={onFiltersChange}
              onAbort={onAbort}
              onFiltersVisibilityChange={onFiltersVisibilityChange}
            />
          </div>
          {selected ? (
            <BranchDetail
              branch={selected}
              cta={cta}
              language={language}
              onBack={onBack}
              onClose={onClose}
              headingLevel={itemLevel}
            />
          ) : (
            <div data-testid="branch-search-results">
              <Heading
                level={headingLevel}
                id={headingId}
                className={styles.visuallyHidden}
                tabIndex={-1}
              >
                {t('banksearch.results.heading')}
              </Heading>
              <BranchResultList
                state={state}
                query={query}
                limit={limit}
                language={language}
                onSelect={onSelect}
                itemHeadingLevel={itemLevel}
              />
            </div>
          )}
        </div>
      </section>
      {/* After the sidebar: keyboard users reach the search and results before the pins. */}
      <div className={styles.mapArea}>
        {mapsAllowed ? (
          <BranchMap
            initialView={initialView}
            branches={branches}
            onReady={onMapReady}
            onIdle={searchMap}
            onSelect={onSelect}
            onFailed={onMapFailed}
          />
        ) : (
          <ConsentPlaceholder />
        )}
      </div>
    </div>
  );
}
