import type { IntlShape } from 'react-intl';
import type { ListFilter } from './filter-control-props';

type FilterOption = ListFilter['options'][number];

/** "Label (count)" when the service counted the option, else the label alone. */
export function optionLabel(intl: IntlShape, option: FilterOption): string {
  return option.size === undefined
    ? option.label
    : intl.formatMessage(
        { id: 'lists.automatedList.filter.optionCount' },
        { label: option.label, count: option.size },
      );
}

/** An option no current result carries adds nothing: it can be unchosen but not chosen. */
export const isUnavailable = (option: FilterOption, selected: string[]) =>
  option.size === 0 && !selected.includes(option.name);
