import { useEffect, useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError, type WidgetProps } from '@ctb/shared/runtime';
import { openBranchSearch } from '../../common/branch-search-request/branch-search-request';
import { PreviewMarker } from '../../common/preview/preview-marker';
import { useDisplayedBranch } from '../../common/stored-branch/use-displayed-branch';
import type { BankSearchFieldConfig } from './config-schema';
import styles from './bank-search-field.module.css';

/**
 * The stored branch as a form-like field (name, street, postal code and city) with the button
 * that opens the branch search to choose or change it. A configured form field name that is no
 * field name was dropped by the schema: logged here, and the field shows without a hidden input.
 */
export function BankSearchField({ config }: WidgetProps<BankSearchFieldConfig>) {
  const intl = useIntl();
  const labelId = useId();
  const { branch, preview } = useDisplayedBranch();
  const { droppedName } = config;
  useEffect(() => {
    if (droppedName) logWidgetError('banksearch/bank-search-field', droppedName);
  }, [droppedName]);

  const choose = (event: MouseEvent<HTMLButtonElement>) =>
    openBranchSearch({ query: '', params: config.params, opener: event.currentTarget });

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {config.label ?? intl.formatMessage({ id: 'banksearch.field.label' })}
        {preview && <PreviewMarker />}
      </p>
      <div className={styles.box}>
        {branch ? (
          <address className={styles.value}>
            <strong className={styles.name}>{branch.name}</strong>
            <span>{branch.address.street}</span>
            <span>{`${branch.address.postalCode} ${branch.address.city}`}</span>
          </address>
        ) : (
          <p className={styles.empty}>{intl.formatMessage({ id: 'banksearch.field.empty' })}</p>
        )}
        <button type="button" className={styles.button} onClick={choose}>
          {intl.formatMessage({
            id: branch ? 'banksearch.field.change' : 'banksearch.field.choose',
          })}
        </button>
      </div>
      {config.name && <input type="hidden" name={config.name} value={branch?.id ?? ''} />}
    </div>
  );
}
