import { useMemo } from 'react';
import type { WidgetProps } from '@ctb/shared';
import type { BranchSearchRequest } from '../../branch-search-request/branch-search-request';
import { BranchSearchView } from './branch-search-view';
import styles from './branch-search-widget.module.css';
import type { BranchSearchConfig } from './config-schema';

/** The branch search as part of a page: its title, then map and sidebar in a fixed-height frame. */
export function BranchSearchWidget({ config }: WidgetProps<BranchSearchConfig>) {
  const Heading = `h${config.headingLevel ?? 2}` as 'h2' | 'h3' | 'h4';
  const request = useMemo<BranchSearchRequest>(
    () => ({ query: config.query ?? '', filters: config.filters }),
    [config.query, config.filters],
  );
  return (
    <div className={styles.widget}>
      {config.title ? <Heading className={styles.title}>{config.title}</Heading> : null}
      <div className={styles.frame}>
        <BranchSearchView request={request} cta={config.cta} />
      </div>
    </div>
  );
}
