// The number field's text (SPEC "Number input"): only digits and the language's decimal
// separator, decimals limited to the step's, thousands grouped; clamped and rounded as it says.
import { type Language } from '@ctb/shared/runtime';
import { decimalSeparator, parseLocaleNumber } from '@ctb/shared/formats';

/** Decimals a step allows: 0.25 -> 2, 1 -> 0. */
export function stepDecimals(step: number | undefined): number {
  if (step === undefined) return 2;
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

function groupSeparatorOf(language: Language): string {
  return decimalSeparator(language) === ',' ? '.' : ',';
}

/** What stays of typed text: "12a345,678" -> "12.345,67" for German and a 0.01 step. */
export function sanitizeNumberText(raw: string, language: Language, decimals: number): string {
  const decimal = decimalSeparator(language);
  let whole = '';
  let fraction: string | null = null;
  for (const character of raw) {
    if (/\d/.test(character)) {
      if (fraction === null) whole += character;
      else fraction += character;
    } else if (character === decimal && fraction === null && decimals > 0) fraction = '';
  }
  const integer = whole.replace(/^0+(?=\d)/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparatorOf(language));
  if (fraction === null) return grouped;
  return `${grouped || '0'}${decimal}${fraction.slice(0, decimals)}`;
}

/** The number typed: null when empty, NaN when it is not a number. */
export function parseNumberText(text: string, language: Language): number | null {
  if (text.trim() === '') return null;
  return parseLocaleNumber(text, language);
}

/** A number as the field shows it: grouped, at most the step's decimals. */
export function formatNumberText(value: number, language: Language, decimals: number): string {
  // Number(...) drops trailing zeros: a maximum of 5 is shown as "5", not "5,00".
  const plain = String(Number(value.toFixed(decimals)));
  return sanitizeNumberText(plain.replace('.', decimalSeparator(language)), language, decimals);
}

export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
}

/** A typed value above the maximum becomes the maximum (on key-up). */
export function clampTextToMax(text: string, language: Language, bounds: NumberBounds): string {
  const value = parseNumberText(text, language);
  if (value === null || Number.isNaN(value) || bounds.max === undefined || value <= bounds.max)
    return text;
  return formatNumberText(bounds.max, language, stepDecimals(bounds.step));
}

/**
 * The text kept when the field is left: rounded up to a multiple of the step and raised to the
 * minimum when below it or empty; an optional field may stay empty.
 */
export function normalizeNumberOnBlur(
  text: string,
  language: Language,
  bounds: NumberBounds,
  keepEmpty: boolean,
): string {
  const value = parseNumberText(text, language);
  const decimals = stepDecimals(bounds.step);
  if (value === null || Number.isNaN(value)) {
    if (value === null && keepEmpty) return '';
    if (value !== null || bounds.min === undefined) return text;
    return formatNumberText(bounds.min, language, decimals);
  }
  let result = value;
  if (bounds.step) {
    const base = bounds.min ?? 0;
    // A tiny tolerance, so 0.3 stays 0.3 for a 0.1 step instead of rising to 0.4.
    result = base + Math.ceil((value - base) / bounds.step - 1e-9) * bounds.step;
  }
  if (bounds.min !== undefined && result < bounds.min) result = bounds.min;
  if (bounds.max !== undefined && result > bounds.max) result = bounds.max;
  return formatNumberText(Number(result.toFixed(decimals)), language, decimals);
}
