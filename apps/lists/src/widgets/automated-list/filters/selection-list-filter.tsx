import { useIntl } from 'react-intl';
import type { FilterControlProps } from './filter-control-props';
import styles from './filters.module.css';
import { isUnavailable, optionLabel } from './option-label';

/** Checkboxes with counts; several options may be chosen (they add up). */
export function SelectionListFilter({ filter, selected, onChange }: FilterControlProps) {
  const intl = useIntl();
  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...selected, name] : selected.filter((value) => value !== name));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{filter.label}</legend>
      <ul className={styles.checkboxes}>
        {filter.options.map((option) => (
          <li key={option.name}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={selected.includes(option.name)}
                disabled={isUnavailable(option, selected)}
                onChange={(event) => toggle(option.name, event.target.checked)}
              />
              {optionLabel(intl, option)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
