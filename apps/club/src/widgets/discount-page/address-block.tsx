import { useIntl } from 'react-intl';
import type { ClubDiscount } from './api';
import { AddressMap } from './address-map';
import { partnerHref } from './partner-href';
import styles from './detail-view.module.css';

/** The partner's address, website and (SPEC: when showMap and a full address) the map. */
export function AddressBlock({
  discount,
  headingLevel,
}: {
  discount: ClubDiscount;
  headingLevel: number;
}) {
  const intl = useIntl();
  const Heading = `h${Math.min(headingLevel, 6)}` as 'h3';
  const website = discount.shopUrl ? partnerHref(discount.shopUrl, 'shopUrl') : undefined;
  const hasAddress = Boolean(discount.street && discount.zipCode && discount.city);
  if (!hasAddress && !website && !discount.city) return null;
  return (
    <section
      className={styles.addressSection}
      aria-label={intl.formatMessage({ id: 'club.discountPage.address' })}
    >
      <Heading className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'club.discountPage.address' })}
      </Heading>
      <address className={styles.address}>
        {discount.street ? <span>{discount.street}</span> : null}
        {discount.zipCode || discount.city ? (
          <span>{[discount.zipCode, discount.city].filter(Boolean).join(' ')}</span>
        ) : null}
      </address>
      {website ? (
        <p>
          <a className={styles.link} href={website} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage({ id: 'club.discountPage.shopWebsite' })}
            <span className={styles.visuallyHidden}>
              {' '}
              {intl.formatMessage({ id: 'club.discountPage.newWindow' })}
            </span>
          </a>
        </p>
      ) : null}
      {discount.showMap && hasAddress ? <AddressMap discount={discount} /> : null}
    </section>
  );
}
