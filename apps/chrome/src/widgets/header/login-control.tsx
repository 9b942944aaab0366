import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { clubSession, useClubSession } from '@ctb/shared/branch-store';
import { setHidden } from '../../common/dom-attributes';
import styles from './header.module.css';

/**
 * The login in the header's service row: the CMS's link to the login centre while nobody is
 * logged in; the club member's name and a logout while the club session (libs/shared, shared
 * with the club's own login button, followed across tabs) holds one.
 */
export function LoginControl({ staticLink }: { staticLink: HTMLAnchorElement | null }) {
  const intl = useIntl();
  const member = useClubSession();
  const [loggedOut, setLoggedOut] = useState(false);
  const place = staticLink?.parentElement;
  useLayoutEffect(() => {
    setHidden(staticLink, member !== null);
  }, [staticLink, member]);
  if (!place) return null;
  return createPortal(
    <span className={styles.login}>
      {member && (
        <>
          <span className={styles.member}>
            {intl.formatMessage({ id: 'chrome.header.loggedInAs' }, { name: member.firstName })}
          </span>
          <button
            type="button"
            className={styles.logout}
            onClick={() => {
              clubSession.clear();
              setLoggedOut(true);
            }}
          >
            {intl.formatMessage({ id: 'chrome.header.logout' })}
          </button>
        </>
      )}
      <span className={styles.visuallyHidden} role="status">
        {loggedOut && !member ? intl.formatMessage({ id: 'chrome.header.loggedOut' }) : ''}
      </span>
    </span>,
    place,
  );
}
