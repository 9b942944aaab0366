import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { HeadingLevel } from '../../common/calculation/config-schemas';
import { AppointmentCta } from '../../common/components/appointment-cta/appointment-cta';
import { Heading, headingLevelBelow } from '../../common/components/heading/heading';
import { ErrorArea } from '../../common/components/error-area/error-area';
import type { PensionResult as PensionResultData } from './api';
import type { JobGroup } from './form-values';
import { PensionResult } from './pension-result';
import styles from './pension-calculator.module.css';

export interface PensionOutcomeSectionProps {
  loading: boolean;
  failed: boolean;
  result: PensionResultData | undefined;
  jobGroup: JobGroup;
  appointmentUrl: string;
  onChangeDetails: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The calculator's title level; this section's heading is one below. */
  headingLevel?: HeadingLevel;
}

/** Loading, generic error, the service's note, or the result with its calls to action. */
export function PensionOutcomeSection(props: PensionOutcomeSectionProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `calculators.pension.${id}` });
  const { result, loading, failed, jobGroup, appointmentUrl, onChangeDetails, headingRef } = props;
  const headingId = useId();

  return (
    <section className={styles.outcome} aria-labelledby={headingId} aria-busy={loading}>
      <Heading
        level={headingLevelBelow(props.headingLevel, 1)}
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={styles.outcomeHeading}
      >
        {text('result.heading')}
      </Heading>
      <div aria-live="polite" className={styles.outcomeBody}>
        {loading ? (
          <p className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {text('result.loading')}
          </p>
        ) : failed ? (
          <ErrorArea />
        ) : result && !result.calculatedSuccesful ? (
          <div className={styles.note} role="alert">
            <p className={styles.noteHeading}>{text('note')}</p>
            <p>{result.serviceErrorMessage}</p>
          </div>
        ) : (
          result && (
            <>
              <PensionResult result={result} jobGroup={jobGroup} />
              <div className={styles.actions}>
                <AppointmentCta href={appointmentUrl} />
                <button type="button" className={styles.changeDetails} onClick={onChangeDetails}>
                  {text('changeDetails')}
                </button>
              </div>
            </>
          )
        )}
      </div>
    </section>
  );
}
