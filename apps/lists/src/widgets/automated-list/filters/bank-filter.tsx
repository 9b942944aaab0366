import { useState } from 'react';
import { useIntl } from 'react-intl';
import { groupBankFilterOptions, type BankFilterOption } from './bank-filter-sections';
import styles from './bank-filter.module.css';
import { FilterDialog } from './filter-dialog';
import dialogStyles from './filter-dialog.module.css';
import type { FilterControlProps } from './filter-control-props';

/**
 * The bank filter overlay: a button opens a modal with one group of checkboxes per section of the
 * bank filter service. Ticks are a draft until "Anwenden"; "Zurücksetzen" clears the draft;
 * closing without applying keeps what was applied before.
 */
export function BankFilter({ filter, selected, onChange }: FilterControlProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const groups = groupBankFilterOptions(filter.options as BankFilterOption[]);
  const title = filter.longLabel || text('lists.bankFilter.title');

  const toggle = (name: string, checked: boolean) =>
    setDraft((current) =>
      checked ? [...current, name] : current.filter((value) => value !== name),
    );

  return (
    <FilterDialog
      opener={
        selected.length > 0
          ? intl.formatMessage({ id: 'lists.bankFilter.openWithCount' }, { count: selected.length })
          : filter.label || text('lists.bankFilter.open')
      }
      title={title}
      open={open}
      onOpen={() => {
        setDraft(selected);
        setOpen(true);
      }}
      onClose={() => setOpen(false)}
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onChange(
            filter.options.map((option) => option.name).filter((name) => draft.includes(name)),
          );
          setOpen(false);
        }}
      >
        <div className={styles.sections}>
          {groups.map((group) => (
            <fieldset
              key={'text' in group.title ? group.title.text : group.title.messageId}
              className={styles.section}
            >
              <legend className={styles.legend}>
                {'text' in group.title ? group.title.text : text(group.title.messageId)}
              </legend>
              {group.options.map((option) => (
                <label key={option.name} className={styles.option}>
                  <input
                    type="checkbox"
                    name={filter.name}
                    value={option.name}
                    checked={draft.includes(option.name)}
                    onChange={(event) => toggle(option.name, event.target.checked)}
                  />
                  {option.size === undefined
                    ? option.label
                    : intl.formatMessage(
                        { id: 'lists.bankFilter.optionCount' },
                        { label: option.label, count: option.size },
                      )}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        <div className={dialogStyles.actions}>
          <button type="submit" className={dialogStyles.primary}>
            {text('lists.bankFilter.apply')}
          </button>
          <button type="button" className={dialogStyles.secondary} onClick={() => setDraft([])}>
            {text('lists.bankFilter.reset')}
          </button>
        </div>
      </form>
    </FilterDialog>
  );
}
