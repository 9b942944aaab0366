import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FilterControlProps } from './filter-control-props';
import styles from './filters.module.css';
import { isUnavailable, optionLabel } from './option-label';

const ALL = '';

/** A select of one option, "Alle" first. */
export function DropdownFilter({ filter, selected, onChange }: FilterControlProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.dropdown}>
      <label htmlFor={id} className={styles.legend}>
        {filter.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selected[0] ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? [] : [event.target.value])}
      >
        <option value={ALL}>{intl.formatMessage({ id: 'lists.automatedList.filter.all' })}</option>
        {filter.options.map((option) => (
          <option key={option.name} value={option.name} disabled={isUnavailable(option, selected)}>
            {optionLabel(intl, option)}
          </option>
        ))}
      </select>
    </div>
  );
}
