import { consentStore } from '@ctb/shared/consent';
import styles from './consent-placeholder.module.css';
import { useText } from './use-text';

/**
 * Stands where the map would be until the visitor allows maps: says why (a third-party service
 * that receives their data) and offers to load it. The cookie banner grants the same consent.
 */
export function ConsentPlaceholder() {
  const t = useText();
  return (
    <div className={styles.placeholder}>
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
        <p className={styles.title}>{t('banksearch.map.consent.title')}</p>
        <p className={styles.text}>{t('banksearch.map.consent.text')}</p>
        <button type="button" className={styles.button} onClick={() => consentStore.grant('maps')}>
          {t('banksearch.map.consent.load')}
        </button>
      </div>
    </div>
  );
}
