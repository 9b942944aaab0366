import type { Language } from '@ctb/shared/runtime';
import * as v from '@ctb/shared/validation';
import type { RemainingLimits } from '../definition/definition-schema';
import type { FieldDefinition, FieldOf, MessageKey } from '../definition/field-schemas';
import { datePlaceholder, formatBound, parseDateText, resolveDateBound } from './date-text';
import type { FieldInput, PeriodText } from './field-values';
import { parseNumberText } from './number-text';
import { limitField } from './remaining-limits';

/** SPEC "Forms": a url starts with http://, https://, ftp:// or www. and holds no spaces. */
export const STRICT_URL = /^(?:(?:https?|ftp):\/\/|www\.)[^\s/?#.][^\s]*\.[^\s]{2,}$/i;

const EMAIL = v.pipe(v.string(), v.email());

export type MessageValues = Record<string, string | number>;

export interface RuleContext {
  language: Language;
  /** Touch devices type dates as YYYY-MM-DD (the native picker). */
  touch: boolean;
  today: Date;
  limits?: RemainingLimits;
  /** The field's configured message for the key, else the default in the page language. */
  message: (field: FieldDefinition, key: MessageKey, values?: MessageValues) => string;
}

type Check = v.GenericSchema<unknown, unknown>;

const text = (input: unknown) => (typeof input === 'string' ? input.trim() : '');

function textSchema(
  field: FieldOf<'text' | 'textarea'>,
  required: boolean,
  ctx: RuleContext,
): Check {
  const { minLength: min, maxLength: max } = field;
  return v.pipe(
    v.unknown(),
    v.transform(text),
    v.check((value) => !required || value !== '', ctx.message(field, 'required')),
    v.check(
      (value) =>
        value === '' ||
        ((min === undefined || value.length >= min) && (max === undefined || value.length <= max)),
      min !== undefined && max !== undefined
        ? ctx.message(field, 'length', { min, max })
        : min !== undefined
          ? ctx.message(field, 'minLength', { min })
          : ctx.message(field, 'maxLength', { max: max ?? 0 }),
    ),
  );
}

function patternSchema(
  field: FieldDefinition,
  required: boolean,
  ctx: RuleContext,
  test: (value: string) => boolean,
  key: MessageKey,
): Check {
  return v.pipe(
    v.unknown(),
    v.transform(text),
    v.check((value) => !required || value !== '', ctx.message(field, 'required')),
    v.check((value) => value === '' || test(value), ctx.message(field, key)),
  );
}

function numberSchema(field: FieldOf<'number'>, required: boolean, ctx: RuleContext): Check {
  const { min } = field;
  const max = limitField(field, ctx.limits).max;
  const rangeMessage =
    min !== undefined && max !== undefined
      ? ctx.message(field, 'range', { min, max })
      : min !== undefined
        ? ctx.message(field, 'min', { min })
        : ctx.message(field, 'max', { max: max ?? 0 });
  return v.pipe(
    v.unknown(),
    v.transform((input) => parseNumberText(text(input), ctx.language)),
    v.check((value) => !required || value !== null, ctx.message(field, 'required')),
    v.check((value) => value === null || !Number.isNaN(value), ctx.message(field, 'number')),
    v.check(
      (value) =>
        value === null ||
        Number.isNaN(value) ||
        ((min === undefined || value >= min) && (max === undefined || value <= max)),
      rangeMessage,
    ),
  );
}

function choiceSchema(
  field: FieldOf<'select' | 'radio' | 'buttonList'>,
  required: boolean,
  ctx: RuleContext,
): Check {
  const limited = limitField(field, ctx.limits);
  const allowed = new Set(
    field.options.filter((option) => !limited.isOptionDisabled(option)).map((o) => o.value),
  );
  return v.pipe(
    v.unknown(),
    v.transform(text),
    v.check(
      (value) => (value === '' ? !required : allowed.has(value)),
      ctx.message(field, 'choice'),
    ),
  );
}

function checkboxGroupSchema(
  field: FieldOf<'checkboxGroup'>,
  required: boolean,
  ctx: RuleContext,
): Check {
  const allowed = new Set(field.options.map((option) => option.value));
  return v.pipe(
    v.unknown(),
    v.transform((input) => (Array.isArray(input) ? (input as string[]) : [])),
    v.check(
      (values) => (!required || values.length > 0) && values.every((value) => allowed.has(value)),
      ctx.message(field, 'choice'),
    ),
  );
}

/** What is wrong with one typed date, as a message key, or null. */
export function dateProblem(
  input: string,
  field: FieldOf<'date' | 'period'>,
  ctx: RuleContext,
): { key: MessageKey; values?: MessageValues } | null {
  const date = parseDateText(input, ctx.language, ctx.touch);
  if (!date) {
    const iso = ctx.language === 'de' ? 'JJJJ-MM-TT' : 'YYYY-MM-DD';
    return {
      key: 'dateInvalid',
      values: { format: ctx.touch ? iso : datePlaceholder(ctx.language) },
    };
  }
  const min = resolveDateBound(field.minDate, ctx.today);
  const max = resolveDateBound(field.maxDate, ctx.today);
  if (min && date < min)
    return { key: 'dateMin', values: { date: formatBound(min, ctx.language) } };
  if (max && date > max)
    return { key: 'dateMax', values: { date: formatBound(max, ctx.language) } };
  return null;
}

function dateSchema(field: FieldOf<'date'>, required: boolean, ctx: RuleContext): Check {
  return v.pipe(
    v.unknown(),
    v.transform(text),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (value === '') {
        if (required) addIssue({ message: ctx.message(field, 'date') });
        return;
      }
      const problem = dateProblem(value, field, ctx);
      if (problem) addIssue({ message: ctx.message(field, problem.key, problem.values) });
    }),
  );
}

