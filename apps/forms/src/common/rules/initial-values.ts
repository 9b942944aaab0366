import type { Language } from '@ctb/shared/runtime';
import { parseISO } from 'date-fns';
import type { FormDefinition } from '../definition/definition-schema';
import type { FieldDefinition } from '../definition/field-schemas';
import { allFields } from '../definition/validate-definition';
import { formatDateText } from './date-text';
import { emptyInput, type FieldInput, type FormInput } from './field-values';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A prefilled text as the field holds it; fields that take no text are left alone. */
function prefilledInput(
  field: FieldDefinition,
  text: string,
  language: Language,
  touch: boolean,
): FieldInput | undefined {
  switch (field.type) {
    case 'checkbox':
      return text === 'true';
    case 'checkboxGroup':
      return text
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
    case 'date':
      return ISO_DAY.test(text) && !touch ? formatDateText(parseISO(text), language, false) : text;
    case 'period':
    case 'upload':
    case 'appointment':
    case 'branch':
      return undefined;
    default:
      return text;
  }
}

/**
 * What a form starts with: each field's empty value, the prefill (e.g. the adviser of a contact
 * link, an event's registration data), then a draft of what the visitor typed before a reload.
 */
export function initialValues(
  definition: FormDefinition,
  prefill: Record<string, string> | undefined,
  draft: FormInput | undefined,
  language: Language,
  touch: boolean,
): FormInput {
  const values: FormInput = {};
  for (const field of allFields(definition)) {
    values[field.id] = emptyInput(field);
    const text = prefill?.[field.id];
    const prefilled = text === undefined ? undefined : prefilledInput(field, text, language, touch);
    if (prefilled !== undefined) values[field.id] = prefilled;
    if (draft && field.id in draft && draft[field.id] !== undefined)
      values[field.id] = draft[field.id];
  }
  return values;
}
