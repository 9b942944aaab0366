import { allFields, type FieldDefinition, type FormDefinition } from './definition-types';
import { fieldRules } from './submission-conditions';
import { serviceMessage, type ServiceLanguage, type ServiceMessage } from './submission-messages';

export interface TimeBlock {
  date: string;
  from: string;
  to: string;
}

export interface ValidationContext {
  language: ServiceLanguage;
  /** Today in Vienna, YYYY-MM-DD. */
  today: string;
  limits?: Record<string, number>;
  /** The ids of the files uploaded for this form instance and field. */
  uploadsOf: (fieldId: string) => ReadonlySet<string>;
  /** Whether a proposed block is a free time of the branch. */
  isFreeSlot: (branchId: string | undefined, block: TimeBlock) => boolean;
}

export interface ValidationResult {
  /** The values of the fields that take part (shown and enabled), as submitted. */
  values: Record<string, unknown>;
  fieldErrors: Record<string, string>;
}

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const STRICT_URL = /^(?:(?:https?|ftp):\/\/|www\.)[^\s/?#.][^\s]*\.[^\s]{2,}$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === text;
}

function shiftDay(today: string, amount: number, unit: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  if (unit === 'y') date.setUTCFullYear(date.getUTCFullYear() + amount);
  else if (unit === 'm') date.setUTCMonth(date.getUTCMonth() + amount);
  else date.setUTCDate(date.getUTCDate() + amount);
  return date.toISOString().slice(0, 10);
}

/** A definition's date bound (`YYYY-MM-DD`, `today`, `today-18y`) as YYYY-MM-DD. */
export function resolveBound(bound: string | undefined, today: string): string | undefined {
  if (!bound) return undefined;
  const relative = /^today(?:([+-]\d+)([dmy]))?$/.exec(bound);
  return relative ? shiftDay(today, Number(relative[1] ?? 0), relative[2] ?? 'd') : bound;
}

const german = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

type Check = (
  field: FieldDefinition,
  value: unknown,
  ctx: ValidationContext,
  values: Record<string, unknown>,
) => [ServiceMessage, ...(string | number)[]] | null;

const options = (field: FieldDefinition) => ('options' in field ? field.options : []);

function checkDate(
  field: FieldDefinition,
  value: unknown,
  ctx: ValidationContext,
): [ServiceMessage, ...string[]] | null {
  if (typeof value !== 'string' || !isDay(value)) return ['date'];
  const min = 'minDate' in field ? resolveBound(field.minDate, ctx.today) : undefined;
  const max = 'maxDate' in field ? resolveBound(field.maxDate, ctx.today) : undefined;
  if (min && value < min) return ['dateMin', german(min)];
  if (max && value > max) return ['dateMax', german(max)];
  return null;
}

