import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig, type WidgetProps } from '@ctb/shared/runtime';
import { clubSession, useClubSession } from '@ctb/shared/branch-store';
import { LoginOutcomeMessage } from '../../common/login/login-outcome-message';
import { startLogin } from '../../common/login/start-login';
import { useLoginReturn } from '../../common/login/use-login-return';
import type { LoginButtonConfig } from './config-schema';
import styles from './login-button.module.css';

// On the club discount page the page itself tells how a login went; the button stays quiet.
const discountPageOnPage = () =>
  document.querySelector('[data-widget="club/discount-page"]') !== null;

/**
 * `club/login-button`: "Anmelden" while nobody is logged in, else the member's first name and a
 * logout. Follows the club session (shared with the discount page and the header) in this tab
 * and the site's other tabs.
 */
export function LoginButton({ config }: WidgetProps<LoginButtonConfig>) {
  const intl = useIntl();
  const { language } = usePageConfig();
  const loginReturn = useLoginReturn(config);
  const member = useClubSession();
  const [notice, setNotice] = useState<'loggedOut' | 'startFailed' | undefined>();
  const [showReturn] = useState(() => !discountPageOnPage());

  const logIn = () => {
    setNotice(undefined);
    startLogin(config, { language }).catch(() => setNotice('startFailed'));
  };
  const logOut = () => {
    clubSession.clear();
    setNotice('loggedOut');
  };

  return (
    <div className={styles.root}>
      {member ? (
        <div className={styles.member}>
          <span className={styles.avatar} aria-hidden="true">
            {member.firstName.slice(0, 1)}
          </span>
          <span className={styles.name}>
            <span className={styles.visuallyHidden}>
              {intl.formatMessage({ id: 'club.loginButton.loggedInAs' })}{' '}
            </span>
            {member.firstName}
          </span>
          <button type="button" className={styles.secondary} onClick={logOut}>
            {intl.formatMessage({ id: 'club.loginButton.logout' })}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.primary}
          onClick={logIn}
          aria-label={intl.formatMessage({ id: 'club.loginButton.loginLabel' })}
        >
          <span className={styles.lock} aria-hidden="true" />
          {intl.formatMessage({ id: 'club.loginButton.login' })}
        </button>
      )}
      <div className={styles.live} role="status">
        {notice ? intl.formatMessage({ id: `club.loginButton.${notice}` }) : ''}
      </div>
      {showReturn && loginReturn && loginReturn !== 'pending' && loginReturn.kind === 'failed' ? (
        <LoginOutcomeMessage outcome={loginReturn} />
      ) : null}
    </div>
  );
}
