// Text handling of the number input: what a visitor may type, and how it is shown.
import { clamp, roundToDecimals, roundUpToStep, stepDecimals } from '../../calculation/step';

export interface NumberSymbols {
  decimal: string;
  group: string;
}

/** The decimal and grouping characters of a locale, as Intl prints them. */
export function numberSymbols(locale: string): NumberSymbols {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? ',',
    group: parts.find((part) => part.type === 'group')?.value ?? '.',
  };
}

/**
 * Keeps only digits and the first decimal separator, limits the decimals to the step's, and
 * groups thousands as the visitor types ("12345,678" -> "12.345,67" for a 0.01 step).
 */
export function sanitizeNumberText(raw: string, symbols: NumberSymbols, decimals: number): string {
  let integerDigits = '';
  let fraction: string | null = null;
  for (const character of raw) {
    if (/[0-9]/.test(character)) {
      if (fraction === null) integerDigits += character;
      else fraction += character;
    } else if (character === symbols.decimal && fraction === null && decimals > 0) {
      fraction = '';
    }
  }
  const integerPart = integerDigits.replace(/^0+(?=\d)/, '');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
  if (fraction === null) return grouped;
  return `${grouped || '0'}${symbols.decimal}${fraction.slice(0, decimals)}`;
}

/** Reads sanitised text back as a number: null when empty, NaN when not a number. */
export function parseNumberText(text: string, symbols: NumberSymbols): number | null {
  const plain = text.split(symbols.group).join('').replace(symbols.decimal, '.').trim();
  if (plain === '') return null;
  if (!/^\d*\.?\d*$/.test(plain) || plain === '.') return Number.NaN;
  return Number(plain);
}

/** Shows a number with grouping and at most the step's decimals. */
export function formatNumberText(value: number | null, locale: string, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: decimals,
    minimumFractionDigits: 0,
  }).format(value);
}

export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
}

/**
 * The value kept when the field is left: rounded up to a multiple of the step and raised to the
 * minimum when below it or empty (an optional field may stay empty).
 */
export function normalizeOnBlur(
  value: number | null,
  { min, max, step }: NumberBounds,
  keepEmpty: boolean,
): number | null {
  if (value === null || Number.isNaN(value)) {
    if (keepEmpty || min === undefined) return null;
    return min;
  }
  let result = step ? roundUpToStep(value, step) : value;
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return step ? roundToDecimals(result, stepDecimals(step)) : result;
}

/** A typed value above the maximum is clamped to it on key-up. */
export function clampToMax(value: number | null, max: number | undefined): number | null {
  if (value === null || Number.isNaN(value) || max === undefined) return value;
  return value > max ? clamp(value, Number.NEGATIVE_INFINITY, max) : value;
}
