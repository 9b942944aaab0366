import { FormattedMessage } from 'react-intl';
import styles from './start-page.module.css';

/** SPEC: when the chart, top/flop and the symbol lists all failed, one general error panel. */
export function AllFailedPanel({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <div className={styles.allFailed} role="alert">
      <p className={styles.allFailedTitle}>
        <FormattedMessage id="common.technicalError.headline" />
      </p>
      <p>
        <FormattedMessage id="common.technicalError.text" />
      </p>
      <button
        type="button"
        className={styles.retry}
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        <FormattedMessage id="market.startPage.retry" />
      </button>
    </div>
  );
}
