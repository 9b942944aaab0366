import { FocusTrap } from 'focus-trap-react';
import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import * as v from '@ctb/shared/validation';
import { I18nProvider, usePageConfig } from '@ctb/shared/runtime';
import {
  closeBranchSearch,
  type BranchSearchRequest,
} from '../branch-search-request/branch-search-request';
import { BranchSearchView, branchSearchViewCatalogues } from '../branch-search/branch-search-view';
import { ctaConfigSchema, DEFAULT_CTA } from '../branch-search/cta-config';
import styles from './bank-search-overlay.module.css';
import { messages } from './messages';

// jsdom lays nothing out, so focus-trap's visibility check would find nothing focusable there.
const isJsdom = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The opening widget may pass the detail card's call-to-action as `params.cta`. */
function ctaOf(request: BranchSearchRequest) {
  const parsed = v.safeParse(ctaConfigSchema, request.params?.cta);
  return parsed.success ? parsed.output : DEFAULT_CTA;
}

const overlayCatalogues = [branchSearchViewCatalogues, messages];

/** The overlay with its texts, which arrive with its chunk whichever widget opened it. */
export function BankSearchOverlay({ request }: { request: BranchSearchRequest }) {
  const { language } = usePageConfig();
  return (
    <I18nProvider language={language} messages={overlayCatalogues}>
      <BankSearchDialog request={request} />
    </I18nProvider>
  );
}

/**
 * The bank search overlay: a modal dialog holding the branch search. Focus stays inside while it
 * is open and returns to the element that opened it; Escape and the close button close it.
 */
function BankSearchDialog({ request }: { request: BranchSearchRequest }) {
  const intl = useIntl();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const opener = useRef(request.opener ?? null);

  // Focus goes back to the opener when the overlay goes, and the page stops scrolling meanwhile.
  // An opener that is gone (e.g. a search box replaced by the stored branch) hands focus to the
  // first control of its widget.
  useEffect(() => {
    const returnTo = opener.current;
    const widget = returnTo?.closest<HTMLElement>('[data-widget]') ?? null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const focusWidget = () => widget?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (returnTo?.isConnected) returnTo.focus();
      else focusWidget();
      // The opener's widget is another React root: it may replace the opener a little later.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const lost = document.activeElement === null || document.activeElement === document.body;
          if (lost && !returnTo?.isConnected) focusWidget();
        }),
      );
    };
  }, []);

  const close = useCallback(() => closeBranchSearch(), []);

  // Escape closes, unless a control inside used it already (e.g. to close its suggestions).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };

  return createPortal(
    <div className={`ctb-layer ${styles.layer}`}>
      <FocusTrap
        focusTrapOptions={{
          initialFocus: () => title.current ?? false,
          escapeDeactivates: false,
          clickOutsideDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
          tabbableOptions: { displayCheck: isJsdom ? 'none' : 'full' },
        }}
      >
        <div className={styles.frame}>
          <div className={styles.backdrop} onClick={close} />
          <div
            className={styles.dialog}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onKeyDown={onKeyDown}
          >
            <header className={styles.header}>
              <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
                {intl.formatMessage({ id: 'banksearch.overlay.title' })}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label={intl.formatMessage({ id: 'common.close' })}
                onClick={close}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </header>
            <div className={styles.body}>
              <BranchSearchView request={request} cta={ctaOf(request)} onClose={close} />
            </div>
          </div>
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
