import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldOf } from '../definition/field-schemas';
import { describedBy, FieldFrame } from './field-frame';
import styles from './fields.module.css';
import { useField, type FieldProps } from './use-field';

// Screen readers hear the count once typing pauses, not on every key.
const ANNOUNCE_AFTER_MS = 1000;

function CharacterCounter({ id, count, max }: { id: string; count: number; max: number }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'forms.field.counter' }, { count, max });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p id={id} className={styles.counter} data-full={count >= max}>
        {text}
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announced}
      </p>
    </>
  );
}

/** A longer text with a live character counter when it has a maximum. */
export function TextareaField({ field, state, disabled }: FieldProps<FieldOf<'textarea'>>) {
  const { value, onChange, onBlur, ref, error, ids } = useField<string>(field);
  const counterId = `${ids.control}-counter`;
  const text = value ?? '';
  return (
    <FieldFrame
      ids={ids}
      label={field.label}
      required={state.required}
      hint={field.hint}
      error={error}
      width={field.width}
      after={
        field.maxLength ? (
          <CharacterCounter id={counterId} count={text.length} max={field.maxLength} />
        ) : null
      }
    >
      <textarea
        ref={ref}
        id={ids.control}
        name={field.id}
        className={`${styles.input} ${styles.textarea}`}
        rows={field.rows ?? 5}
        maxLength={field.maxLength}
        value={text}
        disabled={disabled || !state.enabled}
        aria-required={state.required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(
          ids,
          Boolean(field.hint),
          Boolean(error),
          field.maxLength ? counterId : undefined,
        )}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
