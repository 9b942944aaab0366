import * as v from '@ctb/shared/validation';
import type { PromoCodeResult } from './api';

/**
 * SPEC session key `promocode`: the codes this session got, by voucher id, so reopening a
 * discount shows its code without asking the service again. Cleared with the member on logout
 * (libs/shared's club session removes the key).
 */
const PROMO_CODE_KEY = 'ctb.promocode';

const storedSchema = v.record(
  v.string(),
  v.object({
    code: v.string(),
    previousCode: v.nullable(v.string()),
    alreadyGenerated: v.boolean(),
    fallback: v.boolean(),
  }),
);

type StoredCodes = v.InferOutput<typeof storedSchema>;
export type StoredCode = StoredCodes[string];

function readAll(): StoredCodes {
  try {
    const result = v.safeParse(
      storedSchema,
      JSON.parse(sessionStorage.getItem(PROMO_CODE_KEY) ?? '{}'),
    );
    return result.success ? result.output : {};
  } catch {
    return {};
  }
}

export const storedPromoCode = (voucherId: string): StoredCode | undefined => readAll()[voucherId];

export function storePromoCode(
  voucherId: string,
  result: Extract<PromoCodeResult, { kind: 'code' }>,
) {
  const { kind: _kind, ...code } = result;
  try {
    sessionStorage.setItem(PROMO_CODE_KEY, JSON.stringify({ ...readAll(), [voucherId]: code }));
  } catch {
    // Storage full or blocked: the code stays on screen for this visit only.
    console.warn(
      '[ctb] club/discount-page: sessionStorage is not available; the promo code is not kept.',
    );
  }
}
