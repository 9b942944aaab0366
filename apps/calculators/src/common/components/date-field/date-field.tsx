import { useState, type RefCallback } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../field-error/field-error';
import styles from '../number-input/number-input.module.css';
import { toIsoDate } from './date-text';

export interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** Whether the field shows the native picker (YYYY-MM-DD) instead of DD.MM.YYYY text. */
  touch: boolean;
  min?: Date | null;
  max?: Date | null;
  error?: string;
  name?: string;
  inputRef?: RefCallback<HTMLInputElement>;
}

/** A date typed as DD.MM.YYYY, or picked natively on touch devices; the label floats when filled. */
export function DateField(props: DateFieldProps) {
  const { id, label, value, touch, min, max, error, name, inputRef, onChange, onBlur } = props;
  const intl = useIntl();
  const [focused, setFocused] = useState(false);
  const errorId = `${id}-error`;

  return (
    <div
      className={styles.field}
      data-floating={focused || value !== ''}
      data-invalid={Boolean(error)}
    >
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={id}
          name={name ?? id}
          className={styles.input}
          type={touch ? 'date' : 'text'}
          inputMode={touch ? undefined : 'numeric'}
          placeholder={
            touch ? undefined : intl.formatMessage({ id: 'calculators.date.placeholder' })
          }
          maxLength={10}
          min={touch && min ? toIsoDate(min) : undefined}
          max={touch && max ? toIsoDate(max) : undefined}
          autoComplete="off"
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
