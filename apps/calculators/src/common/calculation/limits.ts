import { roundUpToStep } from './step';

export interface Limits {
  min: number;
  max: number;
}

/** Interest rate bounds are rounded up to the slider step, so the ends are reachable values. */
export function limitsOnStep(limits: Limits, step: number): Limits {
  return { min: roundUpToStep(limits.min, step), max: roundUpToStep(limits.max, step) };
}

/** Slider limits widen to include a value the server returned, never narrow. */
export function widenLimits(limits: Limits, value: number | null | undefined): Limits {
  if (value === null || value === undefined || !Number.isFinite(value)) return limits;
  if (value >= limits.min && value <= limits.max) return limits;
  return { min: Math.min(limits.min, value), max: Math.max(limits.max, value) };
}
