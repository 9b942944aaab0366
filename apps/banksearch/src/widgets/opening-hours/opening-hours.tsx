import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError, type WidgetProps } from '@ctb/shared/runtime';
import { PreviewMarker } from '../../common/preview/preview-marker';
import { useDisplayedBranch } from '../../common/stored-branch/use-displayed-branch';
import { useBranchHours } from './api';
import type { OpeningHoursConfig } from './config-schema';
import styles from './opening-hours.module.css';
import { viennaWeekday } from './vienna-weekday';
import { WeekHours } from './week-hours';

const WIDGET_ID = 'banksearch/opening-hours';

/**
 * Open now or closed now and the week's hours of a branch: the configured one, else the stored
 * branch (nothing shows while none is stored). The open-now state is fetched again every
 * minute and when the page becomes visible again.
 */
export function OpeningHours({ config }: WidgetProps<OpeningHoursConfig>) {
  const intl = useIntl();
  const titleId = useId();
  const displayed = useDisplayedBranch();
  const id = config.branchId ?? (displayed.pending ? undefined : displayed.branch?.id);
  const { data, error, isLoading } = useBranchHours(id);

  useEffect(() => {
    if (error)
      logWidgetError(WIDGET_ID, `the hours of branch ${id ?? '?'} could not be loaded`, error);
  }, [error, id]);

  if (!id) return null;
  const Heading = `h${config.headingLevel ?? 2}` as const;
  const showPreview = !config.branchId && displayed.preview;

  return (
    <section className={styles.hours} aria-labelledby={titleId} aria-busy={isLoading}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.title}>
          {config.title ?? intl.formatMessage({ id: 'banksearch.hours.title' })}
        </Heading>
        {showPreview && <PreviewMarker />}
      </div>
      {data ? (
        <>
          <p className={styles.name}>{data.name}</p>
          <p role="status" className={data.openingHours.openNow ? styles.open : styles.closed}>
            <span className={styles.dot} aria-hidden="true" />
            {intl.formatMessage({
              id: data.openingHours.openNow
                ? 'banksearch.hours.openNow'
                : 'banksearch.hours.closedNow',
            })}
          </p>
          <WeekHours
            caption={intl.formatMessage({ id: 'banksearch.hours.caption' }, { name: data.name })}
            periods={data.openingHours.periods}
            today={viennaWeekday()}
          />
        </>
      ) : error ? (
        <p className={styles.error}>{intl.formatMessage({ id: 'banksearch.hours.error' })}</p>
      ) : (
        <>
          <p role="status" className={styles.loading}>
            {intl.formatMessage({ id: 'banksearch.hours.loading' })}
          </p>
          <div className={styles.skeleton} aria-hidden="true" />
        </>
      )}
    </section>
  );
}
