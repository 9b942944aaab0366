import type { IntlShape } from 'react-intl';
import type { RemainingLimits } from '../definition/definition-schema';
import type { FieldDefinition, MessageKey } from '../definition/field-schemas';
import type { Language } from '@ctb/shared/runtime';
import type { MessageValues, RuleContext } from './field-schema';

/**
 * A configured text with its values: `{name}` placeholders by name, and SPEC-style `%s` ones in
 * the order the values are given (e.g. "Zwischen %s und %s" for a range).
 */
export function fillMessage(template: string, values: MessageValues = {}): string {
  const ordered = Object.values(values);
  let position = 0;
  return template
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    .replace(/%s/g, () => String(ordered[position++] ?? ''));
}

/** The message of a field: its own configured text wins over the default of the language. */
export function fieldMessage(intl: Pick<IntlShape, 'formatMessage'>) {
  return (field: FieldDefinition, key: MessageKey, values?: MessageValues): string => {
    const configured = field.messages?.[key];
    if (configured) return fillMessage(configured, values);
    return intl.formatMessage({ id: `forms.validation.${key}` }, values);
  };
}

/** Touch devices get the native date picker (YYYY-MM-DD); jsdom and old browsers have none. */
export function isTouchDevice(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;
}

export function ruleContext(
  intl: Pick<IntlShape, 'formatMessage'>,
  language: Language,
  limits: RemainingLimits | undefined,
  touch = isTouchDevice(),
  today = new Date(),
): RuleContext {
  return { language, touch, today, limits, message: fieldMessage(intl) };
}
