import type { FieldOf } from '../definition/field-schemas';
import {
  clampTextToMax,
  normalizeNumberOnBlur,
  sanitizeNumberText,
  stepDecimals,
} from '../rules/number-text';
import { limitField } from '../rules/remaining-limits';
import { describedBy, FieldFrame } from './field-frame';
import styles from './fields.module.css';
import { useField, type FieldProps } from './use-field';

/**
 * A number as SPEC "Number input" wants it: digits and the decimal separator only, grouped,
 * clamped to the maximum on key-up, rounded up to the step and raised to the minimum when left.
 * The maximum is capped by the remaining places; at none left the field is disabled.
 */
export function NumberField({ field, state, disabled }: FieldProps<FieldOf<'number'>>) {
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<string>(field);
  const { language } = fields.rules;
  const limited = limitField(field, fields.limits);
  const bounds = { min: field.min, max: limited.max, step: field.step };
  const decimals = stepDecimals(field.step ?? 1);
  const unitId = `${ids.control}-unit`;
  return (
    <FieldFrame
      ids={ids}
      label={field.label}
      required={state.required}
      hint={field.hint}
      error={error}
      width={field.width}
    >
      <div className={styles.withUnit}>
        <input
          ref={ref}
          id={ids.control}
          name={field.id}
          className={styles.input}
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={value ?? ''}
          disabled={disabled || !state.enabled || limited.disabled}
          aria-required={state.required || undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(
            ids,
            Boolean(field.hint),
            Boolean(error),
            field.unit ? unitId : undefined,
          )}
          onChange={(event) => onChange(sanitizeNumberText(event.target.value, language, decimals))}
          onKeyUp={(event) => {
            const clamped = clampTextToMax(event.currentTarget.value, language, bounds);
            if (clamped !== event.currentTarget.value) onChange(clamped);
          }}
          onBlur={(event) => {
            const kept = normalizeNumberOnBlur(
              event.target.value,
              language,
              bounds,
              !state.required,
            );
            if (kept !== event.target.value) onChange(kept);
            onBlur();
          }}
        />
        {field.unit && (
          <span id={unitId} className={styles.unit}>
            {field.unit}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
