import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError } from '@ctb/shared/runtime';
import styles from './automated-list.module.css';
import type { ListFilter } from './filters/filter-control-props';
import { filterControls } from './filters/filter-controls';

const WIDGET_ID = 'lists/automated-list';

interface ListFiltersProps {
  filters: ListFilter[];
  listType: string;
  maxAge?: number;
  selected: Record<string, string[]>;
  onChange(id: string, selected: string[]): void;
}

/** The filters bar: each filter through the control of its type; unknown types logged once. */
export function ListFilters({ filters, listType, maxAge, selected, onChange }: ListFiltersProps) {
  const intl = useIntl();
  const loggedTypes = useRef(new Set<string>());
  const unknown = [...new Set(filters.map((filter) => filter.type))].filter(
    (type) => !filterControls[type],
  );
  useEffect(() => {
    for (const type of unknown) {
      if (loggedTypes.current.has(type)) continue;
      loggedTypes.current.add(type);
      logWidgetError(WIDGET_ID, `no filter control for filters of type "${type}"; skipped`);
    }
  });

  const known = filters.filter((filter) => filterControls[filter.type]);
  if (known.length === 0) return null;
  return (
    <div
      className={styles.filters}
      role="group"
      aria-label={intl.formatMessage({ id: 'lists.automatedList.filters.label' })}
    >
      {known.map((filter) => {
        const Control = filterControls[filter.type]!;
        return (
          <Control
            key={filter.id}
            filter={filter}
            selected={selected[filter.id] ?? []}
            onChange={(values) => onChange(filter.id, values)}
            listType={listType}
            maxAge={maxAge}
          />
        );
      })}
    </div>
  );
}
