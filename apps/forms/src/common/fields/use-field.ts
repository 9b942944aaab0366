import { useController, useFormContext } from 'react-hook-form';
import type { FieldDefinition } from '../definition/field-schemas';
import type { FieldState } from '../rules/conditions';
import type { FieldInput, FormInput } from '../rules/field-values';
import { fieldIds } from './field-frame';
import { fieldElementId, useFieldsContext } from './fields-context';

export interface FieldProps<F extends FieldDefinition = FieldDefinition> {
  field: F;
  state: FieldState;
  /** Disabled by remaining limits or a read-only event form. */
  disabled?: boolean;
}

/** A field's value, error and ids in its form. */
export function useField<T extends FieldInput>(field: FieldDefinition) {
  const { control } = useFormContext<FormInput>();
  const fields = useFieldsContext();
  const { field: controller, fieldState } = useController({ name: field.id, control });
  const ids = fieldIds(fieldElementId(fields.idPrefix, field.id));
  return {
    value: controller.value as T,
    onChange: (value: T) => controller.onChange(value),
    onBlur: controller.onBlur,
    ref: controller.ref,
    error: fieldState.error?.message,
    ids,
    fields,
  };
}
