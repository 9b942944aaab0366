import { useIntl } from 'react-intl';
import type { FieldOf } from '../definition/field-schemas';
import { limitField } from '../rules/remaining-limits';
import { describedBy, FieldError, FieldHint, FieldSetFrame, LabelText } from './field-frame';
import styles from './fields.module.css';
import { useField, type FieldProps } from './use-field';

/**
 * Radios, or a button list (SPEC "Button list entry": radios drawn as buttons, one value each).
 * Options above the remaining places are disabled.
 */
export function RadioField({
  field,
  state,
  disabled,
}: FieldProps<FieldOf<'radio' | 'buttonList'>>) {
  const intl = useIntl();
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<string>(field);
  const limited = limitField(field, fields.limits);
  const buttons = field.type === 'buttonList';
  const unavailable = intl.formatMessage({ id: 'forms.field.unavailable' });
  return (
    <FieldSetFrame
      ids={ids}
      label={field.label}
      required={state.required}
      hint={field.hint}
      error={error}
      width={field.width}
    >
      <div className={buttons ? styles.buttonList : styles.options}>
        {field.options.map((option, index) => {
          const id = index === 0 ? ids.control : `${ids.control}-${index}`;
          const off = disabled || !state.enabled || limited.isOptionDisabled(option);
          return (
            <div key={option.value} className={buttons ? styles.buttonOption : styles.option}>
              <input
                ref={index === 0 ? ref : undefined}
                id={id}
                type="radio"
                name={`${ids.control}-choice`}
                value={option.value}
                className={buttons ? styles.buttonInput : styles.choiceInput}
                checked={value === option.value}
                disabled={off}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <label htmlFor={id} className={buttons ? styles.buttonLabel : styles.choiceLabel}>
                {option.label}
                {off && limited.isOptionDisabled(option) && !option.disabled && (
                  <span className={styles.unavailable}> ({unavailable})</span>
                )}
              </label>
            </div>
          );
        })}
      </div>
    </FieldSetFrame>
  );
}

/** Several checkboxes under one legend; at no remaining places they are disabled. */
export function CheckboxGroupField({
  field,
  state,
  disabled,
}: FieldProps<FieldOf<'checkboxGroup'>>) {
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<string[]>(field);
  const limited = limitField(field, fields.limits);
  const chosen = Array.isArray(value) ? value : [];
  return (
    <FieldSetFrame
      ids={ids}
      label={field.label}
      required={state.required}
      hint={field.hint}
      error={error}
      width={field.width}
    >
      <div className={styles.options}>
        {field.options.map((option, index) => {
          const id = index === 0 ? ids.control : `${ids.control}-${index}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                ref={index === 0 ? ref : undefined}
                id={id}
                type="checkbox"
                value={option.value}
                className={styles.choiceInput}
                checked={chosen.includes(option.value)}
                disabled={disabled || !state.enabled || limited.disabled || option.disabled}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((item) => item !== option.value),
                  )
                }
                onBlur={onBlur}
              />
              <label htmlFor={id} className={styles.choiceLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldSetFrame>
  );
}

/** One checkbox whose label is the field's label (e.g. the consent to the privacy notice). */
export function CheckboxField({ field, state, disabled }: FieldProps<FieldOf<'checkbox'>>) {
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<boolean>(field);
  const limited = limitField(field, fields.limits);
  return (
    <div className={styles.field} data-width={field.width} data-invalid={Boolean(error)}>
      <div className={styles.option}>
        <input
          ref={ref}
          id={ids.control}
          name={field.id}
          type="checkbox"
          className={styles.choiceInput}
          checked={value === true}
          disabled={disabled || !state.enabled || limited.disabled}
          aria-required={state.required || undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(ids, Boolean(field.hint), Boolean(error))}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={ids.control} className={styles.choiceLabel}>
          <LabelText label={field.label} required={state.required} />
        </label>
      </div>
      <FieldHint id={ids.hint} hint={field.hint} />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
