import type { FormCondition, FormDefinition } from '../definition/definition-schema';
import { allFields } from '../definition/validate-definition';
import { isEmptyValue, type PayloadValue } from './field-values';

export interface FieldState {
  visible: boolean;
  enabled: boolean;
  required: boolean;
}

export interface FormState {
  fields: Record<string, FieldState>;
  /** Whether each step is shown (a step can be hidden by a condition). */
  steps: Record<string, boolean>;
}

const comparable = (value: unknown) =>
  typeof value === 'boolean' ? String(value) : String(value ?? '');

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  return null;
}

/** Dates compare as YYYY-MM-DD text, numbers as numbers. */
function compare(value: PayloadValue | undefined, other: unknown): number | null {
  const left = asNumber(value);
  const right = asNumber(other);
  if (left !== null && right !== null) return left - right;
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (
    typeof value === 'string' &&
    typeof other === 'string' &&
    date.test(value) &&
    date.test(other)
  )
    return value < other ? -1 : value > other ? 1 : 0;
  return null;
}

/** Whether one condition holds for the current values (SPEC "Form condition" operations). */
export function conditionHolds(condition: FormCondition, value: PayloadValue | undefined): boolean {
  switch (condition.operation) {
    case 'empty':
      return isEmptyValue(value);
    case 'notEmpty':
      return !isEmptyValue(value);
    case 'equals':
      if (Array.isArray(value))
        return value.length === 1 && comparable(value[0]) === comparable(condition.value);
      return comparable(value) === comparable(condition.value);
    case 'notEquals':
      return !conditionHolds({ ...condition, operation: 'equals' }, value);
    case 'contains':
      if (Array.isArray(value))
        return value.some((item) => comparable(item) === comparable(condition.value));
      return comparable(value).toLowerCase().includes(comparable(condition.value).toLowerCase());
    case 'greaterThan': {
      const difference = compare(value, condition.value);
      return difference !== null && difference > 0;
    }
    case 'lessThan': {
      const difference = compare(value, condition.value);
      return difference !== null && difference < 0;
    }
  }
}

function applyConditions(
  definition: FormDefinition,
  values: Record<string, PayloadValue | undefined>,
  visibleBefore: FormState | null,
): FormState {
  const targeted = (action: string) =>
    new Set(
      definition.conditions.flatMap((c) =>
        c.actions.filter((a) => a.action === action).map((a) => a.target),
      ),
    );
  const shown = new Set<string>();
  const hidden = new Set<string>();
  const enabled = new Set<string>();
  const disabled = new Set<string>();
  const required = new Set<string>();
  const sets = { show: shown, hide: hidden, enable: enabled, disable: disabled, require: required };
  for (const condition of definition.conditions) {
    // A field that is hidden counts as empty: its value is neither validated nor sent.
    const sourceVisible = visibleBefore?.fields[condition.field]?.visible ?? true;
    const value = sourceVisible ? values[condition.field] : undefined;
    if (!conditionHolds(condition, value)) continue;
    for (const { action, target } of condition.actions) sets[action].add(target);
  }
  const onlyWhenShown = targeted('show');
  const onlyWhenEnabled = targeted('enable');
  const isVisible = (id: string) =>
    (onlyWhenShown.has(id) ? shown.has(id) : true) && !hidden.has(id);

  const steps: Record<string, boolean> = {};
  const fields: Record<string, FieldState> = {};
  for (const step of definition.steps) {
    const stepVisible = isVisible(step.id);
    steps[step.id] = stepVisible;
    for (const field of step.fields) {
      fields[field.id] = {
        visible: stepVisible && isVisible(field.id) && field.type !== 'hidden',
        enabled:
          (onlyWhenEnabled.has(field.id) ? enabled.has(field.id) : true) && !disabled.has(field.id),
        required: field.required || required.has(field.id),
      };
    }
  }
  return { fields, steps };
}

/**
 * Which fields and steps are shown, enabled and required for these values. Conditions can
 * depend on fields that other conditions hide, so they are applied until nothing changes.
 */
export function evaluateConditions(
  definition: FormDefinition,
  values: Record<string, PayloadValue | undefined>,
): FormState {
  let state: FormState | null = null;
  for (let round = 0; round < allFields(definition).length + 1; round += 1) {
    const next = applyConditions(definition, values, state);
    if (state && JSON.stringify(next) === JSON.stringify(state)) return next;
    state = next;
  }
  return state ?? applyConditions(definition, values, null);
}

/** Whether a field takes part in validation and the payload: shown and enabled. */
export const isActive = (state: FormState, id: string) =>
  (state.fields[id]?.visible ?? false) && (state.fields[id]?.enabled ?? false);

/** Hidden fields keep their id in the payload only if they are of type hidden. */
export function isSent(state: FormState, definition: FormDefinition, id: string): boolean {
  const field = allFields(definition).find((candidate) => candidate.id === id);
  if (field?.type === 'hidden') {
    const step = definition.steps.find((s) => s.fields.includes(field));
    return step ? state.steps[step.id] === true : false;
  }
  return isActive(state, id);
}
