import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { safeHref, usePageConfig, type WidgetProps } from '@ctb/shared/runtime';
import { consentStore, useConsentDecision } from '@ctb/shared/consent';
import { usePageEdgeReserve } from '../../common/page-edge-reserve';
import { ALL_BANNER_CATEGORIES, grantsOf, type BannerCategory } from './banner-categories';
import { useTakeOverStaticMarkup } from '../../common/static-markup';
import type { CookieBannerConfig } from './config-schema';
import styles from './cookie-banner.module.css';
import { useSettingsRequests } from './use-settings-requests';

/** The id of the CMS's copy of the banner, which the widget takes over. */
const CONSENT_NOTICE_ID = 'site-consent-notice';

// The settings layer arrives when a visitor opens it.
const ConsentSettings = lazy(() => import('./consent-settings'));

/**
 * `chrome/cookie-banner`: until the visitor decided on this version of the banner, a panel at the
 * bottom of the page (first in the page's order, so the first Tab reaches it; it does not hold
 * the focus) offers "Alle akzeptieren" and "Nur notwendige" as equal buttons and the settings
 * per category. The decision is libs/shared's consent (cookies for 365 days on /), which the
 * maps and video players follow at once. The settings open again from the footer at any time.
 * In the editor it stays closed.
 */
export function CookieBanner({ config }: WidgetProps<CookieBannerConfig>) {
  const intl = useIntl();
  const { editMode } = usePageConfig();
  const decision = useConsentDecision();
  const [settings, setSettings] = useState<{ opener: HTMLElement | null } | null>(null);
  const [saved, setSaved] = useState(false);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const titleId = useId();
  const asks = !editMode && decision?.version !== config.version;
  // The CMS's copy of the banner (docs/contracts.md, chrome), shown with the first paint of a
  // first visit: not given back, as its buttons do nothing without the widget.
  useTakeOverStaticMarkup([document.getElementById(CONSENT_NOTICE_ID)], { giveBack: false });

  const openSettings = useCallback((opener: HTMLElement | null) => setSettings({ opener }), []);
  useSettingsRequests(openSettings);
  // A keyboard visitor who goes on past the panel sees each field above it, the footer too.
  usePageEdgeReserve(panel, 'bottom', { roomAtEnd: true });

  const decide = (chosen: readonly BannerCategory[]) => {
    const hadFocus = panel?.contains(document.activeElement) ?? false;
    consentStore.decide(grantsOf(chosen), config.version);
    setSaved(true);
    // The panel goes away: the focus continues at the page's content, not at the page's start.
    if (hadFocus) document.getElementById('main')?.focus();
  };
  const t = (id: string) => intl.formatMessage({ id: `chrome.cookieBanner.${id}` });
  const privacy = safeHref(config.privacyUrl, { source: 'chrome/cookie-banner privacyUrl' });
  const imprint = safeHref(config.imprintUrl, { source: 'chrome/cookie-banner imprintUrl' });

  return (
    <>
      {asks && !settings && (
        <div
          ref={setPanel}
          className={styles.banner}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
        >
          <div className={styles.inner}>
            <div className={styles.text}>
              <h2 id={titleId} className={styles.title}>
                {t('title')}
              </h2>
              <p className={styles.copy}>{t('text')}</p>
              <p className={styles.links}>
                {privacy && <a href={privacy}>{t('privacy')}</a>}
                {imprint && <a href={imprint}>{t('imprint')}</a>}
              </p>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.choice}
                onClick={() => decide(ALL_BANNER_CATEGORIES)}
              >
                {t('acceptAll')}
              </button>
              <button type="button" className={styles.choice} onClick={() => decide([])}>
                {t('necessaryOnly')}
              </button>
              <button
                type="button"
                className={styles.settings}
                onClick={(event) => openSettings(event.currentTarget)}
              >
                {t('settings')}
              </button>
            </div>
          </div>
        </div>
      )}
      {settings && (
        <Suspense fallback={null}>
          <ConsentSettings
            onDecide={(chosen) => {
              decide(chosen);
              setSettings(null);
            }}
            onClose={() => {
              setSettings(null);
              settings.opener?.focus();
            }}
          />
        </Suspense>
      )}
      <p className={styles.visuallyHidden} role="status">
        {saved ? t('saved') : ''}
      </p>
    </>
  );
}
