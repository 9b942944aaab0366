import { pensionCoverage, pensionOutcome } from './result-outcome';

describe('pension outcome', () => {
  it('is positive from a gap of +100 €', () => {
    expect(pensionOutcome(100)).toBe('positive');
    expect(pensionOutcome(99.99)).toBe('congratulation');
  });

  it('is something to do from a gap of -100 €', () => {
    expect(pensionOutcome(-100)).toBe('todo');
    expect(pensionOutcome(-99.99)).toBe('congratulation');
  });

  it('derives a coverage from 0 to 100 for the progress circle', () => {
    expect(pensionCoverage(1830.4, 2500)).toBe(73);
    expect(pensionCoverage(3000, 2500)).toBe(100);
    expect(pensionCoverage(-10, 2500)).toBe(0);
    expect(pensionCoverage(500, 0)).toBe(100);
  });
});
