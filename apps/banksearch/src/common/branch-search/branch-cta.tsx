import { useState } from 'react';
import { logWidgetError, safeHref, track } from '@ctb/shared/runtime';
import { useStoredBranch } from '@ctb/shared/branch-store';
import { fetchBranchUrl, toStoredBranch, type Branch } from '../services/branch-service';
import { hasBranchPage } from './branch-contact-links';
import styles from './branch-detail.module.css';
import { WEBSITE_URL_TOKEN, type CtaConfig } from './cta-config';
import { useNavigate } from './navigation';
import { useText } from './use-text';

export interface BranchCtaProps {
  branch: Branch;
  cta: CtaConfig;
  /** Closes the overlay; absent when the search is part of the page. */
  onClose?: () => void;
}

/** The call-to-action of a branch's detail card: link, redirect or "store as my branch". */
export function BranchCta({ branch, cta, onClose }: BranchCtaProps) {
  const t = useText();
  const navigate = useNavigate();
  const [, { store }] = useStoredBranch();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [stored, setStored] = useState(false);
  const { linkUrl, linkText, linkTarget } = cta.params;

  if (cta.action === 'link') {
    const href =
      linkUrl === WEBSITE_URL_TOKEN
        ? branch.contact.website
        : safeHref(linkUrl, { source: 'banksearch/branch-search cta.params.linkUrl' });
    if (!href) return null;
    return (
      <a
        className={styles.cta}
        href={href}
        target={linkTarget}
        rel={linkTarget === '_blank' ? 'noopener' : undefined}
      >
        {linkText ??
          t(
            hasBranchPage(branch)
              ? 'banksearch.item.openBranchPage'
              : 'banksearch.item.openBankPage',
          )}
        {linkTarget === '_blank' ? (
          <span className={styles.visuallyHidden}> {t('banksearch.detail.newWindow')}</span>
        ) : null}
      </a>
    );
  }

  if (cta.action === 'redirect') {
    // The branch's page, found by the branch URL service; the branch is not stored.
    const redirect = async () => {
      setBusy(true);
      setFailed(false);
      try {
        const url = await fetchBranchUrl(branch.id, cta.suffix ?? '');
        track({ action: 'banksearch.redirect', branchId: branch.id, blz: branch.blz });
        navigate(url);
      } catch (error) {
        logWidgetError('banksearch/branch-search', 'the branch URL could not be fetched', error);
        setFailed(true);
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className={styles.ctaBlock}>
        <button
          type="button"
          className={styles.cta}
          aria-busy={busy}
          disabled={busy}
          onClick={() => void redirect()}
        >
          {linkText ?? t('banksearch.cta.redirect')}
        </button>
        {failed ? (
          <p className={styles.ctaError} role="alert">
            {t('banksearch.results.error')}
          </p>
        ) : null}
      </div>
    );
  }

  const select = () => {
    store(toStoredBranch(branch));
    if (onClose) onClose();
    else setStored(true);
  };
  return (
    <div className={styles.ctaBlock}>
      <button type="button" className={styles.cta} onClick={select}>
        {linkText ?? t('banksearch.cta.select')}
      </button>
      <p className={styles.ctaStatus} role="status">
        {stored ? t('banksearch.cta.stored', { name: branch.name }) : ''}
      </p>
    </div>
  );
}
