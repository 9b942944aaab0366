import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import type { FormDefinition } from '../../common/definition/definition-schema';
import styles from './form.module.css';

type Level = 2 | 3 | 4 | 5;

/** Shown instead of the form after a successful submission; it takes the focus. */
export const SuccessBlock = forwardRef<
  HTMLDivElement,
  { definition: FormDefinition; reference: string; headingLevel: Level }
>(function SuccessBlock({ definition, reference, headingLevel }, ref) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={styles.success} tabIndex={-1} role="status">
      <span className={styles.resultIcon} aria-hidden="true">
        ✓
      </span>
      <div>
        <Heading className={styles.resultTitle}>
          {definition.texts.successTitle ?? intl.formatMessage({ id: 'forms.form.successTitle' })}
        </Heading>
        <p className={styles.resultText}>
          {definition.texts.successText ?? intl.formatMessage({ id: 'forms.form.successText' })}
        </p>
        <p className={styles.resultText}>
          {intl.formatMessage({ id: 'forms.form.reference' }, { reference })}
        </p>
      </div>
    </div>
  );
});

/** The error notification: a failed submission, form token or prefill; the values stay. */
export function ErrorBlock({
  definition,
  headingLevel,
}: {
  definition: FormDefinition;
  headingLevel: Level;
}) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.error} role="alert">
      <span className={styles.resultIcon} aria-hidden="true">
        !
      </span>
      <div>
        <Heading className={styles.resultTitle}>
          {definition.texts.errorTitle ?? intl.formatMessage({ id: 'forms.form.errorTitle' })}
        </Heading>
        <p className={styles.resultText}>
          {definition.texts.errorText ?? intl.formatMessage({ id: 'forms.form.errorText' })}
        </p>
      </div>
    </div>
  );
}
