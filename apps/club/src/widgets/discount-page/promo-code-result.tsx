import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoredCode } from './promo-code-storage';
import styles from './benefit-action.module.css';

interface PromoCodeResultProps {
  code: StoredCode;
  redeemable: 'einmalig' | 'unbegrenzt' | undefined;
  headingLevel: number;
}

/**
 * The code with one copy button (clipboard, announced), and what SPEC says about it: none left
 * (then the default code), already generated and usable once, or the new and the previous code.
 */
export function PromoCodeResult({ code, redeemable, headingLevel }: PromoCodeResultProps) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const Heading = `h${Math.min(headingLevel, 6)}` as 'h3';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      setAnnouncement(
        intl.formatMessage({ id: 'club.discountPage.promo.copied' }, { code: code.code }),
      );
    } catch {
      setAnnouncement(intl.formatMessage({ id: 'club.discountPage.promo.copyFailed' }));
    }
  };

  return (
    <div className={styles.codeBox}>
      {code.fallback ? (
        <>
          <p className={styles.info} role="alert">
            {intl.formatMessage({ id: 'club.discountPage.promo.noneLeft' })}
          </p>
          <p className={styles.text}>
            {intl.formatMessage({ id: 'club.discountPage.promo.defaultCode' })}
          </p>
        </>
      ) : null}
      <Heading className={styles.codeHeading}>
        {intl.formatMessage({ id: 'club.discountPage.promo.heading' })}
      </Heading>
      <div className={styles.codeRow}>
        <output
          className={styles.code}
          aria-label={intl.formatMessage({ id: 'club.discountPage.promo.heading' })}
        >
          {code.code}
        </output>
        <button type="button" className={styles.copy} onClick={() => void copy()}>
          {intl.formatMessage({ id: 'club.discountPage.promo.copy' })}
        </button>
      </div>
      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
      {code.alreadyGenerated ? (
        <p className={styles.info}>
          {intl.formatMessage({ id: 'club.discountPage.promo.alreadyGenerated' })}
        </p>
      ) : null}
      {redeemable === 'unbegrenzt' && !code.fallback ? (
        <p className={styles.text}>
          {intl.formatMessage({ id: 'club.discountPage.promo.unlimited' })}
        </p>
      ) : null}
      {code.previousCode ? (
        <p className={styles.previous}>
          {intl.formatMessage(
            { id: 'club.discountPage.promo.previous' },
            { code: code.previousCode },
          )}
        </p>
      ) : null}
    </div>
  );
}
