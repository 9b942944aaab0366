import { useId, useMemo } from 'react';
import type { DiscountPageConfig } from './config-schema';
import type { LoginOutcome } from '../../common/login/complete-login';
import { LoginOutcomeMessage } from '../../common/login/login-outcome-message';
import type { DiscountPageParameters } from './url-parameters';
import styles from './discount-page.module.css';

interface OverviewProps {
  config: DiscountPageConfig;
  parameters: DiscountPageParameters;
  loginReturn: LoginOutcome | 'pending' | undefined;
}

/**
 * The page title and the club benefits list. The list is the lists app's automated list, placed
 * by markup (the shell mounts it; no app imports another), with the URL's filters as prefilters.
 */
export function Overview({ config, parameters, loginReturn }: OverviewProps) {
  const Heading = `h${config.headingLevel}` as const;
  const titleId = useId();
  const { federalStates, relationshipTypes } = parameters;
  const listConfig = useMemo(
    () =>
      JSON.stringify({
        id: 'club',
        listType: 'clubBenefits',
        endpoint: config.list.endpoint,
        pageSize: config.list.pageSize,
        loadOnScrollCount: config.list.loadOnScrollCount,
        history: config.list.history,
        searchPlaceholder: config.list.searchPlaceholder,
        headingLevel: Math.min(config.headingLevel + 1, 4),
        category: config.list.category,
        district: config.list.district,
        federalState: federalStates.length > 0 ? federalStates : config.list.federalState,
        relationshipType:
          relationshipTypes.length > 0 ? relationshipTypes : config.list.relationshipType,
      }),
    [config, federalStates, relationshipTypes],
  );
  return (
    <section className={styles.overview} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {config.title}
      </Heading>
      {config.intro ? <p className={styles.intro}>{config.intro}</p> : null}
      {loginReturn ? <LoginOutcomeMessage outcome={loginReturn} /> : null}
      {/* A new element when the filters change, so the list starts again with them. */}
      <div key={listConfig} data-widget="lists/automated-list" data-config={listConfig} />
    </section>
  );
}
