import { midpoint, roundUpToStep, stepDecimals } from './step';
import { limitsOnStep, widenLimits } from './limits';

describe('step arithmetic', () => {
  it('counts the decimals of a step', () => {
    expect(stepDecimals(100)).toBe(0);
    expect(stepDecimals(0.125)).toBe(3);
    expect(stepDecimals(0.001)).toBe(3);
    expect(stepDecimals(0.5)).toBe(1);
  });

  it('rounds up to a multiple of the step without floating point noise', () => {
    expect(roundUpToStep(1234, 100)).toBe(1300);
    expect(roundUpToStep(1300, 100)).toBe(1300);
    expect(roundUpToStep(3.1, 0.125)).toBe(3.125);
    expect(roundUpToStep(0.3, 0.1)).toBe(0.3);
  });

  it('starts a slider at the midpoint of its bounds', () => {
    expect(midpoint(1000, 100000, 100)).toBe(50500);
    expect(midpoint(12, 360, 1)).toBe(186);
  });

  it('rounds interest rate bounds up to the step', () => {
    expect(limitsOnStep({ min: 1.01, max: 9.9 }, 0.125)).toEqual({ min: 1.125, max: 10 });
  });

  it('widens limits to include a returned value and never narrows them', () => {
    expect(widenLimits({ min: 50, max: 2000 }, 2500)).toEqual({ min: 50, max: 2500 });
    expect(widenLimits({ min: 50, max: 2000 }, 20)).toEqual({ min: 20, max: 2000 });
    expect(widenLimits({ min: 50, max: 2000 }, 100)).toEqual({ min: 50, max: 2000 });
  });
});
