import { useEffect, useRef } from 'react';
import { type Language } from '@ctb/shared/runtime';
import { formatDistance } from '@ctb/shared/formats';
import type { Branch } from '../services/branch-service';
import { BranchCta } from './branch-cta';
import { hasBranchPage, telHref } from './branch-contact-links';
import styles from './branch-detail.module.css';
import { BranchFeatureIcons } from './branch-feature-icons';
import itemStyles from './branch-item.module.css';
import type { CtaConfig } from './cta-config';
import { BranchHoursTable } from './branch-hours-table';
import { below, Heading, type HeadingLevel } from './heading';
import { useOpenNow } from './use-open-now';
import { useText } from './use-text';

export interface BranchDetailProps {
  branch: Branch;
  cta: CtaConfig;
  language: Language;
  onBack: () => void;
  onClose?: () => void;
  /** The level of the branch's name (its sections one below); default 3. */
  headingLevel?: HeadingLevel;
}

function TextList({
  title,
  entries,
  level,
}: {
  title: string;
  entries: string[];
  level: HeadingLevel;
}) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.section}>
      <Heading level={level} className={styles.sectionTitle}>
        {title}
      </Heading>
      <ul className={styles.tags}>
        {entries.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
    </section>
  );
}

/** The detail card of one branch: picture, contact, hours, services, route and call-to-action. */
export function BranchDetail({
  branch,
  cta,
  language,
  onBack,
  onClose,
  headingLevel = 3,
}: BranchDetailProps) {
  const t = useText();
  const sectionLevel = below(headingLevel);
  const heading = useRef<HTMLHeadingElement>(null);
  const openNow = useOpenNow(branch);
  const { telephone, email, chat, website } = branch.contact;

  // Keyboard and screen-reader users land on what they opened.
  useEffect(() => {
    heading.current?.focus();
  }, [branch.id]);

  return (
    <article className={styles.detail} aria-labelledby={`${branch.id}-detail-title`}>
      <button type="button" className={styles.back} onClick={onBack}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('banksearch.detail.back')}
      </button>
      {branch.listImage ? (
        <figure className={styles.figure}>
          <picture>
            <source
              media="(min-width: 576px)"
              srcSet={`${branch.listImage.sm.res1x} 1x, ${branch.listImage.sm.res2x} 2x`}
            />
            <img
              className={styles.image}
              src={branch.listImage.xs.res1x}
              srcSet={`${branch.listImage.xs.res1x} 1x, ${branch.listImage.xs.res2x} 2x`}
              alt={branch.listImage.alt}
              width={576}
              height={324}
            />
          </picture>
          {branch.imageCopyRight ? (
            <figcaption className={styles.copyright}>
              {t('banksearch.detail.imageCopyright', { copyright: branch.imageCopyRight })}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <Heading
        level={headingLevel}
        id={`${branch.id}-detail-title`}
        ref={heading}
        tabIndex={-1}
        className={styles.title}
      >
        {branch.name}
      </Heading>
      {openNow !== undefined ? (
        <p className={openNow ? itemStyles.open : itemStyles.closed}>
          {t(openNow ? 'banksearch.item.openNow' : 'banksearch.item.closedNow')}
        </p>
      ) : null}
      <BranchFeatureIcons branch={branch} />
      <p className={styles.address}>
        {branch.address.street}
        <br />
        {`${branch.address.postalCode} ${branch.address.city}`}
        {branch.distance !== undefined ? (
          <>
            <br />
            {`${t('banksearch.item.distance')}: ${formatDistance(branch.distance, language)}`}
          </>
        ) : null}
      </p>
      <BranchCta branch={branch} cta={cta} onClose={onClose} />

      <section className={styles.section}>
        <Heading level={sectionLevel} className={styles.sectionTitle}>
          {t('banksearch.detail.contact')}
        </Heading>
        <ul className={styles.contact}>
          {telephone ? (
            <li>
              <a
                className={itemStyles.phone}
                href={telHref(telephone)}
                aria-label={`${t('banksearch.item.phone')} ${telephone}`}
              >
                {telephone}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a className={styles.link} href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          ) : null}
          {chat ? (
            <li>
              <a className={styles.link} href={chat} target="_blank" rel="noopener">
                {t('banksearch.item.chat')}
                <span className={itemStyles.visuallyHidden}>
                  {' '}
                  {t('banksearch.detail.newWindow')}
                </span>
              </a>
            </li>
          ) : null}
          {website ? (
            <li>
              <a className={styles.link} href={website}>
                {t(
                  hasBranchPage(branch)
                    ? 'banksearch.item.openBranchPage'
                    : 'banksearch.item.openBankPage',
                )}
              </a>
            </li>
          ) : null}
          {branch.routePlanner ? (
            <li>
              <a className={styles.link} href={branch.routePlanner} target="_blank" rel="noopener">
                {t('banksearch.detail.route')}
                <span className={itemStyles.visuallyHidden}>
                  {' '}
                  {t('banksearch.detail.newWindow')}
                </span>
              </a>
            </li>
          ) : null}
        </ul>
      </section>

      <section className={styles.section}>
        <Heading level={sectionLevel} className={styles.sectionTitle}>
          {t('banksearch.detail.hours')}
        </Heading>
        <BranchHoursTable
          caption={t('banksearch.item.hours.caption')}
          opening={branch.openingHours.periods}
          consulting={branch.consultingHours.periods}
        />
      </section>

      <TextList
        title={t('banksearch.detail.services')}
        entries={branch.services}
        level={sectionLevel}
      />
      <TextList
        title={t('banksearch.detail.equipment')}
        entries={branch.equipment}
        level={sectionLevel}
      />
      {branch.selfService.equipment.length > 0 ? (
        <section className={styles.section}>
          <Heading level={sectionLevel} className={styles.sectionTitle}>
            {t('banksearch.detail.selfService')}
          </Heading>
          <ul className={styles.tags}>
            {branch.selfService.equipment.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
          {branch.selfService.openingHours.periods.length > 0 ? (
            <BranchHoursTable
              caption={t('banksearch.detail.selfServiceHours')}
              opening={branch.selfService.openingHours.periods}
            />
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
