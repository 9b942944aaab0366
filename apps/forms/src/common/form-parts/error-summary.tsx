import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './form-parts.module.css';

export interface SummaryEntry {
  /** The element id of the field (its first control). */
  target: string;
  label: string;
  message: string;
}

interface ErrorSummaryProps {
  entries: readonly SummaryEntry[];
  headingLevel: 2 | 3 | 4 | 5;
}

/**
 * What still needs the visitor's attention, announced when it appears, each with a link that
 * moves the focus into its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { entries, headingLevel },
  ref,
) {
  const intl = useIntl();
  if (entries.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1}>
      <Heading className={styles.summaryTitle}>
        {intl.formatMessage({ id: 'forms.summary.title' })}
      </Heading>
      <p className={styles.summaryText}>
        {intl.formatMessage({ id: 'forms.summary.text' }, { count: entries.length })}
      </p>
      <ul className={styles.summaryList}>
        {entries.map((entry) => (
          <li key={entry.target}>
            <a
              href={`#${entry.target}`}
              onClick={(event) => {
                const field = document.getElementById(entry.target);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView?.({ block: 'center' });
              }}
            >
              {entry.label}: {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
