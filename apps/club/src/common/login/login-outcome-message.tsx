import { useIntl } from 'react-intl';
import type { LoginOutcome } from './complete-login';
import styles from './login-outcome-message.module.css';

const FAILURE_TEXT = {
  state: 'club.login.error.state',
  missingVerifier: 'club.login.error.missingVerifier',
  cancelled: 'club.login.error.cancelled',
  failed: 'club.login.error.failed',
} as const;

/** What became of a login return: completing, welcome, or why it failed (a clear message). */
export function LoginOutcomeMessage({ outcome }: { outcome: LoginOutcome | 'pending' }) {
  const intl = useIntl();
  if (outcome === 'pending') {
    return (
      <p className={styles.info} role="status">
        {intl.formatMessage({ id: 'club.login.completing' })}
      </p>
    );
  }
  if (outcome.kind === 'loggedIn') {
    return (
      <p className={styles.success} role="status">
        {intl.formatMessage({ id: 'club.login.welcome' }, { name: outcome.member.firstName })}
      </p>
    );
  }
  return (
    <p className={outcome.reason === 'cancelled' ? styles.info : styles.error} role="alert">
      {intl.formatMessage({ id: FAILURE_TEXT[outcome.reason] })}
    </p>
  );
}
