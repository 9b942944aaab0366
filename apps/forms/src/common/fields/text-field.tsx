import type { FieldOf } from '../definition/field-schemas';
import { describedBy, FieldFrame } from './field-frame';
import styles from './fields.module.css';
import { useField, type FieldProps } from './use-field';

const INPUT_TYPES = { text: 'text', email: 'email', url: 'url', location: 'text' } as const;

/** A one-line text, e-mail address or url. */
export function TextField({
  field,
  state,
  disabled,
}: FieldProps<FieldOf<'text' | 'email' | 'url'>>) {
  const { value, onChange, onBlur, ref, error, ids } = useField<string>(field);
  const autocomplete =
    field.type === 'email'
      ? (field.autocomplete ?? 'email')
      : field.type === 'text'
        ? field.autocomplete
        : 'url';
  return (
    <FieldFrame
      ids={ids}
      label={field.label}
      required={state.required}
      hint={field.hint}
      error={error}
      width={field.width}
    >
      <input
        ref={ref}
        id={ids.control}
        name={field.id}
        className={styles.input}
        type={INPUT_TYPES[field.type]}
        inputMode={field.type === 'email' ? 'email' : field.type === 'url' ? 'url' : undefined}
        autoComplete={autocomplete ?? 'off'}
        maxLength={field.type === 'text' ? field.maxLength : undefined}
        value={value ?? ''}
        disabled={disabled || !state.enabled}
        aria-required={state.required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(ids, Boolean(field.hint), Boolean(error))}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
