import { useLayoutEffect } from 'react';
import type { Language } from '@ctb/shared/runtime';
import { ZERO_RESULTS, type Branch } from '../services/branch-service';
import { BranchResultItem } from './branch-result-item';
import styles from './branch-result-list.module.css';
import type { HeadingLevel } from './heading';
import { markPerformance } from './performance-marks';
import { SKELETON_COUNT } from './search-constants';
import type { SearchState } from './use-search-state';
import { useText } from './use-text';

export interface BranchResultListProps {
  state: SearchState;
  /** What the visitor searched for, named in the no-entries message. */
  query: string;
  /** How many results are rendered (more follow on scrolling). */
  limit: number;
  language: Language;
  onSelect: (branch: Branch) => void;
  /** The level of each branch's name; default 3. */
  itemHeadingLevel?: HeadingLevel;
}

function Skeletons() {
  return (
    <ul className={styles.skeletons} aria-hidden="true" data-testid="result-skeletons">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <li key={index} className={styles.skeleton}>
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}

function Results({
  branches,
  limit,
  language,
  onSelect,
  headingLevel,
}: {
  branches: Branch[];
  limit: number;
  language: Language;
  onSelect: (branch: Branch) => void;
  headingLevel?: HeadingLevel;
}) {
  // The results are in the DOM (before the map's pins are created in the passive effects).
  useLayoutEffect(() => {
    markPerformance('sidebar-rendered');
  }, [branches]);
  return (
    <ul className={styles.list}>
      {branches.slice(0, limit).map((branch) => (
        <BranchResultItem
          key={branch.id}
          branch={branch}
          language={language}
          onSelect={onSelect}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}

/** The sidebar's list view: skeletons while loading, the results, or why there are none. */
export function BranchResultList({
  state,
  query,
  limit,
  language,
  onSelect,
  itemHeadingLevel,
}: BranchResultListProps) {
  const t = useText();
  let status = '';
  if (state.status === 'loading') status = t('banksearch.results.loading');
  if (state.status === 'results')
    status = t('banksearch.results.count', { count: state.branches.length });

  return (
    <div className={styles.results}>
      <p className={styles.count} role="status">
        {status}
      </p>
      {/* Nothing searched yet: the search panel's description says what to do. */}
      {state.status === 'idle' && state.reason === 'zoomIn' ? (
        <p className={styles.hint}>{t('banksearch.results.zoomIn')}</p>
      ) : null}
      {state.status === 'loading' ? <Skeletons /> : null}
      {state.status === 'results' ? (
        <Results
          branches={state.branches}
          limit={limit}
          language={language}
          onSelect={onSelect}
          headingLevel={itemHeadingLevel}
        />
      ) : null}
      {state.status === 'error' && state.code === ZERO_RESULTS ? (
        <div className={styles.empty} role="alert">
          <p className={styles.emptyTitle}>
            {query.trim()
              ? t('banksearch.results.zeroResults', { query: query.trim() })
              : t('banksearch.results.zeroResultsNoQuery')}
          </p>
          <p className={styles.emptyText}>{t('banksearch.results.zeroResultsDescription')}</p>
        </div>
      ) : null}
      {state.status === 'error' && state.code !== ZERO_RESULTS ? (
        <p className={styles.error} role="alert">
          {t('banksearch.results.error')}
        </p>
      ) : null}
    </div>
  );
}
