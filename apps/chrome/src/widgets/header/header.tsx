import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig, useWidgetContext, type WidgetProps } from '@ctb/shared/runtime';
import { usePageEdgeReserve } from '../../common/page-edge-reserve';
import { siteHeaderOf } from '../../common/site-header-element';
import { useTakeOverStaticMarkup } from '../../common/static-markup';
import type { HeaderConfig } from './config-schema';
import styles from './header.module.css';
import { LoginControl } from './login-control';
import { usePinning } from './use-pinning';

// The mobile menu's code arrives when a visitor opens it (or points at its button).
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/**
 * `chrome/header`: pins the CMS's header on scroll, puts the club session's login state in it,
 * and replaces the menu of the CMS (a details element below 1025 px) with the mobile menu.
 */
export function Header(_props: WidgetProps<HeaderConfig>) {
  const intl = useIntl();
  const { element } = useWidgetContext();
  const { editMode } = usePageConfig();
  const [header] = useState(() => siteHeaderOf(element));
  const [staticMenu] = useState(() => header?.querySelector('#site-menu') ?? null);
  const [loginLink] = useState(
    () => header?.querySelector<HTMLAnchorElement>('#site-login') ?? null,
  );
  useTakeOverStaticMarkup([staticMenu]);
  usePinning(header, !editMode);
  // Shown again as soon as the page scrolls up: a field reached with Shift+Tab stays below it.
  usePageEdgeReserve(header, 'top');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadMobileMenu()}
        onClick={() => setOpen(true)}
      >
        <span className={styles.burger} aria-hidden="true" />
        {intl.formatMessage({ id: 'chrome.header.menu' })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            loginHref={loginLink?.getAttribute('href') ?? null}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
      <LoginControl staticLink={loginLink} />
    </>
  );
}
