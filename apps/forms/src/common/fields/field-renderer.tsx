import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDefinition, FieldOf } from '../definition/field-schemas';
import type { FormInput } from '../rules/field-values';
import styles from './fields.module.css';
import type { FieldState } from '../rules/conditions';
import { AppointmentField } from './appointment/appointment-field';
import { BranchField } from './branch-field';
import { CheckboxField, CheckboxGroupField, RadioField } from './choice-fields';
import { DateField, PeriodField } from './date-field';
import { LocationField } from './location-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { UploadField } from './upload/upload-field';

interface FieldRendererProps {
  field: FieldDefinition;
  state: FieldState;
  /** The whole form is read-only (an event whose registration is not open). */
  readOnly?: boolean;
}

/** One field of a definition, as its type says; a field hidden by a condition renders nothing. */
/** A hidden field that shows its (prefilled) value read-only, e.g. the chosen adviser. */
function ShownValue({ field }: { field: FieldOf<'hidden'> }) {
  const { control } = useFormContext<FormInput>();
  const value = useWatch({ control, name: field.id });
  const text = typeof value === 'string' && value !== '' ? value : field.value;
  if (!text) return null;
  return (
    <p className={styles.shownValue} data-width={field.width}>
      <span className={styles.shownLabel}>{field.label}</span> <span>{text}</span>
    </p>
  );
}

export function FieldRenderer({ field, state, readOnly = false }: FieldRendererProps) {
  if (field.type === 'hidden') return field.showValue ? <ShownValue field={field} /> : null;
  if (!state.visible) return null;
  const props = { state, disabled: readOnly };
  switch (field.type) {
    case 'text':
    case 'email':
    case 'url':
      return <TextField field={field} {...props} />;
    case 'textarea':
      return <TextareaField field={field} {...props} />;
    case 'number':
      return <NumberField field={field} {...props} />;
    case 'select':
      return <SelectField field={field} {...props} />;
    case 'radio':
    case 'buttonList':
      return <RadioField field={field} {...props} />;
    case 'checkbox':
      return <CheckboxField field={field} {...props} />;
    case 'checkboxGroup':
      return <CheckboxGroupField field={field} {...props} />;
    case 'date':
      return <DateField field={field} {...props} />;
    case 'period':
      return <PeriodField field={field} {...props} />;
    case 'upload':
      return <UploadField field={field} {...props} />;
    case 'appointment':
      return <AppointmentField field={field} {...props} />;
    case 'branch':
      return <BranchField field={field} {...props} />;
    case 'location':
      return <LocationField field={field} {...props} />;
  }
}
