import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@ctb/shared';
import styles from './branch-search-section.module.css';
import type { BranchSearchConfig } from './config-schema';

const BranchSearchWidget = lazy(() =>
  import('./branch-search-section').then((module) => ({ default: module.BranchSearchWidget })),
);

/** The branch search in a chunk of its own; the space it takes is reserved meanwhile. */
export function LazyBranchSearchWidget(props: WidgetProps<BranchSearchConfig>) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      <BranchSearchWidget {...props} />
    </Suspense>
  );
}
