import { openDatabase } from '../../common/store/sqlite-database';
import {
  createPromoCodeStore,
  defaultCode,
  poolSize,
  PROMO_CODE_MIGRATIONS,
} from './promo-code-store';

const store = () =>
  createPromoCodeStore(
    openDatabase({ location: ':memory:', dataDir: ':memory:', migrations: PROMO_CODE_MIGRATIONS }),
    () => new Date('2026-11-25T10:00:00Z'),
  );

describe('promo code store', () => {
  it('hands a member one code per einmalig benefit and the same one again, marked already generated', () => {
    const codes = store();
    const first = codes.handOut('cb-0001', 'm-1', 'einmalig');
    expect(first).toMatchObject({ kind: 'code', alreadyGenerated: false, previousCode: null });
    const again = codes.handOut('cb-0001', 'm-1', 'einmalig');
    expect(again).toEqual({ ...first, alreadyGenerated: true });
  });

  it('hands out a new code per request for unbegrenzt and names the previous one', () => {
    const codes = store();
    const first = codes.handOut('cb-0001', 'm-1', 'unbegrenzt');
    const second = codes.handOut('cb-0001', 'm-1', 'unbegrenzt');
    if (first.kind !== 'code' || second.kind !== 'code') throw new Error('no codes');
    expect(second.code).not.toBe(first.code);
    expect(second.previousCode).toBe(first.code);
  });

  it('runs out of a small pool and has nothing for a benefit without one', () => {
    expect(poolSize('cb-0002')).toBe(1);
    const codes = store();
    expect(codes.handOut('cb-0002', 'm-1', 'einmalig').kind).toBe('code');
    expect(codes.handOut('cb-0002', 'm-2', 'einmalig')).toEqual({ kind: 'exhausted' });
    expect(poolSize('cb-0004')).toBe(0);
    expect(codes.handOut('cb-0004', 'm-1', 'einmalig')).toEqual({ kind: 'none' });
    expect(defaultCode('cb-0004')).toBe('CLUB004');
  });

  it('gives different members different codes', () => {
    const codes = store();
    const a = codes.handOut('cb-0001', 'm-1', 'einmalig');
    const b = codes.handOut('cb-0001', 'm-2', 'einmalig');
    expect(a).not.toEqual(b);
  });
});
