import { useIntl } from 'react-intl';
import { type StoredBranch } from '@ctb/shared/branch-store';
import { hoursToday, useBranchInfo } from './api';
import styles from './quickbar.module.css';

interface StoredBranchCardProps {
  branch: StoredBranch;
  infoUrl: string;
  onChange(): void;
  onRemove(): void;
}

/** The stored branch: name, address, opening hours today, open now, phone; change or remove. */
export function StoredBranchCard({ branch, infoUrl, onChange, onRemove }: StoredBranchCardProps) {
  const intl = useIntl();
  const { data: info, error } = useBranchInfo(infoUrl, branch.id);
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `chrome.quickbar.${id}` }, values);
  const hours = info ? hoursToday(info) : [];
  const phone = info?.contact.telephone?.trim();

  return (
    <section className={styles.branch} aria-labelledby="quickbar-branch-name">
      <p className={styles.eyebrow}>{t('yourBranch')}</p>
      <h3 className={styles.branchName} id="quickbar-branch-name">
        {branch.name}
      </h3>
      <p className={styles.address}>
        {branch.address.street}, {branch.address.postalCode} {branch.address.city}
      </p>
      {info && (
        <ul className={styles.facts}>
          <li>
            <span className={info.openingHours.openNow ? styles.open : styles.closed}>
              {t(info.openingHours.openNow ? 'openNow' : 'closedNow')}
            </span>{' '}
            · {hours.length > 0 ? t('today', { hours: hours.join(', ') }) : t('closedToday')}
          </li>
          {phone && (
            <li>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t('phone', { phone })}</a>
            </li>
          )}
        </ul>
      )}
      {error && <p className={styles.muted}>{t('infoFailed')}</p>}
      <div className={styles.branchActions}>
        <button type="button" className={styles.action} onClick={onChange}>
          {t('change')}
        </button>
        <button type="button" className={styles.action} onClick={onRemove}>
          {t('remove')}
        </button>
      </div>
    </section>
  );
}
