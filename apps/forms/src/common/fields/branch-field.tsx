import { useStoredBranch } from '@ctb/shared/branch-store';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FieldOf } from '../definition/field-schemas';
import type { BranchValue } from '../rules/field-values';
import { FieldError, FieldHint, LabelText } from './field-frame';
import styles from './fields.module.css';
import { useField, type FieldProps } from './use-field';

/**
 * The visitor's branch: the stored branch of the shared branch store is the value. It is shown
 * and changed by the bank's own `banksearch/bank-search-field`, placed here as markup (the shell
 * mounts it); this app never imports the bank search.
 */
export function BranchField({ field, state }: FieldProps<FieldOf<'branch'>>) {
  const intl = useIntl();
  const { onChange, onBlur, ref, error, ids } = useField<BranchValue | null>(field);
  const [branch] = useStoredBranch();
  const id = branch?.id;
  const name = branch?.name;
  const blz = branch?.blz;

  useEffect(() => {
    onChange(id && name && blz !== undefined ? { id, name, blz } : null);
    if (id) onBlur();
  }, [id, name, blz, onChange, onBlur]);

  // The bank field shows the label (one visible label, not two of the same words).
  const optional = state.required ? '' : ` ${intl.formatMessage({ id: 'forms.field.optional' })}`;
  const config = useMemo(
    () => JSON.stringify({ label: `${field.label}${optional}`, params: field.params ?? {} }),
    [field.label, field.params, optional],
  );
  return (
    <div className={styles.field} data-width={field.width} data-invalid={Boolean(error)}>
      <p className={styles.visuallyHidden} id={`${ids.control}-label`}>
        <LabelText label={field.label} required={state.required} />
      </p>
      <FieldHint id={ids.hint} hint={field.hint} />
      <div
        ref={ref}
        id={ids.control}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${ids.control}-label`}
        aria-describedby={error ? ids.error : undefined}
        className={styles.branch}
      >
        <div data-widget="banksearch/bank-search-field" data-config={config} />
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
