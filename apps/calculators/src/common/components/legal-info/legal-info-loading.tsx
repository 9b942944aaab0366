import { useIntl } from 'react-intl';
import styles from './legal-info.module.css';

/** The modal's loading line: while the text, or the module that shows it, is on its way. */
export function LegalInfoLoading() {
  const intl = useIntl();
  return (
    <p className={styles.loading} role="status">
      {intl.formatMessage({ id: 'common.loading' })}
    </p>
  );
}
