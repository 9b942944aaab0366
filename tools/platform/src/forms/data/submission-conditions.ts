import type { Condition, FormDefinition } from './definition-types';

export interface FieldRule {
  active: boolean;
  required: boolean;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function compare(value: unknown, other: unknown): number | null {
  const a = typeof value === 'number' ? value : Number.NaN;
  const b = typeof other === 'number' ? other : Number(other);
  if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  if (typeof value === 'string' && typeof other === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return value.localeCompare(other);
  return null;
}

export function holds(condition: Condition, value: unknown): boolean {
  switch (condition.operation) {
    case 'empty':
      return isEmpty(value);
    case 'notEmpty':
      return !isEmpty(value);
    case 'equals':
      return Array.isArray(value)
        ? value.length === 1 && text(value[0]) === text(condition.value)
        : text(value) === text(condition.value);
    case 'notEquals':
      return !holds({ ...condition, operation: 'equals' }, value);
    case 'contains':
      return Array.isArray(value)
        ? value.some((item) => text(item) === text(condition.value))
        : text(value).toLowerCase().includes(text(condition.value).toLowerCase());
    case 'greaterThan':
      return (compare(value, condition.value) ?? 0) > 0;
    case 'lessThan':
      return (compare(value, condition.value) ?? 0) < 0;
  }
}

/**
 * Which fields a submission must hold, under the form's conditions for the submitted values
 * (the same rules the widget applies): a field hidden by a condition is neither checked nor kept.
 */
export function fieldRules(
  definition: FormDefinition,
  values: Record<string, unknown>,
): Record<string, FieldRule> {
  const conditions = definition.conditions ?? [];
  const targetsOf = (action: string) =>
    new Set(
      conditions.flatMap((c) => c.actions.filter((a) => a.action === action).map((a) => a.target)),
    );
  let rules: Record<string, FieldRule> | null = null;
  for (let round = 0; round < 10; round += 1) {
    const applied: Record<string, Set<string>> = {
      show: new Set(),
      hide: new Set(),
      enable: new Set(),
      disable: new Set(),
      require: new Set(),
    };
    for (const condition of conditions) {
      const sourceActive = rules?.[condition.field]?.active ?? true;
      if (!holds(condition, sourceActive ? values[condition.field] : undefined)) continue;
      for (const { action, target } of condition.actions) applied[action]?.add(target);
    }
    const shownOnly = targetsOf('show');
    const enabledOnly = targetsOf('enable');
    const visible = (id: string) =>
      (!shownOnly.has(id) || applied.show!.has(id)) && !applied.hide!.has(id);
    const next: Record<string, FieldRule> = {};
    for (const step of definition.steps) {
      for (const field of step.fields) {
        const enabled =
          (!enabledOnly.has(field.id) || applied.enable!.has(field.id)) &&
          !applied.disable!.has(field.id);
        next[field.id] = {
          active: visible(step.id) && visible(field.id) && enabled,
          required: Boolean(field.required) || applied.require!.has(field.id),
        };
      }
    }
    if (rules && JSON.stringify(rules) === JSON.stringify(next)) return next;
    rules = next;
  }
  return rules ?? {};
}