const CHECKS: Partial<Record<FieldDefinition['type'], Check>> = {
  text: (field, value) => {
    if (typeof value !== 'string') return ['required'];
    const min = 'minLength' in field ? (field.minLength ?? 0) : 0;
    const max = 'maxLength' in field ? (field.maxLength ?? 100000) : 100000;
    return value.length < min || value.length > max ? ['length', min, max] : null;
  },
  email: (_field, value) => (typeof value === 'string' && EMAIL.test(value) ? null : ['email']),
  url: (_field, value) => (typeof value === 'string' && STRICT_URL.test(value) ? null : ['url']),
  number: (field, value, ctx) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return ['number'];
    const min = field.type === 'number' ? (field.min ?? Number.NEGATIVE_INFINITY) : 0;
    const own = field.type === 'number' ? (field.max ?? Number.POSITIVE_INFINITY) : 0;
    const remaining = ctx.limits?.[field.id];
    if (remaining !== undefined && value > remaining) return ['remaining', remaining];
    return value < min || value > own ? ['range', min, own] : null;
  },
  select: (field, value, ctx) => {
    const option = options(field).find((candidate) => candidate.value === value);
    if (!option || option.disabled) return ['choice'];
    const remaining = ctx.limits?.[field.id];
    const count = Number(option.value);
    return remaining !== undefined && Number.isFinite(count) && count > remaining
      ? ['remaining', remaining]
      : null;
  },
  checkbox: (field, value, ctx) => {
    if (typeof value !== 'boolean') return ['choice'];
    const remaining = ctx.limits?.[field.id];
    return value && remaining !== undefined && remaining <= 0 ? ['remaining', 0] : null;
  },
  checkboxGroup: (field, value) => {
    const allowed = new Set(options(field).map((option) => option.value));
    return Array.isArray(value) &&
      value.every((item) => typeof item === 'string' && allowed.has(item))
      ? null
      : ['choice'];
  },
  date: checkDate,
  period: (field, value, ctx) => {
    const period = value as { from?: unknown; to?: unknown } | null;
    if (!period || typeof period !== 'object') return ['period'];
    const problem = checkDate(field, period.from, ctx) ?? checkDate(field, period.to, ctx);
    if (problem) return problem;
    return String(period.to) < String(period.from) ? ['period'] : null;
  },
  upload: (field, value, ctx) => {
    if (!Array.isArray(value)) return ['upload'];
    if (field.type === 'upload' && value.length > field.maxFiles)
      return ['fileCount', field.maxFiles];
    const uploaded = ctx.uploadsOf(field.id);
    return value.every((file) => typeof file?.id === 'string' && uploaded.has(file.id))
      ? null
      : ['upload'];
  },
  appointment: (field, value, ctx, values) => {
    if (!Array.isArray(value) || field.type !== 'appointment') return ['appointment'];
    if (value.length > field.maxSelections) return ['appointment'];
    const branch = field.branchField
      ? (values[field.branchField] as { id?: unknown } | undefined)
      : undefined;
    const branchId = typeof branch?.id === 'string' ? branch.id : undefined;
    for (const block of value as TimeBlock[]) {
      if (
        !block ||
        !isDay(String(block.date)) ||
        !TIME.test(String(block.from)) ||
        !TIME.test(String(block.to))
      )
        return ['appointment'];
      if (!ctx.isFreeSlot(branchId, block))
        return ['appointmentTaken', german(block.date), block.from];
    }
    return null;
  },
  branch: (_field, value) => {
    const branch = value as { id?: unknown; name?: unknown } | null;
    return branch && typeof branch.id === 'string' && typeof branch.name === 'string'
      ? null
      : ['branch'];
  },
  location: (_field, value) => (typeof value === 'string' ? null : ['required']),
  hidden: (_field, value) => (typeof value === 'string' ? null : ['required']),
};
CHECKS.textarea = CHECKS.text;
CHECKS.radio = CHECKS.select;
CHECKS.buttonList = CHECKS.select;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const period = value as { from?: unknown; to?: unknown };
    return 'from' in period && (period.from ?? '') === '' && (period.to ?? '') === '';
  }
  return false;
}

/**
 * Checks a submission against its form's definition as the service must: the conditions decide
 * which fields take part; each field's type, bounds, options and the remaining limits; uploads
 * only of this form instance; proposed times only when free. Fields a condition hides are left out.
 */
export function validateSubmission(
  definition: FormDefinition,
  body: Record<string, unknown>,
  ctx: ValidationContext,
): ValidationResult {
  const rules = fieldRules(definition, body);
  const values: Record<string, unknown> = {};
  const fieldErrors: Record<string, string> = {};
  const fail = (
    field: FieldDefinition,
    [key, ...args]: [ServiceMessage, ...(string | number)[]],
  ) => {
    fieldErrors[field.id] = serviceMessage(ctx.language, key, ...args);
  };
  for (const field of allFields(definition)) {
    const rule = rules[field.id];
    if (!rule?.active && field.type !== 'hidden') continue;
    const value = body[field.id];
    if (isEmpty(value)) {
      if (rule?.required)
        fail(field, [
          field.type === 'appointment'
            ? 'appointment'
            : field.type === 'branch'
              ? 'branch'
              : ['select', 'radio', 'buttonList', 'checkbox', 'checkboxGroup'].includes(field.type)
                ? 'choice'
                : 'required',
        ]);
      else if (value !== undefined) values[field.id] = value;
      continue;
    }
    const problem = CHECKS[field.type]?.(field, value, ctx, body) ?? null;
    if (problem) fail(field, problem);
    else values[field.id] = value;
  }
  return { values, fieldErrors };
}
