import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@ctb/shared';
import styles from './lazy-widget.module.css';

/**
 * A widget whose code loads only when the page holds it: a credit-only page does not download
 * the pension form's libraries. The placeholder keeps the widget's space while it loads.
 */
export function lazyWidget<Config>(
  load: () => Promise<ComponentType<WidgetProps<Config>>>,
): ComponentType<WidgetProps<Config>> {
  const Widget = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWidget(props: WidgetProps<Config>) {
    return (
      <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}
