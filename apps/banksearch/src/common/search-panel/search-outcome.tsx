import { useIntl } from 'react-intl';
import styles from './branch-search-panel.module.css';

/** What went wrong with the last search step, as SPEC's error catalogue words it. */
export type SearchProblem =
  { kind: 'noEntries'; query: string } | { kind: 'error' } | { kind: 'location' };

/** The no-entries message with the query and a description, or one of the error texts. */
export function SearchOutcome({ problem }: { problem: SearchProblem | null }) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles.outcome}>
      {problem?.kind === 'noEntries' && (
        <div className={styles.notice}>
          <p className={styles.noticeTitle}>
            {intl.formatMessage({ id: 'banksearch.error.noEntries' }, { query: problem.query })}
          </p>
          <p>{intl.formatMessage({ id: 'banksearch.error.noEntriesDescription' })}</p>
        </div>
      )}
      {problem?.kind === 'error' && (
        <p className={styles.error}>{intl.formatMessage({ id: 'banksearch.error.generic' })}</p>
      )}
      {problem?.kind === 'location' && (
        <p className={styles.error}>{intl.formatMessage({ id: 'banksearch.error.location' })}</p>
      )}
    </div>
  );
}
