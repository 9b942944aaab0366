import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { HttpError } from '@ctb/shared/http';
import { HtmlFragment } from '@ctb/shared/html';
import type { LoginOutcome } from '../../common/login/complete-login';
import { LoginOutcomeMessage } from '../../common/login/login-outcome-message';
import type { LoginIntent } from '../../common/login/login-transaction';
import { AddressBlock } from './address-block';
import { useClubDiscount } from './api';
import { BenefitAction } from './benefit-action';
import type { DiscountPageConfig } from './config-schema';
import { DetailFacts } from './detail-facts';
import { HeaderPicture } from './header-picture';
import styles from './detail-view.module.css';

interface DetailViewProps {
  config: DiscountPageConfig;
  voucherId: string;
  onBack(): void;
  loginReturn: LoginOutcome | 'pending' | undefined;
  /** what the visitor asked for before logging in, done once the detail is there */
  autoAction: LoginIntent['action'] | undefined;
}

/** One club discount (SPEC "Club discount (detail)"), in place of the overview. */
export function DetailView({
  config,
  voucherId,
  onBack,
  loginReturn,
  autoAction,
}: DetailViewProps) {
  const intl = useIntl();
  const { data: discount, error } = useClubDiscount(config, voucherId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const Heading = `h${config.headingLevel}` as const;

  // The focus goes to the discount's heading (or the message saying why there is none).
  useEffect(() => {
    if (discount || error) headingRef.current?.focus();
  }, [discount, error]);

  const back = (
    <button type="button" className={styles.back} onClick={onBack}>
      <span aria-hidden="true" className={styles.backArrow} />
      {intl.formatMessage({ id: 'club.discountPage.back' })}
    </button>
  );

  if (error) {
    const gone = error instanceof HttpError && error.status === 404;
    return (
      <section className={styles.detail} aria-labelledby={titleId}>
        {back}
        <div className={styles.problem} role="alert">
          <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.problemTitle}>
            {gone
              ? intl.formatMessage({ id: 'club.discountPage.notFound' })
              : intl.formatMessage({ id: 'common.technicalError.headline' })}
          </Heading>
          {gone ? null : <p>{intl.formatMessage({ id: 'common.technicalError.text' })}</p>}
        </div>
      </section>
    );
  }

  if (!discount) {
    return (
      <section className={styles.detail} aria-busy="true">
        {back}
        <div className={styles.skeletonPicture} />
        <p role="status" className={styles.loading}>
          {intl.formatMessage({ id: 'club.discountPage.loading' })}
        </p>
      </section>
    );
  }

  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      {back}
      <HeaderPicture config={config} discount={discount} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {discount.title}
          </Heading>
          {discount.shortDescription ? (
            <p className={styles.lead}>{discount.shortDescription}</p>
          ) : null}
          {loginReturn ? <LoginOutcomeMessage outcome={loginReturn} /> : null}
          <HtmlFragment html={discount.detailText} className={styles.detailText} />
          {discount.description ? (
            <p className={styles.description}>{discount.description}</p>
          ) : null}
          <AddressBlock discount={discount} headingLevel={config.headingLevel + 1} />
        </div>
        <aside
          className={styles.side}
          aria-label={intl.formatMessage({ id: 'club.discountPage.facts' })}
        >
          <DetailFacts discount={discount} />
          <BenefitAction
            config={config}
            discount={discount}
            autoAction={autoAction}
            headingLevel={config.headingLevel + 1}
          />
        </aside>
      </div>
    </article>
  );
}
