import { useIntl } from 'react-intl';
import { formatDate } from '@ctb/shared/dates';
import type { ClubDiscount } from './api';
import styles from './detail-view.module.css';

/** Voucher value, validity or "Unbegrenzt gültig", redeemable, redemption channel, club card. */
export function DetailFacts({ discount }: { discount: ClubDiscount }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <div className={styles.facts}>
      {discount.voucherValue ? <p className={styles.voucher}>{discount.voucherValue}</p> : null}
      <dl className={styles.factList}>
        <div>
          <dt>{t('club.discountPage.facts.validity')}</dt>
          <dd>
            {discount.validTo
              ? t('club.discountPage.validTo', { date: formatDate(discount.validTo) })
              : t('club.discountPage.unlimited')}
          </dd>
        </div>
        {discount.redeemable ? (
          <div>
            <dt>{t('club.discountPage.facts.redeemable')}</dt>
            <dd>
              {t(`club.discountPage.redeemable.${discount.redeemable}`)}
              {discount.redeemableDescription ? (
                <span className={styles.factNote}>{discount.redeemableDescription}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {discount.redemptionChannel ? (
          <div>
            <dt>{t('club.discountPage.facts.channel')}</dt>
            <dd>{discount.redemptionChannel}</dd>
          </div>
        ) : null}
      </dl>
      {discount.clubCard || discount.clubOnly ? (
        <ul className={styles.badges}>
          {discount.clubCard ? (
            <li className={styles.badge}>{t('club.discountPage.clubCard')}</li>
          ) : null}
          {discount.clubOnly ? (
            <li className={styles.badge}>{t('club.discountPage.clubOnly')}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