function periodSchema(field: FieldOf<'period'>, required: boolean, ctx: RuleContext): Check {
  return v.pipe(
    v.unknown(),
    v.transform((input): PeriodText => {
      const period = (input ?? {}) as Partial<PeriodText>;
      return { from: text(period.from), to: text(period.to) };
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { from, to } = dataset.value;
      if (from === '' && to === '') {
        if (required) addIssue({ message: ctx.message(field, 'period') });
        return;
      }
      if (from === '' || to === '') {
        addIssue({ message: ctx.message(field, 'periodDate') });
        return;
      }
      const problem = dateProblem(from, field, ctx) ?? dateProblem(to, field, ctx);
      if (problem) {
        addIssue({ message: ctx.message(field, problem.key, problem.values) });
        return;
      }
      const start = parseDateText(from, ctx.language, ctx.touch);
      const end = parseDateText(to, ctx.language, ctx.touch);
      if (start && end && end < start) addIssue({ message: ctx.message(field, 'periodOrder') });
    }),
  );
}

function listSchema(
  field: FieldDefinition,
  required: boolean,
  ctx: RuleContext,
  key: MessageKey,
): Check {
  return v.pipe(
    v.unknown(),
    v.check(
      (input) => !required || (Array.isArray(input) && input.length > 0),
      ctx.message(field, key),
    ),
  );
}

/**
 * The valibot schema of one field's value for the current rules (required by definition or by a
 * condition, remaining limits, today's date bounds), with its messages in the page language.
 */
export function fieldSchema(field: FieldDefinition, required: boolean, ctx: RuleContext): Check {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return textSchema(field, required, ctx);
    case 'email':
      return patternSchema(
        field,
        required,
        ctx,
        (value) => v.safeParse(EMAIL, value).success,
        'email',
      );
    case 'url':
      return patternSchema(field, required, ctx, (value) => STRICT_URL.test(value), 'url');
    case 'location':
      return patternSchema(field, required, ctx, () => true, 'required');
    case 'number':
      return numberSchema(field, required, ctx);
    case 'select':
    case 'radio':
    case 'buttonList':
      return choiceSchema(field, required, ctx);
    case 'checkbox':
      return v.pipe(
        v.unknown(),
        v.check((input) => !required || input === true, ctx.message(field, 'choice')),
      );
    case 'checkboxGroup':
      return checkboxGroupSchema(field, required, ctx);
    case 'date':
      return dateSchema(field, required, ctx);
    case 'period':
      return periodSchema(field, required, ctx);
    case 'upload':
      return listSchema(field, required, ctx, 'upload');
    case 'appointment':
      return listSchema(field, required, ctx, 'appointment');
    case 'branch':
      return v.pipe(
        v.unknown(),
        v.check(
          (input) => !required || (input !== null && input !== undefined),
          ctx.message(field, 'branch'),
        ),
      );
    case 'hidden':
      return v.unknown();
  }
}

/** Reads a field's input with its schema: the first problem's message, or null. */
export function fieldError(
  field: FieldDefinition,
  input: FieldInput,
  required: boolean,
  ctx: RuleContext,
): string | null {
  const result = v.safeParse(fieldSchema(field, required, ctx), input, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}
