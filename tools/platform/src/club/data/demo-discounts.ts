import { clubBenefits } from './club-benefits';
import { clubDiscountDetail, voucherNumber } from './club-details';
import { poolSize } from './promo-code-store';

export type DemoKind = 'promoCode' | 'unlimited' | 'shopLink' | 'runsOut' | 'oldVariant';

/**
 * One benefit of each kind QA wants to open directly (the demo page's links): open to every
 * member (not club-only), so each test user reaches the promo code or link.
 */
export function demoDiscounts(now: Date): { kind: DemoKind; voucherId: string }[] {
  const details = clubBenefits(now).map(({ item }) => ({ item, detail: clubDiscountDetail(item) }));
  const open = details.filter(({ detail }) => !detail.clubOnly);
  const find = (kind: DemoKind, test: (entry: (typeof details)[number]) => boolean) => {
    const found = open.find(test);
    return found ? [{ kind, voucherId: found.item.voucherId }] : [];
  };
  const promo = (entry: (typeof details)[number]) => entry.detail.benefitType === 'Promo-Code';
  const bigPool = (entry: (typeof details)[number]) => poolSize(entry.item.voucherId) > 1;
  return [
    // With an address on a map, so the map-after-consent journey always has one to show.
    ...find(
      'promoCode',
      (e) =>
        promo(e) &&
        bigPool(e) &&
        e.detail.redeemable === 'einmalig' &&
        Boolean(e.item.title) &&
        e.detail.showMap &&
        Boolean(e.detail.street && e.detail.zipCode && e.detail.city),
    ),
    ...find('unlimited', (e) => promo(e) && bigPool(e) && e.detail.redeemable === 'unbegrenzt'),
    ...find('shopLink', (e) => e.detail.benefitType === 'Link'),
    ...find('runsOut', (e) => promo(e) && voucherNumber(e.item.voucherId) % 5 === 2),
    ...find('oldVariant', (e) => !e.item.title),
  ];
}
