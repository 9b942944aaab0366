import { usePageScrollLock } from '@ctb/shared/dialogs';
import { FocusTrap } from 'focus-trap-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { readLinks, readNavigationTree, type NavigationItem } from '../../common/navigation-tree';
import { siteNavigation } from '../../common/site-header-element';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  id: string;
  loginHref: string | null;
  onClose(): void;
}

/**
 * The mobile menu: the navigation one level at a time (levels 1 to 3) with a back button, the
 * quick access links, the languages and the login. Focus stays inside while it is open and goes
 * back to the menu button when it closes (Escape, the close button); the page does not scroll.
 */
export default function MobileMenu({ id, loginHref, onClose }: MobileMenuProps) {
  const intl = useIntl();
  const [tree] = useState(() => readNavigationTree(siteNavigation(), 'chrome/header'));
  const [quickLinks] = useState(() =>
    readLinks(document.getElementById('site-quick-access'), 'chrome/header'),
  );
  const [languages] = useState(() =>
    readLinks(document.getElementById('site-languages'), 'chrome/header'),
  );
  // The entries opened, level 1 first; the menu shows the children of the last one.
  const [trail, setTrail] = useState<NavigationItem[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  usePageScrollLock();

  useEffect(() => {
    // After a step down or back, the new level's heading takes the focus and is read out.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [trail]);

  const current = trail[trail.length - 1];
  const items = current ? current.children : tree;
  const parent = trail[trail.length - 2];
  const title = current?.label ?? intl.formatMessage({ id: 'chrome.header.menu' });

  return (
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: true,
        onDeactivate: onClose,
        clickOutsideDeactivates: true,
        returnFocusOnDeactivate: false,
        fallbackFocus: () => document.getElementById(id) ?? document.body,
      }}
    >
      <div className={`ctb-layer ${styles.layer}`}>
        <div className={styles.backdrop} aria-hidden="true" />
        <div
          id={id}
          className={styles.panel}
          role="dialog"
          aria-modal="true"
          aria-label={intl.formatMessage({ id: 'chrome.header.menu' })}
        >
          <div className={styles.bar}>
            {current ? (
              <button
                type="button"
                className={styles.back}
                onClick={() => setTrail(trail.slice(0, -1))}
              >
                <span className={styles.backArrow} aria-hidden="true" />
                {parent
                  ? intl.formatMessage({ id: 'chrome.header.backTo' }, { section: parent.label })
                  : intl.formatMessage({ id: 'chrome.header.back' })}
              </button>
            ) : (
              <span />
            )}
            <button type="button" className={styles.close} onClick={onClose}>
              {intl.formatMessage({ id: 'chrome.header.closeMenu' })}
            </button>
          </div>
          <h2 ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          {current && (
            <a className={styles.overview} href={current.href} aria-current={current.current}>
              {intl.formatMessage({ id: 'chrome.header.overview' }, { section: current.label })}
            </a>
          )}
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.href}>
                {item.children.length > 0 ? (
                  <button
                    type="button"
                    className={styles.entry}
                    data-current={item.current ? 'true' : undefined}
                    onClick={() => setTrail([...trail, item])}
                  >
                    {item.label}
                    <span className={styles.forward} aria-hidden="true" />
                  </button>
                ) : (
                  <a className={styles.entry} href={item.href} aria-current={item.current}>
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
          {!current && (
            <>
              <h3 className={styles.subheading}>
                {intl.formatMessage({ id: 'chrome.header.quickAccess' })}
              </h3>
              <ul className={styles.links}>
                {quickLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
                {loginHref && (
                  <li>
                    <a href={loginHref}>{intl.formatMessage({ id: 'chrome.header.login' })}</a>
                  </li>
                )}
              </ul>
              <h3 className={styles.subheading}>
                {intl.formatMessage({ id: 'chrome.header.language' })}
              </h3>
              <ul className={styles.languages}>
                {languages.map((language) => (
                  <li key={language.href}>
                    <a
                      href={language.href}
                      lang={language.lang}
                      hrefLang={language.lang}
                      aria-current={language.current ? 'true' : undefined}
                    >
                      {language.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </FocusTrap>
  );
}
