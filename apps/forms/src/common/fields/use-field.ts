import { useCallback, useEffect, useRef } from 'react';
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
  const { control, trigger } = useFormContext<FormInput>();
  const fields = useFieldsContext();
  const { field: controller, fieldState } = useController({ name: field.id, control });
  const ids = fieldIds(fieldElementId(fields.idPrefix, field.id));
  const hasError = useRef(false);
  useEffect(() => {
    hasError.current = Boolean(fieldState.error);
  });
  const { onChange: change } = controller;
  const { id } = field;
  // Stable, so effects that set a value (the stored branch) do not run on every render.
  const onChange = useCallback(
    (value: T) => {
      change(value);
      // A field that Next or Submit found wrong is checked again as it changes, so its message
      // goes as soon as it is right (react-hook-form would wait for the field to be left).
      if (hasError.current) void trigger(id);
    },
    [change, trigger, id],
  );
  return {
    value: controller.value as T,
    onChange,
    onBlur: controller.onBlur,
    ref: controller.ref,
    error: fieldState.error?.message,
    ids,
    fields,
  };
}
