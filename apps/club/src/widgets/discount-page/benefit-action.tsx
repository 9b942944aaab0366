import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig } from '@ctb/shared/runtime';
import { clubSession, useClubSession } from '@ctb/shared/branch-store';
import type { LoginIntent } from '../../common/login/login-transaction';
import { startLogin } from '../../common/login/start-login';
import { readMembership, requestPromoCode, type ClubDiscount } from './api';
import type { DiscountPageConfig } from './config-schema';
import { partnerHref } from './partner-href';
import { PromoCodeResult } from './promo-code-result';
import { storedPromoCode, storePromoCode, type StoredCode } from './promo-code-storage';
import styles from './benefit-action.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'code'; code: StoredCode }
  | { kind: 'link'; href: string }
  | { kind: 'message'; id: string; tone: 'error' | 'info' };

interface BenefitActionProps {
  config: DiscountPageConfig;
  discount: ClubDiscount;
  autoAction: LoginIntent['action'] | undefined;
  headingLevel: number;
}

/**
 * The call-to-action and the promo code or shop link area (SPEC "Club discount"): without a
 * member session it starts the login; a member generates a promo code (benefitType Promo-Code)
 * or has membership read and gets the shop link (Link). Non-members, members over 24 on
 * club-only benefits and an expired login get their messages; other failures end the loading
 * with the technical error. Nothing throws.
 */
