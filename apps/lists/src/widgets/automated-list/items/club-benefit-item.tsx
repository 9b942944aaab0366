import { useIntl } from 'react-intl';
import { formatDate } from '@ctb/shared/dates';
import { ItemHeading } from './item-heading';
import type { ItemLayoutProps } from './item-layout-props';
import styles from './items.module.css';
import { selectClubBenefit } from '../../../common/select-club-benefit';

/** A list item of type clubBenefit (SPEC "Club benefit (overview item)"). */
export interface ClubBenefitItem {
  type: 'clubBenefit';
  voucherId: string;
  title?: string;
  /** The old variant names the partner instead of a title. */
  partner?: string;
  /** URL of the partner shop's picture */
  shopPicture?: string;
  /** As the club writes it, e.g. "-20 %" or "10 € Rabatt" */
  voucherValue?: string;
  zipCode?: string;
  city?: string;
  /** YYYY-MM-DD; absent or empty when the discount does not expire */
  validTo?: string | null;
}

/** A club discount in the overview; "Mehr Details" switches the club page to its detail view. */
export function ClubBenefitItemLayout({ item, settings }: ItemLayoutProps<ClubBenefitItem>) {
  const intl = useIntl();
  const title = item.title || item.partner || '';
  const validTo = item.validTo ? formatDate(item.validTo) : '';
  const place = [item.zipCode, item.city].filter(Boolean).join(' ');

  return (
    <article className={item.shopPicture ? styles.item : `${styles.item} ${styles.itemNoImage}`}>
      {/* The picture shows the partner shop the title already names: decorative. */}
      {item.shopPicture ? (
        // The club's shop pictures are 16:9 (576 x 324, its xs size).
        <img
          className={styles.image}
          src={item.shopPicture}
          alt=""
          width={576}
          height={324}
          loading="lazy"
        />
      ) : null}
      <div className={styles.body}>
        <ItemHeading level={settings.headingLevel} className={styles.title}>
          {title}
        </ItemHeading>
        {item.voucherValue ? <p className={styles.voucher}>{item.voucherValue}</p> : null}
        {place ? <p className={styles.meta}>{place}</p> : null}
        <p className={styles.meta}>
          {validTo
            ? intl.formatMessage({ id: 'lists.clubBenefit.validTo' }, { date: validTo })
            : intl.formatMessage({ id: 'lists.clubBenefit.unlimited' })}
        </p>
        <button
          type="button"
          className={styles.button}
          onClick={() => selectClubBenefit(item.voucherId)}
        >
          {intl.formatMessage({ id: 'lists.clubBenefit.moreDetails' })}
          <span className={styles.visuallyHidden}>
            {` ${intl.formatMessage({ id: 'lists.clubBenefit.moreDetailsTo' }, { title })}`}
          </span>
        </button>
      </div>
    </article>
  );
}
