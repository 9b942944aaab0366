import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FilterSection } from '../services/branch-service';
import styles from './branch-search-panel.module.css';

interface FilterSectionsProps {
  id: string;
  sections: FilterSection[];
  selected: string[];
  onToggle(value: string, checked: boolean): void;
  onClose(): void;
}

/** The branch filters: one collapsible group of checkboxes per section, and a close button. */
export function FilterSections({ id, sections, selected, onToggle, onClose }: FilterSectionsProps) {
  const intl = useIntl();
  const ownId = useId();
  const [expanded, setExpanded] = useState<string[]>([]);
  const toggleSection = (name: string) =>
    setExpanded((current) =>
      current.includes(name) ? current.filter((entry) => entry !== name) : [...current, name],
    );

  return (
    <div
      id={id}
      className={styles.filters}
      role="group"
      aria-label={intl.formatMessage({ id: 'banksearch.searchPanel.filters' })}
    >
      {sections.map((section, index) => {
        const open = expanded.includes(section.name);
        const listId = `${ownId}-section-${index}`;
        const count = section.entries.filter((entry) => selected.includes(entry.value)).length;
        return (
          <div key={section.name} className={styles.section}>
            <h3 className={styles.sectionHeading}>
              <button
                type="button"
                className={styles.sectionToggle}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggleSection(section.name)}
              >
                <span>{section.name}</span>
                {count > 0 && <span className={styles.sectionCount}>{count}</span>}
                <span aria-hidden="true" className={styles.chevron} />
              </button>
            </h3>
            <fieldset id={listId} className={styles.sectionEntries} hidden={!open}>
              <legend className={styles.visuallyHidden}>{section.name}</legend>
              {section.entries.map((entry) => (
                <label key={entry.value} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    value={entry.value}
                    checked={selected.includes(entry.value)}
                    onChange={(event) => onToggle(entry.value, event.target.checked)}
                  />
                  {entry.name}
                </label>
              ))}
            </fieldset>
          </div>
        );
      })}
      <button type="button" className={styles.secondaryButton} onClick={onClose}>
        {intl.formatMessage({ id: 'banksearch.searchPanel.closeFilters' })}
      </button>
    </div>
  );
}
