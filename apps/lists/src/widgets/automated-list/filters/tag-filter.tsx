import { useIntl } from 'react-intl';
import type { FilterControlProps } from './filter-control-props';
import styles from './filters.module.css';
import { isUnavailable, optionLabel } from './option-label';

/** Toggle buttons, "Alle" pressed while none is chosen; several tags add up if the filter allows. */
export function TagFilter({ filter, selected, onChange }: FilterControlProps) {
  const intl = useIntl();
  const toggle = (name: string) => {
    if (selected.includes(name)) onChange(selected.filter((value) => value !== name));
    else onChange(filter.isArray === false ? [name] : [...selected, name]);
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{filter.label}</legend>
      <ul className={styles.tags}>
        <li>
          <button
            type="button"
            className={styles.tag}
            aria-pressed={selected.length === 0}
            onClick={() => onChange([])}
          >
            {intl.formatMessage({ id: 'lists.automatedList.filter.all' })}
          </button>
        </li>
        {filter.options.map((option) => (
          <li key={option.name}>
            <button
              type="button"
              className={styles.tag}
              aria-pressed={selected.includes(option.name)}
              disabled={isUnavailable(option, selected)}
              onClick={() => toggle(option.name)}
            >
              {optionLabel(intl, option)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
