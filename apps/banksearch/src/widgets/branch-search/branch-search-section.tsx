import { useMemo } from 'react';
import type { WidgetProps } from '@ctb/shared/runtime';
import type { BranchSearchRequest } from '../../common/branch-search-request/branch-search-request';
import { BranchSearchView } from '../../common/branch-search/branch-search-view';
import { below, Heading } from '../../common/branch-search/heading';
import styles from './branch-search-section.module.css';
import type { BranchSearchConfig } from './config-schema';

/**
 * The branch search as part of a page: its title, then map and sidebar in a fixed-height frame.
 * The title has the configured `headingLevel`; the search's own headings (results, branch names,
 * detail sections) follow below the title, or start at that level when there is no title.
 */
export function BranchSearchSection({ config }: WidgetProps<BranchSearchConfig>) {
  const level = config.headingLevel ?? 2;
  const request = useMemo<BranchSearchRequest>(
    () => ({ query: config.query ?? '', filters: config.filters }),
    [config.query, config.filters],
  );
  return (
    <div className={styles.widget}>
      {config.title ? (
        <Heading level={level} className={styles.title}>
          {config.title}
        </Heading>
      ) : null}
      <div className={styles.frame}>
        <BranchSearchView
          request={request}
          cta={config.cta}
          headingLevel={config.title ? below(level) : level}
        />
      </div>
    </div>
  );
}
