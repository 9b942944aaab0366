import { memo, useId, useState } from 'react';
import { type Language } from '@ctb/shared/runtime';
import { formatDistance } from '@ctb/shared/formats';
import type { Branch } from '../services/branch-service';
import { hasBranchPage, telHref } from './branch-contact-links';
import { BranchFeatureIcons } from './branch-feature-icons';
import styles from './branch-item.module.css';
import { BranchHoursTable } from './branch-hours-table';
import { Heading, type HeadingLevel } from './heading';
import { useOpenNow } from './use-open-now';
import { useText } from './use-text';

export interface BranchResultItemProps {
  branch: Branch;
  language: Language;
  onSelect: (branch: Branch) => void;
  /** The level of the branch's name (the results heading's level + 1); default 3. */
  headingLevel?: HeadingLevel;
}

function OpenNowBadge({ branch }: { branch: Branch }) {
  const t = useText();
  const openNow = useOpenNow(branch);
  if (openNow === undefined) return null;
  return (
    <span className={openNow ? styles.open : styles.closed}>
      {t(openNow ? 'banksearch.item.openNow' : 'banksearch.item.closedNow')}
    </span>
  );
}

/**
 * One branch of the results: its name opens the detail view; address, distance, open now,
 * opening hours behind a toggle, phone and the branch or bank page. Memoised: the list re-renders
 * often (more results, a new answer) while most items stay the same.
 */
export const BranchResultItem = memo(function BranchResultItem({
  branch,
  language,
  onSelect,
  headingLevel = 3,
}: BranchResultItemProps) {
  const t = useText();
  const [hoursOpen, setHoursOpen] = useState(false);
  const hoursId = useId();
  const { telephone, website } = branch.contact;

  return (
    <li className={styles.item} data-branch-id={branch.id}>
      <Heading level={headingLevel} className={styles.name}>
        <button
          type="button"
          className={styles.nameButton}
          onClick={() => onSelect(branch)}
          aria-label={t('banksearch.item.details', { name: branch.name })}
        >
          {branch.name}
        </button>
      </Heading>
      <BranchFeatureIcons branch={branch} />
      <p className={styles.address}>
        {branch.address.street}
        <br />
        {`${branch.address.postalCode} ${branch.address.city}`}
      </p>
      {branch.distance !== undefined ? (
        <p className={styles.meta}>
          {`${t('banksearch.item.distance')}: ${formatDistance(branch.distance, language)}`}
        </p>
      ) : null}
      <div className={styles.hoursBlock}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={hoursOpen}
          aria-controls={hoursId}
          onClick={() => setHoursOpen((open) => !open)}
        >
          <OpenNowBadge branch={branch} />
          <span>{t('banksearch.item.hours.show')}</span>
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <BranchHoursTable
          id={hoursId}
          hidden={!hoursOpen}
          caption={t('banksearch.item.hours.caption')}
          opening={branch.openingHours.periods}
          consulting={branch.consultingHours.periods}
        />
      </div>
      <div className={styles.actions}>
        {telephone ? (
          <a
            className={styles.phone}
            href={telHref(telephone)}
            aria-label={`${t('banksearch.item.phone')} ${telephone}`}
          >
            {telephone}
          </a>
        ) : null}
        {website ? (
          <a className={styles.pageLink} href={website}>
            {t(
              hasBranchPage(branch)
                ? 'banksearch.item.openBranchPage'
                : 'banksearch.item.openBankPage',
            )}
          </a>
        ) : null}
      </div>
    </li>
  );
});
