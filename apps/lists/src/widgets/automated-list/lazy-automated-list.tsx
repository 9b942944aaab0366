import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@ctb/shared';
import styles from './automated-list.module.css';
import type { AutomatedListConfig } from './config-schema';

const AutomatedList = lazy(() =>
  import('./automated-list').then((module) => ({ default: module.AutomatedList })),
);

/** The list, its item layouts and filter controls in a chunk of their own. */
export function LazyAutomatedList(props: WidgetProps<AutomatedListConfig>) {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      <AutomatedList {...props} />
    </Suspense>
  );
}
