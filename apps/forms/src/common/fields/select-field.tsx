import { useIntl } from 'react-intl';
import type { FieldOf } from '../definition/field-schemas';
import { limitField } from '../rules/remaining-limits';
import { describedBy, FieldFrame } from './field-frame';
import styles from './fields.module.css';
import { useField, type FieldProps } from './use-field';

/** A drop-down; options above the remaining places are disabled and say so. */
export function SelectField({ field, state, disabled }: FieldProps<FieldOf<'select'>>) {
  const intl = useIntl();
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<string>(field);
  const limited = limitField(field, fields.limits);
  const unavailable = intl.formatMessage({ id: 'forms.field.unavailable' });
  return (
    <FieldFrame
      ids={ids}
      label={field.label}
      required={state.required}
      hint={field.hint}
      error={error}
      width={field.width}
    >
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={ids.control}
          name={field.id}
          className={`${styles.input} ${styles.select}`}
          value={value ?? ''}
          disabled={disabled || !state.enabled}
          aria-required={state.required || undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(ids, Boolean(field.hint), Boolean(error))}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">
            {field.placeholder ?? intl.formatMessage({ id: 'forms.field.selectPlaceholder' })}
          </option>
          {field.options.map((option) => {
            const off = limited.isOptionDisabled(option);
            return (
              <option key={option.value} value={option.value} disabled={off}>
                {off && !option.disabled ? `${option.label} (${unavailable})` : option.label}
              </option>
            );
          })}
        </select>
      </div>
    </FieldFrame>
  );
}