export function BenefitAction({ config, discount, autoAction, headingLevel }: BenefitActionProps) {
  const intl = useIntl();
  const { language } = usePageConfig();
  const member = useClubSession();
  const action: LoginIntent['action'] | undefined =
    discount.benefitType === 'Promo-Code'
      ? 'promoCode'
      : discount.benefitType === 'Link'
        ? 'shopLink'
        : undefined;
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const stored =
      action === 'promoCode' && member ? storedPromoCode(discount.voucherId) : undefined;
    return stored ? { kind: 'code', code: stored } : { kind: 'idle' };
  });
  const Heading = `h${Math.min(headingLevel, 6)}` as 'h2';

  const run = useCallback(async () => {
    const current = clubSession.get();
    if (!current || !action) return;
    setOutcome({ kind: 'working' });
    try {
      if (action === 'promoCode') {
        const result = await requestPromoCode(config, discount.voucherId, current);
        if (result.kind === 'code') {
          storePromoCode(discount.voucherId, result);
          const { kind: _kind, ...code } = result;
          setOutcome({ kind: 'code', code });
        } else if (result.kind === 'notMember') {
          setOutcome({ kind: 'message', id: 'club.discountPage.error.promoCode', tone: 'error' });
        } else if (result.kind === 'tooOld') {
          setOutcome({ kind: 'message', id: 'club.discountPage.error.age', tone: 'error' });
        } else {
          clubSession.clear();
          setOutcome({
            kind: 'message',
            id: 'club.discountPage.error.sessionExpired',
            tone: 'info',
          });
        }
        return;
      }
      const membership = await readMembership(config, discount.voucherId, current);
      const href = partnerHref(discount.url || discount.shopUrl, 'url');
      if (membership.kind === 'eligible' && href) setOutcome({ kind: 'link', href });
      else if (membership.kind === 'eligible') throw new Error('the benefit has no usable link');
      else if (membership.kind === 'notMember')
        setOutcome({ kind: 'message', id: 'club.discountPage.error.shopLink', tone: 'error' });
      else if (membership.kind === 'tooOld')
        setOutcome({ kind: 'message', id: 'club.discountPage.error.age', tone: 'error' });
      else {
        clubSession.clear();
        setOutcome({ kind: 'message', id: 'club.discountPage.error.sessionExpired', tone: 'info' });
      }
    } catch (error) {
      console.error(
        `[ctb] club/discount-page: ${action} for ${discount.voucherId} failed: ${(error as Error).message}`,
      );
      setOutcome({ kind: 'message', id: 'technical', tone: 'error' });
    }
  }, [action, config, discount]);

  // Logged out (here, in the login button or another tab): the member's code or link goes too.
  useEffect(
    () =>
      clubSession.subscribe((next) => {
        if (!next)
          setOutcome((now) =>
            now.kind === 'code' || now.kind === 'link' ? { kind: 'idle' } : now,
          );
      }),
    [],
  );

  // Back from the login with this discount's request: do it now, once.
  const autoRan = useRef(false);
  useEffect(() => {
    if (autoRan.current || !autoAction || autoAction !== action || !member) return;
    autoRan.current = true;
    void run();
  }, [autoAction, action, member, run]);

  const logIn = () => {
    if (!action) return;
    setOutcome({ kind: 'working' });
    startLogin(config.login, { language, intent: { voucherId: discount.voucherId, action } }).catch(
      () => setOutcome({ kind: 'message', id: 'technical', tone: 'error' }),
    );
  };

  const t = (id: string) => intl.formatMessage({ id });
  const working = outcome.kind === 'working';

  return (
    <section className={styles.action} aria-labelledby={`club-action-${discount.voucherId}`}>
      <Heading id={`club-action-${discount.voucherId}`} className={styles.heading}>
        {t('club.discountPage.action.heading')}
      </Heading>
      {discount.promotionCodeDescription && action === 'promoCode' ? (
        <p className={styles.text}>{discount.promotionCodeDescription}</p>
      ) : null}
      {discount.urlDescription && action === 'shopLink' ? (
        <p className={styles.text}>{discount.urlDescription}</p>
      ) : null}
      {!action ? <p className={styles.text}>{t('club.discountPage.action.inStore')}</p> : null}

      {action && !member && outcome.kind !== 'code' ? (
        <>
          <button type="button" className={styles.primary} onClick={logIn} disabled={working}>
            {t(
              action === 'promoCode'
                ? 'club.discountPage.action.loginPromoCode'
                : 'club.discountPage.action.loginShopLink',
            )}
          </button>
          <p className={styles.note}>{t('club.discountPage.action.loginNote')}</p>
        </>
      ) : null}

      {action &&
      member &&
      outcome.kind !== 'link' &&
      !(outcome.kind === 'code' && discount.redeemable !== 'unbegrenzt') ? (
        <button
          type="button"
          className={styles.primary}
          onClick={() => void run()}
          disabled={working}
          aria-disabled={working}
        >
          {t(
            action === 'shopLink'
              ? 'club.discountPage.action.shopLink'
              : outcome.kind === 'code'
                ? 'club.discountPage.action.generateAgain'
                : 'club.discountPage.action.generate',
          )}
        </button>
      ) : null}

      <div className={styles.result} aria-live="polite">
        {working ? <p className={styles.working}>{t('club.discountPage.action.working')}</p> : null}
        {outcome.kind === 'code' ? (
          <PromoCodeResult
            code={outcome.code}
            redeemable={discount.redeemable}
            headingLevel={headingLevel + 1}
          />
        ) : null}
        {outcome.kind === 'link' ? (
          <div className={styles.linkBox}>
            <p className={styles.linkHeading}>{t('club.discountPage.link.heading')}</p>
            <a
              className={styles.primaryLink}
              href={outcome.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('club.discountPage.link.open')}
              <span className={styles.visuallyHidden}> {t('club.discountPage.newWindow')}</span>
            </a>
          </div>
        ) : null}
        {outcome.kind === 'message' && outcome.id === 'technical' ? (
          <div className={styles.error} role="alert">
            <p className={styles.errorTitle}>{t('common.technicalError.headline')}</p>
            <p>{t('common.technicalError.text')}</p>
          </div>
        ) : null}
        {outcome.kind === 'message' && outcome.id !== 'technical' ? (
          <p className={outcome.tone === 'error' ? styles.error : styles.info} role="alert">
            {t(outcome.id)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
