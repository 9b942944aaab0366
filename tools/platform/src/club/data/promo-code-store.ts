import { hashString } from '../../common/seeded-random';
import type { SqliteDatabase } from '../../common/store/sqlite-database';
import { voucherNumber } from './club-details';

export const PROMO_CODE_MIGRATIONS = [
  `CREATE TABLE promo_codes (
     id INTEGER PRIMARY KEY,
     voucher_id TEXT NOT NULL,
     member_id TEXT NOT NULL,
     code TEXT NOT NULL UNIQUE,
     handed_out_at TEXT NOT NULL
   )`,
  'CREATE INDEX promo_codes_by_member ON promo_codes (member_id, voucher_id, id)',
] as const;

/**
 * How many personal codes a benefit's pool holds: none for every eleventh promo-code benefit
 * (the service answers 404), a single one for every fifth (the second member gets 409), else
 * plenty. Every promo-code benefit has a default code everyone may use (the fallback GET).
 */
export function poolSize(voucherId: string): number {
  const n = voucherNumber(voucherId);
  if (n % 11 === 4) return 0;
  if (n % 5 === 2) return 1;
  return 500;
}

export const defaultCode = (voucherId: string) =>
  `CLUB${String(voucherNumber(voucherId)).padStart(3, '0')}`;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The pool's `index`th code: 8 characters without look-alikes (no 0/O, 1/I). */
function poolCode(voucherId: string, index: number): string {
  let hash = hashString(`${voucherId}#${index}`);
  let second = hashString(`${index}#${voucherId}`);
  let code = '';
  for (let i = 0; i < 8; i += 1) {
    const source = i < 4 ? hash : second;
    code += ALPHABET[source % ALPHABET.length];
    if (i < 4) hash = Math.floor(hash / ALPHABET.length);
    else second = Math.floor(second / ALPHABET.length);
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export type HandOutResult =
  | { kind: 'code'; code: string; previousCode: string | null; alreadyGenerated: boolean }
  | { kind: 'none' }
  | { kind: 'exhausted' };

/** Personal promo codes handed out, remembered per member in SQLite (they survive a restart). */
export function createPromoCodeStore(db: SqliteDatabase, now: () => Date) {
  const latest = db.prepare<[string, string], { code: string }>(
    'SELECT code FROM promo_codes WHERE member_id = ? AND voucher_id = ? ORDER BY id DESC LIMIT 1',
  );
  const handedOut = db.prepare<[string], { count: number }>(
    'SELECT COUNT(*) AS count FROM promo_codes WHERE voucher_id = ?',
  );
  const insert = db.prepare(
    'INSERT INTO promo_codes (voucher_id, member_id, code, handed_out_at) VALUES (?, ?, ?, ?)',
  );

  /**
   * `einmalig`: a member gets one code per benefit; asking again answers the same code marked
   * already generated. `unbegrenzt`: every request takes a new code from the pool and names the
   * member's previous one. An empty pool answers exhausted, a benefit without a pool none.
   */
  const handOut = db.transaction(
    (voucherId: string, memberId: string, redeemable: 'einmalig' | 'unbegrenzt'): HandOutResult => {
      const size = poolSize(voucherId);
      if (size === 0) return { kind: 'none' };
      const previous = latest.get(memberId, voucherId)?.code ?? null;
      if (previous && redeemable === 'einmalig') {
        return { kind: 'code', code: previous, previousCode: null, alreadyGenerated: true };
      }
      const used = handedOut.get(voucherId)?.count ?? 0;
      if (used >= size) return { kind: 'exhausted' };
      const code = poolCode(voucherId, used);
      insert.run(voucherId, memberId, code, now().toISOString());
      return { kind: 'code', code, previousCode: previous, alreadyGenerated: false };
    },
  );

  return { handOut };
}

export type PromoCodeStore = ReturnType<typeof createPromoCodeStore>;
