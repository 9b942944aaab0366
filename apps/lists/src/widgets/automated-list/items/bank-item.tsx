import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { safeHref } from '@ctb/shared/runtime';
import { formatDistance } from '@ctb/shared/formats';
import {
  BranchFeatureIcons,
  OpeningHoursTable,
  type BranchFeature,
  type OpeningPeriod,
} from '@ctb/shared/branch-ui';
import bankStyles from './bank-item.module.css';
import { ItemHeading } from './item-heading';
import { ItemImage, type ItemImageSet } from './item-image';
import type { ItemLayoutProps } from './item-layout-props';
import styles from './items.module.css';

/** A list item of type bank: a branch as the bank services answer it (SPEC "Bank branch"). */
export interface BankItem {
  type: 'bank';
  id: string;
  name: string;
  /** Bankleitzahl, the bank code; the western banks' begin with 5. */
  blz: string;
  address: { street: string; postalCode: string; city: string };
  contact?: { telephone?: string; email?: string; website?: string; chat?: string | null };
  parkinglots?: number;
  accessible?: boolean;
  central?: boolean;
  /** Metres from the search centre (map search only). */
  distance?: number;
  openingHours?: { openNow?: boolean; periods: OpeningPeriod[] };
  consultingHours?: { periods: OpeningPeriod[] };
  listImage?: ItemImageSet;
}

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** A branch: picture, name, features, address, hours behind a toggle and ways to get in touch. */
export function BankItemLayout({ item, settings }: ItemLayoutProps<BankItem>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [hoursOpen, setHoursOpen] = useState(false);
  const hoursId = useId();
  const features: BranchFeature[] = [
    ...((item.parkinglots ?? 0) > 0 ? (['parking'] as const) : []),
    ...(item.accessible ? (['accessible'] as const) : []),
    ...(item.central ? (['central'] as const) : []),
  ];
  const openNow = item.openingHours?.openNow;
  const { telephone, email } = item.contact ?? {};
  const website = safeHref(item.contact?.website, { source: 'lists bank item website' });
  // The western banks (bank code beginning with 5) link to the branch's own page.
  const websiteText = item.blz.startsWith('5')
    ? text('lists.bank.openBranchPage')
    : text('lists.bank.openBankPage');

  return (
    <article className={item.listImage ? styles.item : `${styles.item} ${styles.itemNoImage}`}>
      {item.listImage ? (
        <ItemImage className={styles.image} image={item.listImage} shape="photo" />
      ) : null}
      <div className={styles.body}>
        <ItemHeading level={settings.headingLevel} className={styles.title}>
          {item.name}
        </ItemHeading>
        <BranchFeatureIcons
          features={features}
          labels={{
            parking: text('lists.bank.parking'),
            accessible: text('lists.bank.accessible'),
            central: text('lists.bank.central'),
          }}
          size="large"
        />
        <p className={styles.meta}>
          {item.address.street}
          <br />
          {`${item.address.postalCode} ${item.address.city}`}
        </p>
        {item.distance !== undefined ? (
          <p className={styles.meta}>
            {`${text('lists.bank.distance')}: ${formatDistance(item.distance, settings.language)}`}
          </p>
        ) : null}
        {item.openingHours ? (
          <div>
            <button
              type="button"
              className={bankStyles.toggle}
              aria-expanded={hoursOpen}
              aria-controls={hoursId}
              onClick={() => setHoursOpen((open) => !open)}
            >
              {openNow !== undefined ? (
                <span className={openNow ? bankStyles.open : bankStyles.closed}>
                  {text(openNow ? 'lists.bank.openNow' : 'lists.bank.closedNow')}
                </span>
              ) : null}
              <span className={bankStyles.visuallyHidden}>{text('lists.bank.hours.show')}</span>
              <svg
                className={bankStyles.chevron}
                width="16"
                height="16"
                viewBox="0 0 16 16"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <OpeningHoursTable
              id={hoursId}
              hidden={!hoursOpen}
              caption={text('lists.bank.hours.caption')}
              labels={{
                day: text('lists.bank.hours.day'),
                opening: text('lists.bank.hours.opening'),
                consulting: text('lists.bank.hours.consulting'),
                closed: text('lists.bank.hours.closed'),
              }}
              opening={item.openingHours.periods}
              consulting={item.consultingHours?.periods ?? []}
            />
          </div>
        ) : null}
        {telephone ? (
          <a
            className={bankStyles.zoomPhone}
            href={telHref(telephone)}
            aria-label={`${text('lists.bank.phone')} ${telephone}`}
          >
            {telephone}
          </a>
        ) : null}
        {email ? (
          <a className={styles.link} href={`mailto:${email}`}>
            {email}
          </a>
        ) : null}
        {website ? (
          <a className={styles.button} href={website}>
            {websiteText}
          </a>
        ) : null}
      </div>
    </article>
  );
}
