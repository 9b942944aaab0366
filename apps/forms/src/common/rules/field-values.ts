import type { Language } from '@ctb/shared/runtime';
import type { FieldDefinition } from '../definition/field-schemas';
import { parseDateText, toIsoDate } from './date-text';
import { parseNumberText } from './number-text';

/** A chosen file as the upload service answered it (SPEC "Upload result"), with its size. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
}

/** A proposed appointment (SPEC "Proposed appointment time block"). */
export interface TimeBlock {
  date: string;
  from: string;
  to: string;
}

export interface BranchValue {
  id: string;
  name: string;
  blz: string;
}

export interface PeriodText {
  from: string;
  to: string;
}

/** What react-hook-form holds per field while the visitor types. */
export type FieldInput =
  | string
  | boolean
  | string[]
  | PeriodText
  | UploadedFile[]
  | TimeBlock[]
  | BranchValue
  | null
  | undefined;

export type FormInput = Record<string, FieldInput>;

/** A field's value as it is sent (and as conditions compare it). */
export type PayloadValue =
  | string
  | number
  | boolean
  | string[]
  | { from: string; to: string }
  | { id: string; name: string }[]
  | TimeBlock[]
  | BranchValue
  | null;

export function emptyInput(field: FieldDefinition): FieldInput {
  switch (field.type) {
    case 'checkbox':
      return false;
    case 'checkboxGroup':
    case 'upload':
    case 'appointment':
      return [];
    case 'period':
      return { from: '', to: '' };
    case 'branch':
      return null;
    case 'hidden':
      return field.value;
    case 'text':
    case 'email':
    case 'url':
      return field.defaultValue ?? '';
    default:
      return '';
  }
}

const asText = (input: FieldInput) => (typeof input === 'string' ? input : '');
const asArray = <T>(input: FieldInput) => (Array.isArray(input) ? (input as T[]) : []);

function isoOrText(text: string, language: Language, touch: boolean): string {
  const date = parseDateText(text, language, touch);
  return date ? toIsoDate(date) : text.trim();
}

/**
 * The value sent for a field: numbers as numbers, dates as YYYY-MM-DD, files as `{id, name}`,
 * texts trimmed. Text that is not a valid date or number is passed on as typed (validation
 * stops it before it is ever sent).
 */
export function toPayloadValue(
  field: FieldDefinition,
  input: FieldInput,
  language: Language,
  touch = false,
): PayloadValue {
  switch (field.type) {
    case 'checkbox':
      return input === true;
    case 'checkboxGroup':
      return asArray<string>(input);
    case 'number': {
      const value = parseNumberText(asText(input), language);
      return value === null || Number.isNaN(value) ? null : value;
    }
    case 'date':
      return isoOrText(asText(input), language, touch);
    case 'period': {
      const period = (input as PeriodText | null) ?? { from: '', to: '' };
      return {
        from: isoOrText(period.from, language, touch),
        to: isoOrText(period.to, language, touch),
      };
    }
    case 'upload':
      return asArray<UploadedFile>(input).map(({ id, name }) => ({ id, name }));
    case 'appointment':
      return asArray<TimeBlock>(input);
    case 'branch':
      return (input as BranchValue | null) ?? null;
    case 'hidden':
      // A prefilled value (e.g. the adviser of a contact link) replaces the configured one.
      return typeof input === 'string' && input !== '' ? input : field.value;
    default:
      return asText(input).trim();
  }
}

/** Empty in the sense of the `empty` condition and of a required field. */
export function isEmptyValue(value: PayloadValue | undefined): boolean {
  if (value === null || value === undefined || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && 'from' in value && 'to' in value)
    return value.from === '' && value.to === '';
  return false;
}
