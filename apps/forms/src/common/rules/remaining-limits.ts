import type { FieldDefinition, FieldOption } from '../definition/field-schemas';
import type { RemainingLimits } from '../definition/definition-schema';

export interface LimitedField {
  /** No places left: checkboxes and number fields are disabled. */
  disabled: boolean;
  /** Options whose value is above the remaining count (all of them at zero). */
  isOptionDisabled: (option: FieldOption) => boolean;
  /** A number field's maximum, capped by the remaining count. */
  max: number | undefined;
}

/**
 * SPEC "Remaining limits": radio and select options above the remaining count are disabled;
 * checkbox and number fields are disabled at zero; a number's max is capped by the count.
 */
export function limitField(
  field: FieldDefinition,
  limits: RemainingLimits | undefined,
): LimitedField {
  const remaining = limits?.[field.id];
  const ownMax = field.type === 'number' ? field.max : undefined;
  const configured = (option: FieldOption) => option.disabled === true;
  if (remaining === undefined)
    return { disabled: false, isOptionDisabled: configured, max: ownMax };
  const disabled =
    remaining <= 0 &&
    (field.type === 'checkbox' || field.type === 'checkboxGroup' || field.type === 'number');
  const isOptionDisabled = (option: FieldOption) => {
    if (configured(option)) return true;
    const count = Number(option.value);
    // An option that is no count (e.g. "yes") has no places left only when none are left at all.
    return Number.isFinite(count) ? count > remaining : remaining <= 0;
  };
  const max = field.type === 'number' ? Math.min(ownMax ?? remaining, remaining) : undefined;
  return { disabled, isOptionDisabled, max };
}
