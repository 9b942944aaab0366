import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './fields.module.css';

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export const fieldIds = (control: string): FieldIds => ({
  control,
  hint: `${control}-hint`,
  error: `${control}-error`,
});

/** `aria-describedby` of a control: its hint, extra descriptions, then its error. */
export function describedBy(
  ids: FieldIds,
  hint: boolean,
  error: boolean,
  ...extra: (string | undefined)[]
) {
  const parts = [hint ? ids.hint : undefined, ...extra, error ? ids.error : undefined].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export function LabelText({ label, required }: { label: string; required: boolean }) {
  const intl = useIntl();
  return (
    <>
      {label}
      {!required && (
        <span className={styles.optional}>
          {' '}
          {intl.formatMessage({ id: 'forms.field.optional' })}
        </span>
      )}
    </>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.error}>
      <span className={styles.errorIcon} aria-hidden="true">
        !
      </span>
      {message}
    </p>
  ) : null;
}

interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  width: 'full' | 'half';
  children: ReactNode;
  /** Under the control, before the error (e.g. the character counter). */
  after?: ReactNode;
}

/** One control with its visible label, optional marker, hint and error, tied by ids. */
export function FieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  width,
  children,
  after,
}: FieldFrameProps) {
  return (
    <div className={styles.field} data-width={width} data-invalid={Boolean(error)}>
      <label className={styles.label} htmlFor={ids.control}>
        <LabelText label={label} required={required} />
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      {children}
      {after}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

interface FieldSetFrameProps extends Omit<FieldFrameProps, 'after'> {
  /** Options side by side on wider screens (button lists). */
  layout?: 'stack' | 'inline';
}

/** A group of controls (radios, checkboxes, button lists, periods) under one legend. */
export function FieldSetFrame({
  ids,
  label,
  required,
  hint,
  error,
  width,
  children,
}: FieldSetFrameProps) {
  return (
    <fieldset
      className={`${styles.field} ${styles.fieldset}`}
      data-width={width}
      data-invalid={Boolean(error)}
      aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
    >
      <legend className={styles.label}>
        <LabelText label={label} required={required} />
      </legend>
      <FieldHint id={ids.hint} hint={hint} />
      {children}
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
